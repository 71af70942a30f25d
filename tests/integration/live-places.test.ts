/**
 * Live places over the real built server (docs/decisions/0080-live-places-cache.md):
 * OVERPASS_URL and WIKIPEDIA_API_URL pointed at tests/fakes/places-services.ts,
 * which replays the recorded answers (moved to KHAF and retagged as named in
 * tests/support/recorded-places.ts). Every wait is on the server's cache row in
 * its SQLite file, never on the clock.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coordinateKey, startFakePlacesServices, type FakePlacesServices } from "../fakes/places-services";
import { answerRecordedPlacesAt } from "../support/recorded-places-at";
import { freePort, startServer, templateDatabase, type TestServer } from "../support/server";

let dir: string;
let fake: FakePlacesServices;
const servers: TestServer[] = [];

interface AirportAt {
  locId: string;
  latitude: number;
  longitude: number;
}

/** An airport's id and reference point, read from the template database. */
function airportAt(databasePath: string, code: string): AirportAt {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare("SELECT loc_id AS locId, latitude, longitude FROM airports WHERE icao_id = ? OR loc_id = ?")
      .get(code, code) as AirportAt;
  } finally {
    db.close();
  }
}

/** Waits (bounded) until the airport's fetch row of `service` satisfies `done`, reading the server's database. */
async function waitForFetchRow(
  databasePath: string,
  locId: string,
  service: string,
  done: (row: { status: string; last_error: string | null }) => boolean,
  timeoutMs = 30_000,
) {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const read = db.prepare(
      "SELECT status, last_error FROM live_place_fetches WHERE airport_loc_id = ? AND service = ?",
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = read.get(locId, service) as { status: string; last_error: string | null } | undefined;
      if (row && done(row)) return row;
      if (Date.now() > deadline) throw new Error(`${locId} ${service}: fetch row still ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    db.close();
  }
}

const requestsAt = (service: string, a: AirportAt) =>
  fake.requests.filter((r) => r.service === service && r.at === coordinateKey(a.latitude, a.longitude));

async function start(env: Record<string, string>, databasePath?: string) {
  const server = await startServer({
    ...(databasePath ? { databasePath } : {}),
    env: {
      LIVE_PLACES: "on",
      OVERPASS_URL: fake.overpassUrl,
      WIKIPEDIA_API_URL: fake.wikipediaUrl,
      PUBLIC_ORIGIN: "https://airportfinder.example",
      ...env,
    },
  });
  servers.push(server);
  return server;
}

let template: string;

/** Stops every server started so far, so none of them talks to the stand-in any more. */
async function stopAll() {
  for (const s of servers.splice(0)) await s.stop();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-places-"));
  template = await templateDatabase();
  fake = await startFakePlacesServices();
  const haf = airportAt(template, "KHAF");
  // The recorded Brasília cafés moved so Café Sincera sits on KHAF's reference point; the recorded
  // Elbphilharmonie outline retagged aeroway=aerodrome and centred on it.
  answerRecordedPlacesAt(fake, { lat: haf.latitude, lon: haf.longitude });
});

afterAll(async () => {
  await stopAll();
  await fake?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("an airport page with live places", () => {
  it("says they are on their way, then shows them credited and sorted, without asking again", async () => {
    // No wait at all on the first view: it always answers with the bundled places and the notice.
    const server = await start({ LIVE_PLACES_WAIT_MS: "0" });
    const haf = airportAt(server.databasePath, "KHAF");
    const first = await fetch(`${server.url}/airport/KHAF`);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('data-live-places="on-the-way"');
    expect(firstHtml).toContain("Local places from OpenStreetMap and Wikipedia are on their way");
    expect(firstHtml).not.toContain("Café Sincera");

    await waitForFetchRow(server.databasePath, haf.locId, "overpass", (r) => r.status === "ok");
    await waitForFetchRow(server.databasePath, haf.locId, "wikipedia", (r) => r.status === "ok");
    const asked = { overpass: requestsAt("overpass", haf).length, wikipedia: requestsAt("wikipedia", haf).length };
    expect(asked).toEqual({ overpass: 1, wikipedia: 1 });
    expect(requestsAt("overpass", haf)[0].userAgent).toContain("https://airportfinder.example");

    const html = await (await fetch(`${server.url}/airport/KHAF?all=quick_bites`)).text();
    expect(html).not.toContain('data-live-places="on-the-way"');
    const quickBites = html.slice(html.indexOf('data-list="quick_bites"'));
    expect(quickBites).toContain("Café Sincera");
    expect(quickBites.slice(0, quickBites.indexOf("Café Sincera") + 2000)).toContain("On the field");
    // React marks text boundaries with <!-- -->: read the credit without them.
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /Map data <a href="https:\/\/www.openstreetmap.org\/copyright"[^>]*>© OpenStreetMap contributors<\/a> \(ODbL\), fetched \d{4}-\d\d-\d\d\./,
    );
    const landmarks = html.slice(html.indexOf('data-list="landmarks"'));
    expect(landmarks).toContain("Bean Hollow State Beach");
    expect(landmarks).toContain("State beach in California");
    expect(landmarks).toContain("Wikipedia article");
    expect(landmarks).toContain("CC BY-SA");
    expect(html).not.toContain("Pescadero, California");

    const json = (await (await fetch(`${server.url}/api/airports/KHAF`)).json()) as {
      live_places: { enabled: boolean; onTheWay: boolean; osm: { fetchedAt: string } };
      landmarks: { name: string; source: string; credit: string; distance_nm: number }[];
    };
    expect(json.live_places).toMatchObject({ enabled: true, onTheWay: false });
    expect(json.live_places.osm.fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(json.landmarks.find((l) => l.name === "Pescadero State Beach")).toMatchObject({
      source: "wikipedia",
      credit: "Wikipedia (CC BY-SA)",
    });
    const restaurants = (await (await fetch(`${server.url}/api/restaurants/KHAF`)).json()) as {
      restaurant_name: string;
      on_field: boolean;
      source: string;
      price_level: string | null;
    }[];
    const osm = restaurants.filter((r) => r.source === "osm_live");
    expect(osm.find((r) => r.restaurant_name === "Café Sincera")?.on_field).toBe(true);
    expect(osm.filter((r) => r.on_field).length).toBeLessThan(osm.length);
    expect(osm.every((r) => r.price_level === null)).toBe(true);

    // Later views read the cache: no second request to either service.
    expect({
      overpass: requestsAt("overpass", haf).length,
      wikipedia: requestsAt("wikipedia", haf).length,
    }).toEqual(asked);
  }, 120_000);

  it("keeps the page answering while a service refuses connections or hangs", async () => {
    const closedPort = await freePort();
    const refused = await start({
      OVERPASS_URL: `http://127.0.0.1:${closedPort}/api/interpreter`,
      WIKIPEDIA_API_URL: `http://127.0.0.1:${closedPort}/w/api.php`,
    });
    const ccr = airportAt(refused.databasePath, "KCCR");
    const page = await fetch(`${refused.url}/airport/KCCR`);
    expect(page.status).toBe(200);
    const row = await waitForFetchRow(refused.databasePath, ccr.locId, "overpass", (r) => r.status === "failed");
    expect(row.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    const after = await (await fetch(`${refused.url}/airport/KCCR`)).text();
    expect(after).toContain('data-live-places="failed"');
    expect(after).toContain("Local places could not be fetched just now");

    // A stand-in that never answers: the page answers while the request is still open.
    fake.setMode("overpass", "hang");
    fake.setMode("wikipedia", "hang");
    try {
      const hung = await start({ LIVE_PLACES_FETCH_TIMEOUT_MS: "120000" });
      const pao = airportAt(hung.databasePath, "KPAO");
      const res = await fetch(`${hung.url}/airport/KPAO`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-live-places="on-the-way"');
      const open = requestsAt("overpass", pao);
      expect(open).toHaveLength(1);
      expect(open[0].endedAt).toBeNull();
    } finally {
      fake.setMode("overpass", "ok");
      fake.setMode("wikipedia", "ok");
    }
  }, 120_000);

  it("backs off after a 429 and says the bundled places are shown", async () => {
    fake.setMode("overpass", "rate-limited");
    try {
      const server = await start({ LIVE_PLACES_WAIT_MS: "0" });
      const sql = airportAt(server.databasePath, "KSQL");
      expect((await fetch(`${server.url}/airport/KSQL`)).status).toBe(200);
      const row = await waitForFetchRow(server.databasePath, sql.locId, "overpass", (r) => r.status === "failed");
      expect(row.last_error).toContain("rate limited (429)");
      fake.setMode("overpass", "ok");
      const html = await (await fetch(`${server.url}/airport/KSQL`)).text();
      expect(html).toContain("Local places could not be fetched just now");
      expect(requestsAt("overpass", sql)).toHaveLength(1);
    } finally {
      fake.setMode("overpass", "ok");
    }
  }, 120_000);

  it("asks nothing with LIVE_PLACES=off and shows no notice", async () => {
    const server = await start({ LIVE_PLACES: "off" });
    const lvk = airportAt(server.databasePath, "KLVK");
    const html = await (await fetch(`${server.url}/airport/KLVK`)).text();
    expect(html).not.toContain("data-live-places");
    const json = (await (await fetch(`${server.url}/api/airports/KLVK`)).json()) as {
      live_places: { enabled: boolean };
    };
    expect(json.live_places.enabled).toBe(false);
    const db = new Database(server.databasePath, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) FROM live_place_fetches").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
    expect(requestsAt("overpass", lvk)).toHaveLength(0);
    expect(requestsAt("wikipedia", lvk)).toHaveLength(0);
  }, 120_000);
});

describe("two server processes on one database", () => {
  it("make one request at a time to each service", async () => {
    await stopAll();
    const databasePath = path.join(dir, "two.db");
    fs.copyFileSync(template, databasePath);
    fake.setDelay(300);
    try {
      const env = { LIVE_PLACES_WAIT_MS: "0", LIVE_PLACES_REFRESH_SECONDS: "3600" };
      const a = await start(env, databasePath);
      const b = await start(env, databasePath);
      const codes = ["KNUQ", "KRHV", "KSJC", "KOAK"];
      const airports = codes.map((c) => airportAt(databasePath, c));
      // Only these two processes talk to the stand-in from here on (every earlier server is stopped).
      fake.reset();
      const pages = await Promise.all(codes.map((c, i) => fetch(`${(i % 2 ? b : a).url}/api/airports/${c}`)));
      expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
      for (const airport of airports) {
        await waitForFetchRow(databasePath, airport.locId, "overpass", (r) => r.status !== "never", 60_000);
        await waitForFetchRow(databasePath, airport.locId, "wikipedia", (r) => r.status !== "never", 60_000);
      }
      for (const airport of airports) expect(requestsAt("overpass", airport)).toHaveLength(1);
      expect(fake.maxInFlight).toEqual({ overpass: 1, wikipedia: 1 });
    } finally {
      fake.setDelay(0);
    }
  }, 120_000);
});
