/**
 * Live places at the service level, over a copy of the imported template
 * database (real FAA and bundled places rows) and the real clients talking
 * HTTP to tests/fakes/places-services.ts (recorded answers): the merge with
 * bundled rows keeping admin edits, hidden flags, row ids and saves; the
 * summaries' generation; on the field; the cache and its age; backoff on each
 * error answer (docs/decisions/0078, 0079, 0080). Waits are on the fetch
 * itself (the call returns when it is done), never on the clock.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakePlacesServices, coordinateKey, type FakePlacesServices } from "../fakes/places-services";
import { merged, movedTo, recordedJson, retagged } from "../support/recorded-places";
import { templateDatabase } from "../support/server";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "live-places-service-"));
let fake: FakePlacesServices;
let sqlite: Database.Database;
let live: typeof import("~/services/live-places.server");
let store: typeof import("~/services/live-places-store.server");
let osm: typeof import("~/lib/osm-places");
let overpass: typeof import("~/lib/overpass-answer");
let haf: { locId: string; latitude: number; longitude: number };
let arp: { lat: number; lon: number };

/** The recorded Elbphilharmonie `out center` point, the middle of its `out geom` outline. */
const HALL_CENTER = { lat: 53.5412491, lon: 9.9841054 };

/**
 * KHAF's Overpass answer: the 103 recorded Brasília café nodes moved so that the first
 * (Café Sincera) sits on KHAF's reference point, and the recorded Elbphilharmonie outline
 * (`out geom`) retagged aeroway=aerodrome and moved to be centred on it.
 */
function hafOverpassAnswer() {
  const cafes = movedTo(recordedJson("overpass_json/mvexel_brasilia_cafes_103nodes.json"), arp);
  const outline = movedTo(
    retagged(recordedJson("overpass_json/aio_hamburg_elbphilharmonie_way_out_geom.json"), "way/24981342", () => ({
      aeroway: "aerodrome",
      name: "Elbphilharmonie outline retagged as an aerodrome",
    })),
    arp,
    HALL_CENTER,
  );
  return merged(cafes, outline);
}

beforeAll(async () => {
  const db = path.join(tmp, "app.db");
  fs.copyFileSync(await templateDatabase(), db);
  fake = await startFakePlacesServices();
  Object.assign(process.env, {
    DATABASE_PATH: db,
    LIVE_PLACES: "on",
    OVERPASS_URL: fake.overpassUrl,
    WIKIPEDIA_API_URL: fake.wikipediaUrl,
    PUBLIC_ORIGIN: "https://airportfinder.example",
    LIVE_PLACES_FETCH_TIMEOUT_MS: "2000",
  });
  const { connection } = await import("~/models/db.server");
  sqlite = connection().sqlite;
  live = await import("~/services/live-places.server");
  store = await import("~/services/live-places-store.server");
  osm = await import("~/lib/osm-places");
  overpass = await import("~/lib/overpass-answer");
  const { findAirportByCode } = await import("~/models/airports.server");
  const a = findAirportByCode("KHAF")!;
  haf = { locId: a.locId, latitude: a.latitude, longitude: a.longitude };
  arp = { lat: a.latitude, lon: a.longitude };
  fake.answerAt("overpass", coordinateKey(a.latitude, a.longitude), hafOverpassAnswer());
  fake.answerAt(
    "wikipedia",
    coordinateKey(a.latitude, a.longitude),
    recordedJson("wikipedia_geosearch/android_nearby_generator_geosearch_pescadero_CA.json"),
  );
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  await fake?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const rowsOf = (source: string) =>
  sqlite
    .prepare(
      `SELECT id, restaurant_name AS name, category, kind, hidden, admin_edited AS adminEdited, on_field AS onField,
              distance_nm AS nm, restaurant_description AS summary
         FROM restaurants WHERE airport_loc_id = ? AND source = ? ORDER BY source_id`,
    )
    .all(haf.locId, source) as {
    id: number;
    name: string;
    category: string;
    kind: string;
    hidden: number;
    adminEdited: number;
    onField: number;
    nm: number;
    summary: string | null;
  }[];
const generation = () => sqlite.prepare("SELECT generation FROM place_generation WHERE id = 1").pluck().get() as number;
const requestsAt = (service: string, at: { latitude: number; longitude: number }) =>
  fake.requests.filter((r) => r.service === service && r.at === coordinateKey(at.latitude, at.longitude)).length;
const fetchRow = (locId: string, service: string) =>
  sqlite.prepare("SELECT * FROM live_place_fetches WHERE airport_loc_id = ? AND service = ?").get(locId, service) as {
    status: string;
    fetched_at: number | null;
    last_error: string | null;
    next_attempt_at: number;
    failures: number;
  };

describe("a first fetch at KHAF (recorded answers moved there)", () => {
  it("fills the lists from both services, credits the sources and says what is on the field", async () => {
    const before = generation();
    const status = await live.livePlacesFor(haf, 20_000);
    expect(status.enabled).toBe(true);
    expect(status.onTheWay).toBe(false);
    expect(status.osm?.fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(status.wikipedia?.fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fetchRow(haf.locId, "overpass")).toMatchObject({ status: "ok", last_error: null, failures: 0 });

    const cafes = rowsOf("osm_live");
    expect(cafes.length).toBeGreaterThan(0);
    expect(cafes.every((c) => c.category === "quick_bites" && c.kind === "cafe" && c.nm <= 5)).toBe(true);
    // Café Sincera sits on the reference point inside the (moved, retagged) outline: on the field. The recording
    // also maps it a second time a metre away as "Sincera" (another name, so not merged); no other café is inside.
    expect(
      cafes
        .filter((c) => c.onField)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Café Sincera", "Sincera"]);
    expect(cafes.find((c) => c.name === "Amor à Torta")?.summary ?? "no row").toMatch(
      /Hours \(OpenStreetMap\): .+ — check before you fly|no row/,
    );

    const sights = sqlite
      .prepare(
        "SELECT name, kind, summary, website FROM landmarks WHERE airport_loc_id = ? AND source = 'wikipedia' ORDER BY name",
      )
      .all(haf.locId);
    expect(sights).toEqual([
      {
        name: "Bean Hollow State Beach",
        kind: "beach",
        summary: "State beach in California",
        website: `${new URL(fake.wikipediaUrl).origin}/wiki/Bean_Hollow_State_Beach`,
      },
      {
        name: "Pescadero State Beach",
        kind: "beach",
        summary: null,
        website: `${new URL(fake.wikipediaUrl).origin}/wiki/Pescadero_State_Beach`,
      },
    ]);
    // The summaries every process reads were rewritten, and the generation moved (0057).
    expect(generation()).toBeGreaterThan(before);
    const food = sqlite
      .prepare("SELECT nearest_food_nm FROM place_summaries WHERE airport_loc_id = ?")
      .pluck()
      .get(haf.locId);
    expect(food).toBe(0);
    // The User-Agent names the site and its public address.
    const ua = fake.requests.find((r) => r.service === "overpass")?.userAgent ?? "";
    expect(ua).toContain("AirportFinder");
    expect(ua).toContain("https://airportfinder.example");
  });

  it("does not ask again while the places are younger than 30 days, and asks again after", async () => {
    const asked = requestsAt("overpass", haf);
    const status = await live.livePlacesFor(haf, 20_000);
    expect(status.onTheWay).toBe(false);
    expect(requestsAt("overpass", haf)).toBe(asked);
    expect(requestsAt("wikipedia", haf)).toBe(1);
    const ids = rowsOf("osm_live").map((r) => r.id);
    // The cache row says the places are 31 days old: the next view fetches them again.
    sqlite
      .prepare("UPDATE live_place_fetches SET fetched_at = ? WHERE airport_loc_id = ?")
      .run(Date.now() - 31 * 24 * 3600_000, haf.locId);
    await live.livePlacesFor(haf, 20_000);
    expect(requestsAt("overpass", haf)).toBe(asked + 1);
    expect(requestsAt("wikipedia", haf)).toBe(2);
    // The same places keep their row ids over the refresh.
    expect(rowsOf("osm_live").map((r) => r.id)).toEqual(ids);
  });
});

/** An Overpass answer as the live places a fetch of it offers. */
const cafesAt = (answer: ReturnType<typeof hafOverpassAnswer>) =>
  overpass
    .readOverpassAnswer(200, JSON.stringify(answer))
    .elements.map(osm.osmPlace)
    .filter((p): p is import("~/lib/osm-places").OsmPlace => !("drop" in p))
    .map((p): import("~/services/live-places-store.server").LivePlace => ({
      ...p,
      source: "osm_live",
      onField: false,
    }));

describe("merging a refresh with what is listed", () => {
  it("keeps admin edits, hidden flags and saves; deletes what left unless saved", () => {
    const places = cafesAt(hafOverpassAnswer());
    store.storeLivePlaces(sqlite, haf, "osm_live", places);
    const rows = rowsOf("osm_live");
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const [edited, hidden, saved, gone] = rows;
    sqlite
      .prepare("UPDATE restaurants SET restaurant_name = 'Corrected by an admin', admin_edited = 1 WHERE id = ?")
      .run(edited.id);
    sqlite.prepare("UPDATE restaurants SET hidden = 1 WHERE id = ?").run(hidden.id);
    const userId = Number(
      sqlite.prepare("INSERT INTO users (email, password_hash) VALUES ('saver@example.com', 'x')").run()
        .lastInsertRowid,
    );
    sqlite.prepare("INSERT INTO saved_restaurants (user_id, restaurant_id) VALUES (?, ?)").run(userId, saved.id);

    // The next answer no longer has the saved café nor the one after it.
    const nameOf = (id: number) => rows.find((r) => r.id === id)!.name;
    const leaving = new Set([nameOf(saved.id), nameOf(gone.id)]);
    const counts = store.storeLivePlaces(
      sqlite,
      haf,
      "osm_live",
      places.filter((p) => !leaving.has(p.name)),
    );
    expect(counts.hiddenKept).toBe(1);
    expect(counts.removed).toBeGreaterThanOrEqual(1);
    const after = new Map(rowsOf("osm_live").map((r) => [r.id, r]));
    expect(after.get(edited.id)).toMatchObject({ name: "Corrected by an admin", adminEdited: 1, hidden: 0 });
    expect(after.get(hidden.id)).toMatchObject({ hidden: 1 });
    expect(after.get(saved.id)).toMatchObject({ hidden: 1 });
    expect(after.has(gone.id)).toBe(false);
    expect(sqlite.prepare("SELECT COUNT(*) FROM saved_restaurants WHERE restaurant_id = ?").pluck().get(saved.id)).toBe(
      1,
    );
  });

  it("adds nothing for a place already listed from the bundled data, which keeps its id and gains a website", () => {
    const bundled = sqlite
      .prepare(
        `SELECT id, restaurant_name AS name, latitude, longitude, website FROM restaurants
          WHERE airport_loc_id = ? AND source = 'alltheplaces' AND website IS NULL ORDER BY distance_nm LIMIT 1`,
      )
      .get(haf.locId) as { id: number; name: string; latitude: number; longitude: number } | undefined;
    expect(bundled, "a bundled chain row without a website near KHAF").toBeDefined();
    // A copy of the recorded Elbphilharmonie (`out center`) retagged as a café of the chain's name, moved onto its point.
    const copy = movedTo(
      retagged(recordedJson("overpass_json/aio_hamburg_elbphilharmonie_way_out_center.json"), "way/24981342", (t) => ({
        amenity: "cafe",
        name: bundled!.name,
        "contact:website": t["contact:website"],
      })),
      { lat: bundled!.latitude, lon: bundled!.longitude },
    );
    const counts = store.storeLivePlaces(sqlite, haf, "osm_live", cafesAt(copy));
    expect(counts).toMatchObject({ offered: 1, kept: 0, alreadyListed: 1 });
    const row = sqlite.prepare("SELECT id, website, source FROM restaurants WHERE id = ?").get(bundled!.id);
    expect(row).toEqual({ id: bundled!.id, website: "https://www.elbphilharmonie.de/de/", source: "alltheplaces" });
    expect(
      sqlite
        .prepare("SELECT COUNT(*) FROM restaurants WHERE airport_loc_id = ? AND restaurant_name = ?")
        .pluck()
        .get(haf.locId, bundled!.name),
    ).toBeGreaterThanOrEqual(1);
    expect(rowsOf("osm_live").some((r) => r.name === bundled!.name)).toBe(false);
  });
});

describe("backoff on each error answer", () => {
  // Each case at its own airport, so its cache row starts empty; the service's pause is ended between cases.
  const airports = ["KSQL", "KPAO", "KLVK", "KCCR", "KNUQ", "KRHV", "KSJC", "KOAK", "KHWD"];
  let next = 0;
  let at: { locId: string; latitude: number; longitude: number };
  beforeEach(async () => {
    const { findAirportByCode } = await import("~/models/airports.server");
    const a = findAirportByCode(airports[next++])!;
    at = { locId: a.locId, latitude: a.latitude, longitude: a.longitude };
    sqlite.prepare("DELETE FROM live_place_services").run();
    fake.setMode("overpass", "ok");
    fake.setMode("wikipedia", "ok");
  });

  it.each([
    ["rate-limited", /rate limited \(429\).*rate_limited/, true],
    ["too-busy", /too busy \(504\)/, true],
    ["remark-timeout", /^runtime error: Query timed out/, true],
    ["remark-oom", /^runtime error: Query run out of memory/, true],
    ["truncated", /cut off/, true],
    ["bad-request", /query refused \(400\): line 2: parse error/, false],
  ] as const)("Overpass %s: the airport waits, the last try is recorded%s", async (mode, error, pauses) => {
    fake.setMode("overpass", mode);
    const status = await live.livePlacesFor(at, 20_000);
    expect(requestsAt("overpass", at)).toBe(1);
    const row = fetchRow(at.locId, "overpass");
    expect(row.status).toBe("failed");
    expect(row.last_error).toMatch(error);
    expect(row.failures).toBe(1);
    expect(row.next_attempt_at).toBeGreaterThan(Date.now());
    expect(status.osm?.failedAt).not.toBeNull();
    const pause = sqlite.prepare("SELECT paused_until FROM live_place_services WHERE service = 'overpass'").pluck();
    if (pauses) expect(pause.get() as number).toBeGreaterThan(Date.now());
    else expect(pause.get()).toBeUndefined();
    // A later view does not ask again before the next attempt is due.
    fake.setMode("overpass", "ok");
    await live.livePlacesFor(at, 20_000);
    expect(requestsAt("overpass", at)).toBe(1);
  });

  it.each([
    ["api-error", /^gs_invalid-coord: Invalid coordinate provided/, false],
    ["rate-limited", /Wikipedia answered 429/, true],
  ] as const)(
    "Wikipedia %s: the airport waits; the service pauses only when it asked to",
    async (mode, error, pauses) => {
      fake.setMode("wikipedia", mode);
      await live.livePlacesFor(at, 20_000);
      const row = fetchRow(at.locId, "wikipedia");
      expect(row.status).toBe("failed");
      expect(row.last_error).toMatch(error);
      expect(row.next_attempt_at).toBeGreaterThan(Date.now());
      // Overpass, asked at the same time, is not held back by Wikipedia's failure.
      expect(fetchRow(at.locId, "overpass").status).toBe("ok");
      const pause = sqlite.prepare("SELECT paused_until FROM live_place_services WHERE service = 'wikipedia'").pluck();
      if (pauses) expect(pause.get() as number).toBeGreaterThan(Date.now());
      else expect(pause.get()).toBeUndefined();
      fake.setMode("wikipedia", "ok");
      await live.livePlacesFor(at, 20_000);
      expect(requestsAt("wikipedia", at)).toBe(1);
    },
  );
});

// Last: the import holds the event loop for seconds, after which the fake services' idle keep-alive
// connections may be reset under the next request.
describe("a bundled re-import that now lists a live row's place (decision 0080, amended)", () => {
  it("leaves one row, the bundled one, and moves the live row's saves to it", async () => {
    const { importPlaces } = await import("~/services/places-import.server");
    // A bundled café near KHAF, taken out as if the last import had not had it.
    const bundled = sqlite
      .prepare(
        `SELECT id, restaurant_name AS name, latitude, longitude, source_id AS sourceId FROM restaurants
          WHERE airport_loc_id = ? AND source = 'alltheplaces' AND hidden = 0 ORDER BY distance_nm LIMIT 1 OFFSET 1`,
      )
      .get(haf.locId) as { id: number; name: string; latitude: number; longitude: number; sourceId: string };
    expect(bundled, "a bundled chain row near KHAF").toBeDefined();
    sqlite.prepare("DELETE FROM restaurants WHERE id = ?").run(bundled.id);

    // Meanwhile OSM lists it: a copy of the recorded Elbphilharmonie (`out center`) retagged as that café, on its point.
    const copy = movedTo(
      retagged(recordedJson("overpass_json/aio_hamburg_elbphilharmonie_way_out_center.json"), "way/24981342", () => ({
        amenity: "cafe",
        name: bundled.name,
      })),
      { lat: bundled.latitude, lon: bundled.longitude },
    );
    const places = cafesAt(copy);
    expect(store.storeLivePlaces(sqlite, haf, "osm_live", places)).toMatchObject({ offered: 1, kept: 1 });
    const liveRow = rowsOf("osm_live").find((r) => r.name === bundled.name)!;
    expect(liveRow).toBeDefined();
    const userId = Number(
      sqlite.prepare("INSERT INTO users (email, password_hash) VALUES ('reimport-saver@example.com', 'x')").run()
        .lastInsertRowid,
    );
    sqlite.prepare("INSERT INTO saved_restaurants (user_id, restaurant_id) VALUES (?, ?)").run(userId, liveRow.id);

    // The bundled data is imported again (the real files): the café is back from AllThePlaces.
    const summary = importPlaces(sqlite);
    expect(summary.liveNowListed).toBe(1);
    const back = sqlite
      .prepare(
        `SELECT id, hidden FROM restaurants WHERE airport_loc_id = ? AND source = 'alltheplaces' AND source_id = ?`,
      )
      .get(haf.locId, bundled.sourceId) as { id: number; hidden: number };
    expect(back).toEqual({ id: expect.any(Number), hidden: 0 });
    // The live row is gone, and its pilot's save is on the bundled row.
    expect(sqlite.prepare("SELECT id FROM restaurants WHERE id = ?").get(liveRow.id)).toBeUndefined();
    expect(rowsOf("osm_live").some((r) => r.name === bundled.name)).toBe(false);
    expect(sqlite.prepare("SELECT restaurant_id FROM saved_restaurants WHERE user_id = ?").pluck().all(userId)).toEqual(
      [back.id],
    );
  }, 120_000);
});
