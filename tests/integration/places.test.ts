/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's JSON answers are read loosely here; the assertions check their shape field by field. */
/**
 * Places near airports (issue 9) over real HTTP and SQLite: the import of
 * first start (in the template database), re-imports that keep ids, saves and
 * admin edits, every JSON call of the places, and admin-only enforcement for
 * anonymous visitors, users and admins.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parseCsv } from "~/lib/csv";
import { GROUP_REPEAT } from "~/services/hotel-groups.server";
import { ensurePlaces, PLACE_IMPORT_RULES, PLACE_SOURCES } from "~/services/places-import.server";
import { registerUser, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, repoRoot, startServer, type TestServer, templateCopy } from "../support/server";

const ADMIN = `admin-${process.pid}-${Date.now().toString(36)}@example.test`;

interface Place {
  id: number;
  name: string;
  category?: string;
  distance_nm: number;
  source: string;
  credit: string | null;
  hidden: boolean;
  [key: string]: unknown;
}

/**
 * "Hilton" at 8937 Brooks Road South as the import before decision 0098 wrote it (the Hampton Inn
 * there listed a second time, under its group's brand), saved by a pilot.
 */
function saveGroupRepeat(db: Database.Database, email: string) {
  const user = Number(db.prepare("INSERT INTO users (email) VALUES (?)").run(email).lastInsertRowid);
  const row = Number(
    db
      .prepare(
        `INSERT INTO lodging (airport_loc_id, name, distance_nm, address, latitude, longitude, source, source_id)
         VALUES ('STS', 'Hilton', 2.4, '8937 Brooks Road South, Windsor, CA', 38.548865, -122.807921, 'alltheplaces', 'hilton@38.5489,-122.8079')`,
      )
      .run().lastInsertRowid,
  );
  db.prepare("INSERT INTO saved_lodging (user_id, lodging_id) VALUES (?, ?)").run(user, row);
  return { user, row };
}

/** After an import under decision 0098: the "Hilton" row is gone and its save is on the Hampton Inn's row. */
function expectSaveOnHampton(db: Database.Database, saved: { user: number; row: number }) {
  const hampton = db
    .prepare("SELECT id FROM lodging WHERE airport_loc_id = 'STS' AND source_id = 'hampton@38.5489,-122.8079'")
    .pluck()
    .get() as number;
  expect(hampton).toBeGreaterThan(0);
  expect(db.prepare("SELECT COUNT(*) FROM lodging WHERE id = ?").pluck().get(saved.row)).toBe(0);
  expect(db.prepare("SELECT lodging_id FROM saved_lodging WHERE user_id = ?").pluck().all(saved.user)).toEqual([
    hampton,
  ]);
}

describe("places: the import", () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    ({ dir, file } = await templateCopy("places-import"));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("ran on first start after the FAA import: every list filled, summaries and the import recorded", () => {
    const db = new Database(file, { readonly: true });
    try {
      const count = (t: string) => (db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number) ?? 0;
      for (const t of ["activities", "landmarks", "restaurants", "lodging", "place_summaries", "place_imports"])
        expect(count(t), t).toBeGreaterThan(0);
      const sources = db
        .prepare("SELECT DISTINCT source FROM activities UNION SELECT DISTINCT source FROM landmarks ORDER BY 1")
        .pluck()
        .all();
      expect(sources).toEqual(["imls", "nps", "openbrewerydb", "osm"]);
      const recorded = JSON.parse(db.prepare("SELECT sources FROM place_imports").pluck().get() as string) as {
        credit: string;
      }[];
      expect(recorded.map((s) => s.credit)).toContain("© OpenStreetMap contributors");
      expect(recorded.map((s) => s.credit)).toContain("Breweries: Open Brewery DB (MIT)");
    } finally {
      db.close();
    }
  });

  it("stored every file's counts with the import (import_counts, kind 'places'), as data/places/SOURCES.md gives them", () => {
    const db = new Database(file, { readonly: true });
    try {
      const importId = db.prepare("SELECT MAX(id) FROM place_imports").pluck().get() as number;
      const rows = db
        .prepare(
          "SELECT source, file, read, kept, dropped FROM import_counts WHERE import_kind = 'places' AND import_id = ? ORDER BY id",
        )
        .all(importId) as { source: string; file: string; read: number; kept: number; dropped: string }[];
      expect(rows.map((r) => r.file)).toEqual(PLACE_SOURCES.map((s) => s.file));
      const sources = fs.readFileSync(path.join(repoRoot, "data/places/SOURCES.md"), "utf8");
      for (const r of rows) {
        const dropped = JSON.parse(r.dropped) as Record<string, number>;
        expect(r.kept + Object.values(dropped).reduce((a, b) => a + b, 0), r.file).toBe(r.read);
        const n = (x: number) => x.toLocaleString("en-US");
        const reasons = Object.entries(dropped)
          .map(([k, v]) => `${k}: ${n(v)}`)
          .join("; ");
        expect(sources, r.file).toContain(`| \`${r.file}\` | ${n(r.read)} | ${n(r.kept)} | ${reasons} |`);
      }
      // The second IMLS file (column DISCIPLINE) is imported: its museums are near airports.
      const file2 = rows.find((r) => r.file === "imls_museums_2018_file2.csv.gz")!;
      expect(file2.kept).toBeGreaterThan(7000);
      expect(
        db
          .prepare("SELECT COUNT(*) FROM landmarks WHERE name = 'Smithsonian National Air and Space Museum'")
          .pluck()
          .get(),
      ).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it("a re-import (npm run data:places) keeps row ids; admin corrections, hidden places, admin rows and saved places survive; vanished places go", async () => {
    let db = new Database(file);
    db.pragma("foreign_keys = ON");
    try {
      const ids = (t: string) =>
        db
          .prepare(`SELECT airport_loc_id || '|' || source || '|' || source_id, id FROM ${t} WHERE source <> 'admin'`)
          .raw()
          .all() as [string, number][];
      const before = new Map(
        ["activities", "landmarks", "restaurants", "lodging"].flatMap((t) =>
          ids(t).map(([k, id]) => [`${t}|${k}`, id]),
        ),
      );

      // An admin corrected one museum, hid a golf course, added a place of their own; a user saved a park.
      const museum = db
        .prepare("SELECT id FROM activities WHERE source = 'imls' ORDER BY id LIMIT 1")
        .pluck()
        .get() as number;
      db.prepare("UPDATE activities SET name = 'Corrected by admin', admin_edited = 1 WHERE id = ?").run(museum);
      const golf = db
        .prepare("SELECT id FROM activities WHERE source = 'osm' ORDER BY id LIMIT 1")
        .pluck()
        .get() as number;
      db.prepare("UPDATE activities SET hidden = 1 WHERE id = ?").run(golf);
      const own = Number(
        db
          .prepare(
            "INSERT INTO activities (airport_loc_id, name, category, distance_nm, summary) VALUES ('STS', 'Ramp tour', 'kids', 0.1, 'x')",
          )
          .run().lastInsertRowid,
      );
      const user = Number(db.prepare("INSERT INTO users (email) VALUES ('saver@example.test')").run().lastInsertRowid);
      const park = db.prepare("SELECT id, source_id FROM landmarks WHERE source = 'nps' ORDER BY id LIMIT 1").get() as {
        id: number;
        source_id: string;
      };
      db.prepare("INSERT INTO saved_landmarks (user_id, landmark_id) VALUES (?, ?)").run(user, park.id);
      const otherPark = db
        .prepare(
          "SELECT id, source_id FROM landmarks WHERE source = 'nps' AND source_id <> ? AND id NOT IN (SELECT landmark_id FROM saved_landmarks) ORDER BY id LIMIT 1",
        )
        .get(park.source_id) as { id: number; source_id: string };
      // A user saved two hotels (saved_lodging, docs/decisions/0041-saved-lodging.md): one stays in the
      // AllThePlaces file, one leaves it.
      const hotels = db
        .prepare(
          "SELECT id, source_id FROM lodging WHERE source = 'alltheplaces' AND airport_loc_id = 'STS' ORDER BY distance_nm, id LIMIT 2",
        )
        .all() as { id: number; source_id: string }[];
      expect(hotels).toHaveLength(2);
      const [keptHotel, goneHotel] = hotels;
      for (const h of hotels)
        db.prepare("INSERT INTO saved_lodging (user_id, lodging_id) VALUES (?, ?)").run(user, h.id);
      // A user saved an IMLS museum near STS; the next import lists the same museum twice (one more
      // row of the same name at the same point, as rich, with a lower MID): the rows merge, the new one kept.
      const museumSaved = db
        .prepare(
          "SELECT a.id, a.source_id, a.name, a.latitude, a.longitude FROM activities a WHERE a.source = 'imls' AND a.airport_loc_id = 'STS' AND a.kind = 'museum' AND a.id <> ? ORDER BY a.distance_nm LIMIT 1",
        )
        .get(museum) as { id: number; source_id: string; name: string; latitude: number; longitude: number };
      expect(museumSaved).toBeDefined();
      db.prepare("INSERT INTO saved_activities (user_id, activity_id) VALUES (?, ?)").run(user, museumSaved.id);

      // A pilot saved the Hampton Inn's second listing, "Hilton"; the next import lists the hotel once.
      const groupRepeat = saveGroupRepeat(db, "group-saver@example.test");

      // The same sources again, except that both parks left the NPS list.
      const sources = fs.mkdtempSync(path.join(os.tmpdir(), "places-sources-"));
      try {
        for (const s of PLACE_SOURCES)
          fs.copyFileSync(path.join(repoRoot, "data/places", s.file), path.join(sources, s.file));
        const npsFile = path.join(sources, "nps_units_2026-07.json");
        const units = JSON.parse(fs.readFileSync(npsFile, "utf8")) as { code: string }[];
        fs.writeFileSync(
          npsFile,
          JSON.stringify(
            units.filter(
              (u) => u.code.toLowerCase() !== park.source_id && u.code.toLowerCase() !== otherPark.source_id,
            ),
          ),
        );

        // The gone hotel's line leaves the chains file (its source id is brand@lat,lon to 4 places).
        const chainsFile = path.join(sources, PLACE_SOURCES[0].file);
        const [brandKey, coords] = goneHotel.source_id.split("@");
        const lines = zlib.gunzipSync(fs.readFileSync(chainsFile)).toString("utf8").split("\n");
        const isGone = (line: string) => {
          if (!line.includes(`,${brandKey},`)) return false;
          const [row] = [...parseCsv(line)];
          return row[1] === brandKey && `${Number(row[4]).toFixed(4)},${Number(row[5]).toFixed(4)}` === coords;
        };
        const kept = lines.filter((line) => !isGone(line));
        expect(lines.length - kept.length).toBeGreaterThan(0);
        fs.writeFileSync(chainsFile, zlib.gzipSync(kept.join("\n")));

        // The twin of the saved museum, in the second IMLS file (latin-1, the file's own columns).
        const imlsFile = path.join(sources, "imls_museums_2018_file2.csv.gz");
        const imls = new TextDecoder("latin1").decode(zlib.gunzipSync(fs.readFileSync(imlsFile)));
        const header = imls.slice(0, imls.indexOf("\n")).trim().split(",");
        const twin = header.map(
          (column) =>
            ({
              MID: "0000000001",
              DISCIPLINE: "GMU",
              COMMONNAME: museumSaved.name.toUpperCase(),
              // As many fields as any row has: the lower MID decides which row is kept.
              ADSTREET: "1 HANGAR WAY",
              PHONE: "7075550100",
              WEBURL: "HTTP://EXAMPLE.ORG/",
              LATITUDE: String(museumSaved.latitude),
              LONGITUDE: String(museumSaved.longitude),
            })[column] ?? " ",
        );
        fs.writeFileSync(imlsFile, zlib.gzipSync(Buffer.from(`${imls.trimEnd()}\n${twin.join(",")}\n`, "latin1")));

        // The command itself, in its own process (the import is one long synchronous transaction).
        db.close();
        const { stdout } = await promisify(execFile)(
          path.join(repoRoot, "node_modules/.bin/tsx"),
          ["scripts/data-places.ts", sources],
          {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_PATH: file },
          },
        );
        db = new Database(file);
        const counts = /inserted ([\d,]+), updated ([\d,]+), removed ([\d,]+)/.exec(stdout);
        expect(counts, stdout).not.toBeNull();
        expect(Number(counts![2].replace(/,/g, ""))).toBeGreaterThan(0);
        expect(Number(counts![3].replace(/,/g, ""))).toBeGreaterThan(0);
        expect(stdout).toMatch(/database size: [\d.]+ MB before, [\d.]+ MB after/);
        // Each file's counts, printed by the command.
        expect(stdout).toContain("imls_museums_2018_file2.csv.gz: read 7,962, kept ");
        expect(stdout).toMatch(
          /nps_units_2026-07\.json: read 469, kept 467, dropped 2 \(no coordinates 1, placed more than 15 NM outside the states it lists 1\)/,
        );
        expect(stdout).toMatch(/saves moved to a merged row [1-9]/);
      } finally {
        fs.rmSync(sources, { recursive: true, force: true });
      }

      const after = new Map(
        ["activities", "landmarks", "restaurants", "lodging"].flatMap((t) =>
          ids(t).map(([k, id]) => [`${t}|${k}`, id]),
        ),
      );
      let same = 0;
      for (const [key, id] of after) {
        if (before.has(key)) {
          expect(id, key).toBe(before.get(key));
          same++;
        }
      }
      expect(same).toBeGreaterThan(before.size * 0.99);

      expect(db.prepare("SELECT name, admin_edited FROM activities WHERE id = ?").get(museum)).toEqual({
        name: "Corrected by admin",
        admin_edited: 1,
      });
      expect(db.prepare("SELECT hidden FROM activities WHERE id = ?").pluck().get(golf)).toBe(1);
      expect(db.prepare("SELECT name FROM activities WHERE id = ?").pluck().get(own)).toBe("Ramp tour");
      // The saved park is kept (hidden from the page) so the user's save stays; the other one is gone.
      expect(db.prepare("SELECT hidden FROM landmarks WHERE id = ?").pluck().get(park.id)).toBe(1);
      expect(db.prepare("SELECT COUNT(*) FROM saved_landmarks WHERE landmark_id = ?").pluck().get(park.id)).toBe(1);
      expect(db.prepare("SELECT COUNT(*) FROM landmarks WHERE id = ?").pluck().get(otherPark.id)).toBe(0);
      // Both saved hotels keep their ids and their saves; the one that left the source is hidden, not deleted.
      expect(db.prepare("SELECT hidden FROM lodging WHERE id = ?").pluck().get(keptHotel.id)).toBe(0);
      expect(db.prepare("SELECT hidden FROM lodging WHERE id = ?").pluck().get(goneHotel.id)).toBe(1);
      expect(
        db.prepare("SELECT lodging_id FROM saved_lodging WHERE user_id = ? ORDER BY lodging_id").pluck().all(user),
      ).toEqual([keptHotel.id, goneHotel.id].sort((a, b) => a - b));
      expectSaveOnHampton(db, groupRepeat);
      // The saved museum was merged into its twin: the save moved to the kept row, the merged row is gone.
      const twinRow = db
        .prepare(
          "SELECT id FROM activities WHERE airport_loc_id = 'STS' AND source = 'imls' AND source_id = '0000000001'",
        )
        .pluck()
        .get() as number;
      expect(twinRow).toBeGreaterThan(0);
      expect(db.prepare("SELECT activity_id FROM saved_activities WHERE user_id = ?").pluck().all(user)).toEqual([
        twinRow,
      ]);
      expect(db.prepare("SELECT COUNT(*) FROM activities WHERE id = ?").pluck().get(museumSaved.id)).toBe(0);
      // The ramp tour counts in STS's kids summary.
      expect(db.prepare("SELECT kids_summary FROM place_summaries WHERE airport_loc_id = 'STS'").pluck().get()).toMatch(
        /^Ramp tour under 1 NM/,
      );
    } finally {
      db.close();
    }
  }, 600_000);
});

describe("places: a database imported under older rules", () => {
  it("is imported again on start, once: a hotel repeated under its group's brand goes, its save moved", async () => {
    const copy = await templateCopy("places-rules");
    try {
      const sqlite = new Database(copy.file);
      try {
        // Imported under the running rules: nothing to do.
        expect(ensurePlaces(sqlite)).toBeNull();
        // As a database imported before decision 0098 has it: the import's rules 1, and the Hampton
        // Inn listed a second time as "Hilton", saved by a pilot.
        sqlite.prepare("UPDATE place_imports SET rules = 1").run();
        const groupRepeat = saveGroupRepeat(sqlite, "rules-saver@example.test");

        const summary = ensurePlaces(sqlite);
        expect(summary?.files[0].dropped[GROUP_REPEAT]).toBe(12_521);
        expect(sqlite.prepare("SELECT rules FROM place_imports ORDER BY id DESC LIMIT 1").pluck().get()).toBe(
          PLACE_IMPORT_RULES,
        );
        expectSaveOnHampton(sqlite, groupRepeat);
        // And only once.
        expect(ensurePlaces(sqlite)).toBeNull();
      } finally {
        sqlite.close();
      }
    } finally {
      copy.remove();
    }
  }, 600_000);
});

describe("places: JSON calls and admin-only enforcement", () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let pilot: RegisteredUser;
  const anon = new CookieJar();

  const call = async (jar: CookieJar, method: string, url: string, body?: unknown) => {
    const res = await jar.fetch(`${server.url}${url}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.headers.get("content-type"), `${method} ${url}`).toMatch(/application\/json/);
    return { status: res.status, json: (await res.json()) as any };
  };

  beforeAll(async () => {
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
    admin = await registerUser(server.url, { email: ADMIN });
    await grantAdmin(server.databasePath, ADMIN);
    pilot = await registerUser(server.url);
    expect(((await (await admin.jar.fetch(`${server.url}/api/auth/user`)).json()) as any).isAdmin).toBe(true);
    expect(pilot.user.isAdmin).toBe(false);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("GET /api/airports/{locId}: activities and landmarks nearest first with every spec field, credits, categoryDescriptions", async () => {
    const { status, json } = await call(anon, "GET", "/api/airports/KSTS");
    expect(status).toBe(200);
    const fields = [
      "id",
      "name",
      "distance_nm",
      "phone",
      "website",
      "address",
      "summary",
      "latitude",
      "longitude",
      "alternate_airport",
      "alternate_distance_nm",
      "google_place_id",
      "google_address",
      "google_rating",
      "price_level",
    ];
    for (const a of json.activities as Place[]) {
      for (const f of [...fields, "category"]) expect(a).toHaveProperty(f);
      expect(["adults", "kids"]).toContain(a.category);
      expect(a.google_place_id).toBeNull();
      expect(a.google_rating).toBeNull();
    }
    for (const l of json.landmarks as Place[]) {
      for (const f of fields) expect(l).toHaveProperty(f);
      expect(l).not.toHaveProperty("category");
    }
    const distances = (json.activities as Place[]).map((a) => a.distance_nm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const golf = (json.activities as Place[]).find((a) => a.source === "osm");
    expect(golf?.credit).toBe("© OpenStreetMap contributors");
    const museum = (json.activities as Place[]).find((a) => a.source === "imls");
    expect(museum?.credit).toBe("Museums: IMLS Museum Universe Data File 2018");
    expect(museum?.name).not.toMatch(/^[A-Z0-9 ]+$/);
    expect(json.categoryDescriptions).toEqual({ adults: expect.any(String), kids: expect.any(String) });
  });

  it("GET /api/restaurants/{locId}: chain restaurants nearest first, quick_bites or settle_in, price $ to $$$$", async () => {
    const { status, json } = await call(anon, "GET", "/api/restaurants/KSTS");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThan(0);
    for (const r of json) {
      expect(["quick_bites", "settle_in"]).toContain(r.category);
      if (r.price_level !== null) expect(["$", "$$", "$$$", "$$$$"]).toContain(r.price_level);
      expect(r.credit).toBe("Places: AllThePlaces (CC0)");
    }
    const d = json.map((r: Place) => r.distance_nm);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
  });

  it("search results carry the precomputed summaries, and walkingFood keeps only fields with food within 1 NM", async () => {
    const all = await call(anon, "POST", "/api/airports/search", {
      departureAirport: "KSTS",
      aircraftSpeed: 120,
      maxDuration: 1.5,
      pageSize: 200,
    });
    const walk = await call(anon, "POST", "/api/airports/search", {
      departureAirport: "KSTS",
      aircraftSpeed: 120,
      maxDuration: 1.5,
      pageSize: 200,
      walkingFood: true,
    });
    expect(all.status).toBe(200);
    expect(walk.status).toBe(200);
    expect(all.json.results.some((r: { adult_activities_summary: string | null }) => r.adult_activities_summary)).toBe(
      true,
    );
    expect(walk.json.pagination.totalResults).toBeGreaterThan(0);
    expect(walk.json.pagination.totalResults).toBeLessThan(all.json.pagination.totalResults);
    for (const r of walk.json.results as { loc_id: string }[]) {
      const food = await call(anon, "GET", `/api/restaurants/${r.loc_id}`);
      expect(food.json[0].distance_nm, r.loc_id).toBeLessThanOrEqual(1);
      if (walk.json.results.indexOf(r) > 4) break;
    }
  });

  const activity = {
    name: "Hangar tour",
    category: "kids",
    distance_nm: "0.3",
    summary: "Climb into cockpits.",
    phone: "",
    website: "",
    address: "",
    latitude: "",
    longitude: "",
  };

  it.each([
    ["POST", "/api/admin/activities", { ...activity, airport_loc_id: "KSTS" }],
    ["PUT", "/api/admin/activities/1", activity],
    ["DELETE", "/api/admin/activities/1", undefined],
    ["POST", "/api/admin/landmarks", { ...activity, airport_loc_id: "KSTS" }],
    ["PUT", "/api/admin/landmarks/1", activity],
    ["DELETE", "/api/admin/landmarks/1", undefined],
    ["POST", "/api/activities", { name: "x", airport_loc_id: "KSTS" }],
    ["POST", "/api/landmarks", { name: "x", airport_loc_id: "KSTS" }],
  ])("%s %s: 401 signed out, 403 for a pilot", async (method, url, body) => {
    expect((await call(anon, method, url, body)).status).toBe(401);
    const forbidden = await call(pilot.jar, method, url, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ error: "Forbidden" });
  });

  it("a museum IMLS placed at its town's post office says so: its distance is the post office's, never walkable, no closer airport (decision 0116)", async () => {
    // The Children's Museum of Sonoma County gave IMLS its PO box, which IMLS geocoded in Santa Rosa.
    const sts = await call(anon, "GET", "/api/airports/KSTS");
    const museum = sts.json.activities.find((a: any) => a.name === "Children's Museum of Sonoma County");
    expect(museum).toMatchObject({
      category: "kids",
      address: "1835 West Steele Lane, Santa Rosa, CA 95406",
      point_at_post_office: true,
      walkable: false,
      alternate_airport: null,
    });
    const others = sts.json.activities.filter((a: any) => a.source === "imls" && a.id !== museum.id);
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) expect(a, a.name).not.toHaveProperty("point_at_post_office");
    // 0.4 NM from KLWC by its post office's point: not called walkable.
    const lwc = await call(anon, "GET", "/api/airports/KLWC");
    const christian = lwc.json.activities.find((a: any) => a.name === "Museum of Christian History");
    expect(christian).toMatchObject({ distance_nm: 0.4, point_at_post_office: true, walkable: false });
    // The page: the distance says whose it is, and why.
    const page = await anon.fetch(`${server.url}/airport/KSTS?things=kids`);
    const card = (await page.text())
      .split("<li")
      .find((li) => li.includes("data-place-id") && li.includes(">Children&#x27;s Museum of Sonoma County</span>"));
    expect(card).toBeDefined();
    expect(museum.distance_nm).toBe(5);
    expect(card).toContain("5 NM to its post office");
    expect(card).toContain("Its source placed it at a post office, not at its street: go by the address.");
    expect(card).not.toContain("Walkable");
  });

  it("a museum IMLS placed over 150 NM from every airport of its own town is not listed where it was placed (decision 0116)", async () => {
    // The John C Gorrie Museum of Apalachicola, FL, placed in downtown Tampa: it was a thing to do 1.7 NM
    // from Peter O. Knight (KTPF) and 4.1 NM from Tampa International.
    for (const id of ["KTPF", "KTPA"]) {
      const { json } = await call(anon, "GET", `/api/airports/${id}`);
      const names = [...json.activities, ...json.landmarks].map((p: { name: string }) => p.name);
      expect(names.length, id).toBeGreaterThan(0);
      expect(names, id).not.toContain("John C Gorrie Museum");
    }
    const page = await (await anon.fetch(`${server.url}/airport/KTPF?all=adults`)).text();
    expect(page).toContain("Things to Do");
    expect(page).not.toContain("Gorrie");
  });

  it("George Washington University's galleries of Washington, DC, placed at its Virginia campus, are not listed at Leesburg (decision 0116)", async () => {
    // The Dimock Gallery was a thing to do 5.8 NM from KJYO and 6.4 NM from Dulles.
    for (const id of ["KJYO", "KIAD"]) {
      const names = ((await call(anon, "GET", `/api/airports/${id}`)).json.activities as { name: string }[]).map(
        (p) => p.name,
      );
      expect(names.length, id).toBeGreaterThan(0);
      expect(names, id).not.toContain("Dimock Gallery");
    }
  });

  it("a National Park Service unit placed outside its own state is not listed where it was placed (decision 0116)", async () => {
    // Coltsville National Historical Park, of Hartford, CT, was placed in Pittsfield, MA: a landmark 4.6 NM from KPSF.
    const { json } = await call(anon, "GET", "/api/airports/KPSF");
    const names = (json.landmarks as { name: string }[]).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain("Coltsville National Historical Park");
    const page = await (await anon.fetch(`${server.url}/airport/KPSF?all=landmarks`)).text();
    expect(page).toContain("Notable Landmarks");
    expect(page).not.toContain("Coltsville");
  });

  it("an admin who gives such a museum another distance has placed it; a phone alone does not (decision 0116)", async () => {
    const museumOf = async () =>
      (await call(anon, "GET", "/api/airports/KLWC")).json.activities.find(
        (a: any) => a.name === "Museum of Christian History",
      );
    const before = await museumOf();
    const fields = {
      name: before.name,
      category: before.category,
      distance_nm: String(before.distance_nm),
      summary: before.summary ?? "",
      phone: "(785) 555-0100",
      website: before.website ?? "",
      address: before.address ?? "",
      latitude: String(before.latitude),
      longitude: String(before.longitude),
    };
    expect((await call(admin.jar, "PUT", `/api/admin/activities/${before.id}`, fields)).status).toBe(200);
    expect(await museumOf()).toMatchObject({ phone: "(785) 555-0100", point_at_post_office: true, walkable: false });
    const moved = { ...fields, distance_nm: "0.9" };
    expect((await call(admin.jar, "PUT", `/api/admin/activities/${before.id}`, moved)).status).toBe(200);
    const placed = await museumOf();
    expect(placed).toMatchObject({ distance_nm: 0.9, walkable: true });
    expect(placed).not.toHaveProperty("point_at_post_office");
  });

  it("an admin creates, corrects and deletes an activity; the airport and its summary follow", async () => {
    const created = await call(admin.jar, "POST", "/api/admin/activities", { ...activity, airport_loc_id: "sts" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      airport_loc_id: "STS",
      name: "Hangar tour",
      category: "kids",
      distance_nm: 0.3,
      latitude: null,
      phone: null,
      source: "admin",
      walkable: true,
    });
    const id = created.json.id as number;

    const search = async () =>
      (
        await call(anon, "POST", "/api/airports/search", {
          departureAirport: "KSFO",
          aircraftSpeed: 120,
          pageSize: 200,
          maxDuration: 1,
        })
      ).json.results.find((r: { loc_id: string }) => r.loc_id === "STS");
    expect((await search()).kids_activities_summary).toMatch(/^Hangar tour under 1 NM/);

    const bad = await call(admin.jar, "PUT", `/api/admin/activities/${id}`, {
      ...activity,
      name: " ",
      distance_nm: "abc",
      category: "teens",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.name).toEqual(["Name is required"]);
    expect(bad.json.fieldErrors.category).toEqual(["Category must be adults or kids"]);
    // Not a number: refused with its own message, never stored as 0 NM and 'walkable' (decision 0071).
    expect(bad.json.fieldErrors.distance_nm).toEqual(["Distance must be a number of NM"]);
    const notNumber = await call(admin.jar, "PUT", `/api/admin/activities/${id}`, { ...activity, distance_nm: "x" });
    expect(notNumber.status).toBe(400);
    expect(notNumber.json.fieldErrors.distance_nm).toEqual(["Distance must be a number of NM"]);
    const blank = await call(admin.jar, "PUT", `/api/admin/activities/${id}`, { ...activity, distance_nm: "" });
    expect(blank.json.fieldErrors.distance_nm).toEqual(["Distance is required"]);

    const updated = await call(admin.jar, "PUT", `/api/admin/activities/${id}`, {
      ...activity,
      name: "Hangar tour (Sat)",
      distance_nm: "0.4",
      latitude: "38.5",
      longitude: "-122.8",
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      id,
      name: "Hangar tour (Sat)",
      distance_nm: 0.4,
      latitude: 38.5,
      longitude: -122.8,
    });

    const detail = await call(anon, "GET", "/api/airports/KSTS");
    expect((detail.json.activities as Place[])[0]).toMatchObject({ id, name: "Hangar tour (Sat)" });

    expect((await call(admin.jar, "DELETE", `/api/admin/activities/${id}`)).json).toEqual({ success: true });
    expect((await call(admin.jar, "DELETE", `/api/admin/activities/${id}`)).status).toBe(404);
    expect(((await call(anon, "GET", "/api/airports/KSTS")).json.activities as Place[]).some((a) => a.id === id)).toBe(
      false,
    );
  });

  it("an admin corrects an imported landmark (kept as corrected) and deleting an imported place hides it for good", async () => {
    const landmarks = (await call(anon, "GET", "/api/airports/KSTS")).json.landmarks as Place[];
    const [first, second] = landmarks.filter((l) => l.source !== "admin");
    const fixed = await call(admin.jar, "PUT", `/api/admin/landmarks/${first.id}`, {
      name: "Better name",
      distance_nm: 4,
      summary: "Corrected.",
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ name: "Better name", admin_edited: true, source: first.source });

    expect((await call(admin.jar, "DELETE", `/api/admin/landmarks/${second.id}`)).status).toBe(200);
    const after = (await call(anon, "GET", "/api/airports/KSTS")).json.landmarks as Place[];
    expect(after.some((l) => l.id === second.id)).toBe(false);
    const db = new Database(server.databasePath, { readonly: true });
    try {
      expect(db.prepare("SELECT hidden, admin_edited FROM landmarks WHERE id = ?").get(second.id)).toEqual({
        hidden: 1,
        admin_edited: 1,
      });
    } finally {
      db.close();
    }
  });

  it("POST /api/activities and /api/landmarks create from an approved suggestion, 5 NM unless told", async () => {
    const a = await call(admin.jar, "POST", "/api/activities", {
      name: "Wine tasting",
      category: "adults",
      phone: "707-555-0101",
      website: "https://example.org",
      address: "1 Vine St",
      description: "Pinot near the field.",
      airport_loc_id: "KSTS",
      google_place_id: null,
      google_rating: 4.5,
      price_level: "$$",
    });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({
      name: "Wine tasting",
      category: "adults",
      distance_nm: 5,
      summary: "Pinot near the field.",
      google_rating: 4.5,
      price_level: "$$",
    });
    const l = await call(admin.jar, "POST", "/api/landmarks", {
      name: "Old courthouse",
      description: "1880s.",
      airport_loc_id: "STS",
      distance_nm: 2,
    });
    expect(l.status).toBe(201);
    expect(l.json).toMatchObject({ name: "Old courthouse", distance_nm: 2 });
    expect(l.json).not.toHaveProperty("category");
    const unknown = await call(admin.jar, "POST", "/api/landmarks", { name: "x", airport_loc_id: "ZZZZ" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors.airport_loc_id).toEqual(["No airport found with the code ZZZZ"]);
  });

  it("the admin pages: 403 'Admin access required' for a pilot, the sign-in redirect signed out, the forms for an admin", async () => {
    const page = "/airport/KSTS/activities/new";
    const out = await anon.fetch(`${server.url}${page}`, { redirect: "manual" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const user = await pilot.jar.fetch(`${server.url}${page}`);
    expect(user.status).toBe(403);
    expect(await user.text()).toContain("Admin access required");
    const post = await pilot.jar.postForm(`${server.url}${page}`, {
      name: "x",
      distance_nm: "1",
      summary: "y",
      category: "adults",
    });
    expect(post.status).toBe(403);

    const form = await admin.jar.fetch(`${server.url}${page}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const label of [
      "Name",
      "Category",
      "Distance (NM)",
      "Summary",
      "Phone",
      "Website",
      "Address",
      "Latitude (optional)",
      "Longitude (optional)",
    ])
      expect(html).toContain(`>${label}</label>`);

    const invalid = await admin.jar.postForm(`${server.url}${page}`, {
      name: "",
      distance_nm: "2",
      summary: "",
      category: "adults",
    });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Name is required");
    expect(invalidHtml).toContain('value="2"');
    const notNumber = await admin.jar.postForm(`${server.url}${page}`, {
      name: "Distance typo tour",
      distance_nm: "two",
      summary: "A distance that is not a number.",
      category: "adults",
    });
    expect(notNumber.status).toBe(400);
    expect(await notNumber.text()).toContain("Distance must be a number of NM");

    const ok = await admin.jar.postForm(`${server.url}${page}`, {
      name: "Fly-in breakfast",
      distance_nm: "0.2",
      summary: "First Sunday.",
      category: "adults",
    });
    expect(ok.status).toBe(302);
    // The list shows what was made (docs/decisions/0077-what-was-just-made-and-every-error.md).
    const location = ok.headers.get("location") ?? "";
    expect(location).toMatch(/^\/airport\/KSTS\?created=activity-(\d+)#activity-\1$/);
    const airportPage = await (await admin.jar.fetch(`${server.url}${location}`)).text();
    expect(airportPage).toContain("Fly-in breakfast");
    expect(airportPage).toContain("Activity created");
    expect(airportPage).toContain(`id="${location.split("#")[1]}"`);

    const pilotDelete = await pilot.jar.fetch(`${server.url}/airport/KSTS/activities/1/delete`);
    expect(pilotDelete.status).toBe(403);
    expect((await admin.jar.fetch(`${server.url}/airport/KSTS/widgets/new`)).status).toBe(404);
  });

  it("the airport page's dialogs: a post with ?dialog=1 (a fetcher's .data request) answers the toast, not a redirect; still admins only", async () => {
    // What the browser's fetcher sends for the form of app/components/route-dialog.tsx.
    const dialogPost = (jar: CookieJar, path: string, fields: Record<string, string>) =>
      jar.postForm(`${server.url}${path}.data?dialog=1`, fields);
    const page = "/airport/KSTS/activities/new";
    const fields = { name: "Dialog hangar tour", distance_nm: "0.3", summary: "Saturdays.", category: "kids" };
    expect((await dialogPost(pilot.jar, page, fields)).status).toBe(403);
    expect((await dialogPost(anon, page, fields)).status).not.toBe(200);

    const invalid = await dialogPost(admin.jar, page, { ...fields, name: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Name is required");

    const created = await dialogPost(admin.jar, page, fields);
    expect(created.status).toBe(200);
    expect(created.headers.get("x-remix-redirect")).toBeNull();
    const body = await created.text();
    expect(body).toContain("Activity created");
    expect(body).toContain('"ok"');
    // The dialog then goes where the list shows the new row, on its tab.
    expect(body).toMatch(/\/airport\/KSTS\?things=kids&created=activity-\d+#activity-\d+/);
    const place = (await call(anon, "GET", "/api/airports/KSTS")).json.activities.find(
      (a: { name: string }) => a.name === "Dialog hangar tour",
    );
    expect(place).toMatchObject({ category: "kids", distance_nm: 0.3 });

    const edited = await dialogPost(admin.jar, `/airport/KSTS/activities/${place.id}/edit`, {
      ...fields,
      summary: "Sundays too.",
    });
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain("Activity updated");

    const pilotDelete = await dialogPost(pilot.jar, `/airport/KSTS/activities/${place.id}/delete`, {});
    expect(pilotDelete.status).toBe(403);
    const deleted = await dialogPost(admin.jar, `/airport/KSTS/activities/${place.id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Activity deleted");
    const after = (await call(anon, "GET", "/api/airports/KSTS")).json.activities;
    expect(after.some((a: { name: string }) => a.name === "Dialog hangar tour")).toBe(false);

    // The page's own post (no ?dialog=1) still redirects with the flash toast.
    const plain = await admin.jar.postForm(`${server.url}${page}`, { ...fields, name: "Plain post tour" });
    expect(plain.status).toBe(302);
  });

  it("the airport page without JavaScript: tabs and Show all are links that change what the server renders", async () => {
    const fresh = new CookieJar();
    const adults = await (await fresh.fetch(`${server.url}/airport/KSTS`)).text();
    const kids = await (await fresh.fetch(`${server.url}/airport/KSTS?things=kids`)).text();
    expect(/href="[^"]*\?things=kids#things-to-do"/.test(adults)).toBe(true);
    expect(adults).toMatch(/aria-current="page"[^>]*>For Adults/);
    expect(kids).toMatch(/aria-current="page"[^>]*>For Kids/);
    const showAll = /Show all (\d+)/.exec(adults);
    expect(showAll).not.toBeNull();
    const count = (html: string, list: string) =>
      (new RegExp(`data-list="${list}"[\\s\\S]*?</ul>`).exec(html)?.[0].match(/<li /g) ?? []).length;
    // The first 8 (the list's varied picks), then all 20 kept.
    expect(count(adults, "quick_bites")).toBe(8);
    const all = await (await fresh.fetch(`${server.url}/airport/KSTS?all=quick_bites`)).text();
    expect(count(all, "quick_bites")).toBe(20);
    expect(adults).toContain("Show all 20");
    expect(all).toContain("Places: AllThePlaces (CC0)");
    expect(all).toContain("© OpenStreetMap contributors");
  });

  it("variety before distance: at MWC the 8 nearest adult activities are golf, yet the first 8 shown take 3", async () => {
    const { status, json } = await call(anon, "GET", "/api/airports/KMWC");
    expect(status).toBe(200);
    const adults = (json.activities as Place[]).filter((a) => a.category === "adults");
    // Kept for "Show all": up to 40, nearest first, golf nearest of all.
    expect(adults.length).toBeGreaterThan(8);
    expect(adults.length).toBeLessThanOrEqual(40);
    expect(adults.map((a) => a.distance_nm)).toEqual([...adults.map((a) => a.distance_nm)].sort((a, b) => a - b));
    expect(adults.slice(0, 8).every((a) => a.kind === "golf")).toBe(true);
    const featured = adults.filter((a) => a.featured);
    expect(featured).toHaveLength(8);
    expect(featured.filter((a) => a.kind === "golf")).toHaveLength(3);
    // The page shows the same 8, nearest first, and "Show all" every row.
    const page = await (await anon.fetch(`${server.url}/airport/KMWC`)).text();
    const shown = /data-list="adults"[\s\S]*?<\/ul>/.exec(page)![0];
    expect((shown.match(/data-place-id="(\d+)"/g) ?? []).map((m) => Number(/\d+/.exec(m)![0]))).toEqual(
      featured.map((a) => a.id),
    );
    expect(page).toContain(`Show all ${adults.length}`);
    const all = await (await anon.fetch(`${server.url}/airport/KMWC?all=adults`)).text();
    const every = /data-list="adults"[\s\S]*?<\/ul>/.exec(all)![0];
    expect(every.match(/data-place-id=/g)).toHaveLength(adults.length);
  });

  it("breweries: a brewpub is a restaurant and a brewery a grown-ups' activity, with Open Brewery DB's credit", async () => {
    const { json } = await call(anon, "GET", "/api/airports/KSTS");
    const brewery = (json.activities as Place[]).find((a) => a.kind === "brewery");
    expect(brewery).toMatchObject({
      category: "adults",
      source: "openbrewerydb",
      credit: "Breweries: Open Brewery DB (MIT)",
    });
    const db = new Database(server.databasePath, { readonly: true });
    let pubAirport: string;
    try {
      pubAirport = db
        .prepare("SELECT airport_loc_id FROM restaurants WHERE kind = 'brewpub' ORDER BY airport_loc_id LIMIT 1")
        .pluck()
        .get() as string;
    } finally {
      db.close();
    }
    const pubs = (await call(anon, "GET", `/api/restaurants/${pubAirport}`)).json as Place[];
    expect(pubs.find((r) => r.kind === "brewpub")).toMatchObject({
      category: "settle_in",
      credit: "Breweries: Open Brewery DB (MIT)",
    });
    const page = await (await anon.fetch(`${server.url}/airport/${pubAirport}?all=settle_in`)).text();
    expect(page).toContain("Breweries: Open Brewery DB (MIT)");
  });

  it("air museums: at Oshkosh the EAA museum is a landmark with its mark, its name in capitals", async () => {
    const { json } = await call(anon, "GET", "/api/airports/KOSH");
    const eaa = (json.landmarks as Place[]).find((l) => l.name === "EAA Airventure Museum");
    expect(eaa).toMatchObject({ kind: "aviation_museum", distance_nm: 1 });
    const page = await (await anon.fetch(`${server.url}/airport/KOSH`)).text();
    expect(page).toContain("EAA Airventure Museum");
    expect(json.categoryDescriptions.adults).not.toMatch(/wineries|tours/);
    expect(json.categoryDescriptions.kids).not.toMatch(/playgrounds|watch airplanes/);
  });

  it("Admin › Data: each file's counts for an admin; 403 for a pilot; the sign-in redirect signed out", async () => {
    expect((await anon.fetch(`${server.url}/admin/data`, { redirect: "manual" })).status).toBe(302);
    expect((await pilot.jar.fetch(`${server.url}/admin/data`)).status).toBe(403);
    const res = await admin.jar.fetch(`${server.url}/admin/data`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/admin/data"');
    for (const s of PLACE_SOURCES) expect(html).toContain(`data-file="${s.file}"`);
    expect(html).toMatch(/data-file="imls_museums_2018_file2\.csv\.gz"[\s\S]*?data-count="read"[^>]*>7,961</);
    expect(html).toContain("no place to visit (contract or proprietor brewery)");
  });
});
