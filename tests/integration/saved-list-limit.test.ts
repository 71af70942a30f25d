/**
 * A pilot's saved lists have a limit (SAVED_LIST_LIMIT, 500 by default; 3 here,
 * docs/decisions/0112-saved-list-limit.md): past it a save is refused with the
 * limit's message, in JSON (409) and as the airport page's toast; an entry saved
 * before is still answered, a removal makes room, and two server processes
 * saving at once keep to one count.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, uniqueEmail } from "../support/accounts";
import { CookieJar, startServer, type TestServer } from "../support/server";

const LIMIT = 3;
const FULL = (what: string) => `You can save up to ${LIMIT} ${what}. Remove one from My Trips to save another.`;

let server: TestServer;
/** A second process on the same database. */
let twin: TestServer;

beforeAll(async () => {
  const env = { SAVED_LIST_LIMIT: String(LIMIT), SIGNUP_LIMIT_PER_IP: "1000" };
  server = await startServer({ env });
  twin = await startServer({ databasePath: server.databasePath, env });
});
afterAll(async () => {
  await Promise.all([server, twin].map((s) => s?.stop()));
});

async function signedIn(tag: string) {
  const jar = new CookieJar();
  await registerUser(server.url, { jar, email: uniqueEmail(tag) });
  return jar;
}

async function call(jar: CookieJar, method: string, path: string, body?: unknown, base = server.url) {
  const res = await jar.fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it asserts
  return { status: res.status, json: (await res.json()) as any };
}

const saveTrip = (jar: CookieJar, code: string, base?: string) =>
  call(jar, "POST", "/api/trips/save", { airportLocId: code }, base);

describe("the saved-list limit", () => {
  it("the fourth airport is a 409 with the limit's message; one saved before still answers; a removal makes room", async () => {
    const jar = await signedIn("limit-trips");
    for (const code of ["KSTS", "KSFO", "KOAK"]) expect((await saveTrip(jar, code)).status, code).toBe(200);
    expect(await saveTrip(jar, "KLAX")).toEqual({ status: 409, json: { error: FULL("airports") } });
    const again = await saveTrip(jar, "KSFO");
    expect(again.status).toBe(200);
    expect(again.json.airportLocId).toBe("SFO");
    const trips = await call(jar, "GET", "/api/trips");
    expect(trips.json.map((t: { airportLocId: string }) => t.airportLocId).sort()).toEqual(["OAK", "SFO", "STS"]);
    expect((await call(jar, "DELETE", "/api/trips/KOAK")).status).toBe(200);
    expect((await saveTrip(jar, "KLAX")).status).toBe(200);
    // Another pilot's list is their own.
    expect((await saveTrip(await signedIn("limit-other"), "KLAX")).status).toBe(200);
  });

  it("each kind of place has its own limit; without JavaScript a full list is the page's toast", async () => {
    const jar = await signedIn("limit-places");
    const detail = await call(jar, "GET", "/api/airports/KSTS");
    const activities: number[] = detail.json.activities.map((a: { id: number }) => a.id);
    expect(activities.length).toBeGreaterThan(LIMIT);
    for (const id of activities.slice(0, LIMIT))
      expect((await call(jar, "POST", "/api/activities/save", { activityId: id, airportLocId: "STS" })).status).toBe(
        200,
      );
    expect(
      await call(jar, "POST", "/api/activities/save", { activityId: activities[LIMIT], airportLocId: "STS" }),
    ).toEqual({ status: 409, json: { error: FULL("activities") } });
    // Landmarks are another list: not full.
    const landmark = detail.json.landmarks[0].id as number;
    expect((await call(jar, "POST", "/api/landmarks/save", { landmarkId: landmark })).status).toBe(200);

    const lodgingIds = lodgingAt("STS");
    expect(lodgingIds.length).toBeGreaterThan(LIMIT);
    for (const id of lodgingIds.slice(0, LIMIT))
      expect((await call(jar, "POST", "/api/lodging/save", { lodgingId: id })).status).toBe(200);
    const post = await jar.postForm(`${server.url}/airport/KSTS`, {
      intent: "save-lodging",
      lodgingId: lodgingIds[LIMIT],
    });
    expect(post.status).toBe(302);
    expect(new URL(post.headers.get("location")!, server.url).pathname).toBe("/airport/KSTS");
    const page = (await (await jar.fetch(`${server.url}/airport/KSTS`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(FULL("places to stay"));
    expect(page).not.toContain("Failed to save lodging. Please try again.");
    expect((await call(jar, "GET", "/api/lodging/saved")).json).toHaveLength(LIMIT);
  });

  it("two processes count the same list: ten saves at once over both end at the limit, every refusal a 409", async () => {
    const jar = await signedIn("limit-race");
    const codes = ["KSTS", "KSFO", "KOAK", "KLAX", "KSJC", "KSMF", "KSAN", "KBUR", "KONT", "KSBA"];
    const answers = await Promise.all(codes.map((code, i) => saveTrip(jar, code, i % 2 ? twin.url : server.url)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(codes.length - LIMIT);
    expect((await call(jar, "GET", "/api/trips")).json).toHaveLength(LIMIT);
  });
});

/** The ids of the places to stay near an airport (the contract has no GET for them), from the server's database. */
function lodgingAt(locId: string): number[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db
      .prepare("SELECT id FROM lodging WHERE airport_loc_id = ? AND hidden = 0 ORDER BY distance_nm, id")
      .pluck()
      .all(locId) as number[];
  } finally {
    db.close();
  }
}
