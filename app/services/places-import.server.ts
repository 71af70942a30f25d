/**
 * The places import: the four open sources in data/places/ (AllThePlaces
 * chains, IMLS museums 2018, NPS units, OpenStreetMap golf courses) become
 * the activities, landmarks, restaurants and lodging near every searchable
 * airport (docs/decisions/0022-places-import.md, 0023-places-radius.md).
 *
 * One transaction. Rows are upserted by (airport_loc_id, source, source_id),
 * so their ids — and users' saves — stay stable across imports. Rows added by
 * admins (source 'admin') are never touched; rows an admin corrected keep
 * their fields; rows an admin hid stay hidden.
 */
import { haversineNm } from "~/lib/geo";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type Database from "better-sqlite3";
import { parseCsv } from "~/lib/csv";
import {
  GOLF_CLASS,
  NPS_CLASS,
  classifyChain,
  classifyMuseum,
  kindLabel,
  type PlaceClass,
  type PlaceSource,
  type PlaceTable,
} from "~/lib/place-classes";
import { cleanName, cleanUrl, formatPhone } from "~/lib/place-text";
import { brandReading } from "~/lib/restaurant-brands";
import { recomputePlaceSummaries } from "./place-summaries.server";

export const PLACES_DIR = path.resolve("data/places");

/** Radius (NM) and cap per airport of each list (docs/decisions/0023-places-radius.md). */
export const PLACE_LIMITS: Record<PlaceTable, { radiusNm: number; cap: number }> = {
  restaurants: { radiusNm: 5, cap: 15 },
  lodging: { radiusNm: 5, cap: 6 },
  activities: { radiusNm: 10, cap: 8 },
  landmarks: { radiusNm: 20, cap: 8 },
};
/** An alternate airport is named only when it is at least this much nearer to the place. */
export const ALTERNATE_MARGIN_NM = 1;

export interface SourcePlace extends PlaceClass {
  source: Exclude<PlaceSource, "admin">;
  sourceId: string;
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
  phone: string | null;
  website: string | null;
  summary: string | null;
  /** Restaurants: quick_bites or settle_in, and '$' to '$$$$'. */
  diningCategory?: string;
  priceLevel?: string | null;
}

export interface PlacesSummary {
  places: Record<PlaceTable, number>;
  rows: Record<PlaceTable, number>;
  inserted: number;
  updated: number;
  removed: number;
  keptSavedOrEdited: number;
  airportsWithPlaces: number;
  seconds: number;
}

export interface PlacesImportOptions {
  dir?: string;
  onProgress?(done: number, total: number, phase: string): void;
}

interface SourceFile {
  name: string;
  file: string;
  date: string;
  credit: string;
}

export const PLACE_SOURCES: SourceFile[] = [
  {
    name: "AllThePlaces chain locations",
    file: "alltheplaces_chains_us_2026-01-05.csv.gz",
    date: "2026-01-05",
    credit: "Places: AllThePlaces (CC0)",
  },
  {
    name: "IMLS Museum Universe Data File FY2018",
    file: "imls_museums_2018_file1.csv.gz",
    date: "2018",
    credit: "Museums: IMLS Museum Universe Data File 2018",
  },
  {
    name: "IMLS Museum Universe Data File FY2018",
    file: "imls_museums_2018_file2.csv.gz",
    date: "2018",
    credit: "Museums: IMLS Museum Universe Data File 2018",
  },
  {
    name: "National Park Service units",
    file: "nps_units_2026-07.json",
    date: "2026-07",
    credit: "National Park Service (public domain)",
  },
  {
    name: "OpenStreetMap golf courses",
    file: "osm_golf_courses_us_2026-01-02.csv.gz",
    date: "2026-01-02",
    credit: "© OpenStreetMap contributors",
  },
];

/* ---------------------------------------------------------------- reading */

function readText(file: string, encoding: "utf8" | "latin1" = "utf8"): string {
  const raw = fs.readFileSync(file);
  const bytes = file.endsWith(".gz") ? zlib.gunzipSync(raw) : raw;
  return new TextDecoder(encoding === "latin1" ? "latin1" : "utf-8").decode(bytes);
}

/** The rows of a CSV text and a lookup of its columns by header name (blank when missing). */
function csvRows(text: string): { rows: string[][]; col(name: string): number } {
  const rows = [...parseCsv(text)];
  const header = new Map((rows.shift() ?? []).map((h, i) => [h.trim(), i]));
  return { rows, col: (name) => header.get(name) ?? -1 };
}

const cell = (row: string[], i: number) => (i < 0 ? "" : (row[i] ?? "").trim());

const coord = (s: string, limit: number) => {
  const v = Number(s);
  return s !== "" && Number.isFinite(v) && Math.abs(v) <= limit && v !== 0 ? v : null;
};

const joinAddress = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ") || null;

export function readChains(text: string): SourcePlace[] {
  const out: SourcePlace[] = [];
  const seen = new Set<string>();
  const t = csvRows(text);
  const c = {
    category: t.col("category"),
    brandKey: t.col("brand_key"),
    brand: t.col("brand"),
    name: t.col("name"),
    lat: t.col("latitude"),
    lon: t.col("longitude"),
    address: t.col("address"),
    city: t.col("city"),
    state: t.col("state"),
  };
  const classes = new Map<string, PlaceClass | null>();
  for (const row of t.rows) {
    const category = cell(row, c.category);
    let cls = classes.get(category);
    if (cls === undefined) classes.set(category, (cls = classifyChain(category)));
    const lat = coord(cell(row, c.lat), 90);
    const lon = coord(cell(row, c.lon), 180);
    const brandKey = cell(row, c.brandKey);
    if (!cls || lat === null || lon === null || !brandKey) continue;
    // No source id in the file: brand and coordinates rounded to ~10 m make one.
    const sourceId = `${brandKey}@${lat.toFixed(4)},${lon.toFixed(4)}`;
    if (seen.has(sourceId)) continue;
    seen.add(sourceId);
    const restaurant = cls.table === "restaurants";
    const reading = restaurant ? brandReading(brandKey) : undefined;
    out.push({
      table: cls.table,
      kind: cls.kind,
      source: "alltheplaces",
      sourceId,
      name: cell(row, c.name) || cell(row, c.brand),
      latitude: lat,
      longitude: lon,
      address: joinAddress(cell(row, c.address), cell(row, c.city), cell(row, c.state)),
      phone: null,
      website: null,
      summary: restaurant ? (reading?.food ?? kindLabel(cls.kind)) : "Hotel",
      diningCategory: restaurant ? (reading?.category ?? "quick_bites") : undefined,
      priceLevel: restaurant ? (reading?.price ?? null) : undefined,
    });
  }
  return out;
}

/** IMLS rows (latin-1; a blank field is one space; names, addresses and URLs in upper case). */
export function readMuseums(text: string): SourcePlace[] {
  const out: SourcePlace[] = [];
  const t = csvRows(text);
  for (const row of t.rows) {
    const get = (name: string) => cell(row, t.col(name));
    const mid = get("MID");
    const rawName = get("COMMONNAME") || get("LEGALNAME");
    const lat = coord(get("LATITUDE"), 90);
    const lon = coord(get("LONGITUDE"), 180);
    if (!mid || !rawName || lat === null || lon === null) continue;
    const cls = classifyMuseum(get("DISCIPL"), rawName);
    if (!cls) continue;
    const street = cleanName(get("ADSTREET"));
    const city = cleanName(get("ADCITY"));
    const stateZip = [get("ADSTATE"), get("ADZIP5")].filter(Boolean).join(" ");
    out.push({
      ...cls,
      source: "imls",
      sourceId: mid,
      name: cleanName(rawName),
      latitude: lat,
      longitude: lon,
      address: joinAddress(street, city, stateZip),
      phone: formatPhone(get("PHONE")),
      website: cleanUrl(get("WEBURL")),
      summary: `${kindLabel(cls.kind)} (listed in 2018; check it is open)`,
    });
  }
  return out;
}

export function readParks(text: string): SourcePlace[] {
  const units = JSON.parse(text) as { name?: string; code?: string; lat?: number; lon?: number; states?: string }[];
  const out: SourcePlace[] = [];
  for (const u of units) {
    if (!u.name || !u.code || typeof u.lat !== "number" || typeof u.lon !== "number") continue;
    out.push({
      ...NPS_CLASS,
      source: "nps",
      sourceId: u.code.toLowerCase(),
      name: u.name.trim(),
      latitude: u.lat,
      longitude: u.lon,
      address: u.states ? u.states.toUpperCase() : null,
      phone: null,
      website: `https://www.nps.gov/${encodeURIComponent(u.code.toLowerCase())}/`,
      summary: "National Park Service site",
    });
  }
  return out;
}

export function readGolf(text: string): SourcePlace[] {
  const out: SourcePlace[] = [];
  const seen = new Set<string>();
  const t = csvRows(text);
  for (const row of t.rows) {
    const get = (column: string) => cell(row, t.col(column));
    const name = get("name");
    const lat = coord(get("latitude"), 90);
    const lon = coord(get("longitude"), 180);
    if (!name || lat === null || lon === null) continue;
    // The extract carries no OSM id: name and coordinates rounded to ~100 m make one.
    const sourceId = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@${lat.toFixed(3)},${lon.toFixed(3)}`;
    if (seen.has(sourceId)) continue;
    seen.add(sourceId);
    out.push({
      ...GOLF_CLASS,
      source: "osm",
      sourceId,
      name,
      latitude: lat,
      longitude: lon,
      // The extract's region is a state code or a loose place name: not an address.
      address: null,
      phone: null,
      website: null,
      summary: "Golf course",
    });
  }
  return out;
}

export function readAllSources(dir = PLACES_DIR): SourcePlace[] {
  const file = (name: string) => path.join(dir, name);
  return [
    ...readChains(readText(file(PLACE_SOURCES[0].file))),
    ...readMuseums(readText(file(PLACE_SOURCES[1].file), "latin1")),
    ...readMuseums(readText(file(PLACE_SOURCES[2].file), "latin1")),
    ...readParks(readText(file(PLACE_SOURCES[3].file))),
    ...readGolf(readText(file(PLACE_SOURCES[4].file))),
  ];
}

/* ------------------------------------------------------------ spatial grid */

const RAD = Math.PI / 180;
const CELL_DEG = 0.25;

export const distanceNm = haversineNm;

/** Points bucketed in 0.25° cells, so a radius query reads only nearby cells. */
export class PointGrid<T extends { latitude: number; longitude: number }> {
  private cells = new Map<number, T[]>();
  constructor(points: T[]) {
    for (const p of points) {
      const key = this.key(Math.floor(p.latitude / CELL_DEG), Math.floor(p.longitude / CELL_DEG));
      const cell = this.cells.get(key);
      if (cell) cell.push(p);
      else this.cells.set(key, [p]);
    }
  }
  private key(row: number, col: number) {
    return (row + 1000) * 4000 + (col + 2000);
  }
  /** Every point within radiusNm of (lat, lon), with its distance, nearest first. */
  within(lat: number, lon: number, radiusNm: number): { point: T; nm: number }[] {
    const dRows = Math.ceil(radiusNm / 60 / CELL_DEG);
    const cos = Math.max(0.05, Math.cos(lat * RAD));
    const dCols = Math.ceil(radiusNm / (60 * cos) / CELL_DEG);
    const row0 = Math.floor(lat / CELL_DEG);
    const col0 = Math.floor(lon / CELL_DEG);
    const out: { point: T; nm: number }[] = [];
    for (let r = row0 - dRows; r <= row0 + dRows; r++) {
      for (let c = col0 - dCols; c <= col0 + dCols; c++) {
        const cell = this.cells.get(this.key(r, c));
        if (!cell) continue;
        for (const p of cell) {
          const nm = distanceNm(lat, lon, p.latitude, p.longitude);
          if (nm <= radiusNm) out.push({ point: p, nm });
        }
      }
    }
    return out.sort((a, b) => a.nm - b.nm);
  }
}

/* ----------------------------------------------------------------- import */

interface AirportPoint {
  locId: string;
  pageId: string;
  latitude: number;
  longitude: number;
  publicUse: boolean;
}

/** The places each airport gets: within the list's radius, nearest first, capped (activities: the cap per category). */
export function placesNear(
  grid: PointGrid<SourcePlace>,
  table: PlaceTable,
  airport: { latitude: number; longitude: number },
) {
  const { radiusNm, cap } = PLACE_LIMITS[table];
  const near = grid.within(airport.latitude, airport.longitude, radiusNm);
  if (table !== "activities") return near.slice(0, cap);
  const counts = { adults: 0, kids: 0 };
  return near.filter(({ point }) => {
    const c = point.category ?? "adults";
    return counts[c]++ < cap;
  });
}

const round1 = (nm: number) => Math.round(nm * 10) / 10;

const TABLES: PlaceTable[] = ["activities", "landmarks", "restaurants", "lodging"];
/** Each list's saves: a saved place that left its source is kept, hidden, so the save stays. */
const SAVED: Record<PlaceTable, { table: string; column: string }> = {
  activities: { table: "saved_activities", column: "activity_id" },
  landmarks: { table: "saved_landmarks", column: "landmark_id" },
  restaurants: { table: "saved_restaurants", column: "restaurant_id" },
  lodging: { table: "saved_lodging", column: "lodging_id" },
};

function upsertStatement(sqlite: Database.Database, table: PlaceTable) {
  if (table === "restaurants") {
    return sqlite.prepare(
      `INSERT INTO restaurants (airport_loc_id, source, source_id, kind, restaurant_name, category, distance_nm, restaurant_description,
         price_level, phone, website, address, latitude, longitude, alternate_airport, alternate_distance_nm)
       VALUES (@airportLocId, @source, @sourceId, @kind, @name, @category, @distanceNm, @summary,
         @priceLevel, @phone, @website, @address, @latitude, @longitude, @alternateAirport, @alternateDistanceNm)
       ON CONFLICT (airport_loc_id, source, source_id) DO UPDATE SET
         kind = excluded.kind, restaurant_name = excluded.restaurant_name, category = excluded.category, distance_nm = excluded.distance_nm,
         restaurant_description = excluded.restaurant_description, price_level = excluded.price_level, phone = excluded.phone,
         website = excluded.website, address = excluded.address, latitude = excluded.latitude, longitude = excluded.longitude,
         alternate_airport = excluded.alternate_airport, alternate_distance_nm = excluded.alternate_distance_nm
       WHERE restaurants.admin_edited = 0
       RETURNING id`,
    );
  }
  const category = table === "activities";
  return sqlite.prepare(
    `INSERT INTO ${table} (airport_loc_id, source, source_id, kind, name, ${category ? "category, " : ""}distance_nm, summary,
       price_level, phone, website, address, latitude, longitude, alternate_airport, alternate_distance_nm)
     VALUES (@airportLocId, @source, @sourceId, @kind, @name, ${category ? "@category, " : ""}@distanceNm, @summary,
       @priceLevel, @phone, @website, @address, @latitude, @longitude, @alternateAirport, @alternateDistanceNm)
     ON CONFLICT (airport_loc_id, source, source_id) DO UPDATE SET
       kind = excluded.kind, name = excluded.name, ${category ? "category = excluded.category, " : ""}distance_nm = excluded.distance_nm,
       summary = excluded.summary, price_level = excluded.price_level, phone = excluded.phone, website = excluded.website,
       address = excluded.address, latitude = excluded.latitude, longitude = excluded.longitude,
       alternate_airport = excluded.alternate_airport, alternate_distance_nm = excluded.alternate_distance_nm
     WHERE ${table}.admin_edited = 0
     RETURNING id`,
  );
}

/**
 * Imports the places near every searchable airport. Removal: an imported row
 * whose place left the source (or moved out of range) is deleted, unless an
 * admin corrected it or a user saved it — then it is kept and hidden, so
 * nobody's save disappears (docs/decisions/0022-places-import.md).
 */
export function importPlaces(sqlite: Database.Database, opts: PlacesImportOptions = {}): PlacesSummary {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  progress(0, 1, "reading sources");
  const places = readAllSources(opts.dir);
  const byTable = new Map<PlaceTable, SourcePlace[]>(TABLES.map((t) => [t, []]));
  for (const p of places) byTable.get(p.table)!.push(p);
  const grids = new Map(TABLES.map((t) => [t, new PointGrid(byTable.get(t)!)]));

  const airports = (
    sqlite
      .prepare(`SELECT loc_id, icao_id, latitude, longitude, use FROM airports WHERE searchable = 1 ORDER BY loc_id`)
      .all() as { loc_id: string; icao_id: string | null; latitude: number; longitude: number; use: string | null }[]
  ).map((a): AirportPoint => ({
    locId: a.loc_id,
    pageId: a.icao_id || a.loc_id,
    latitude: a.latitude,
    longitude: a.longitude,
    publicUse: a.use === "PU",
  }));
  // Alternates are public-use fields only: a private strip needs permission first.
  const alternateGrid = new PointGrid(airports.filter((a) => a.publicUse));
  const nearestAirport = new Map<SourcePlace, { airport: AirportPoint; nm: number } | null>();
  const nearestTo = (p: SourcePlace) => {
    let found = nearestAirport.get(p);
    if (found === undefined) {
      const near = alternateGrid.within(p.latitude, p.longitude, PLACE_LIMITS[p.table].radiusNm);
      found = near.length ? { airport: near[0].point, nm: near[0].nm } : null;
      nearestAirport.set(p, found);
    }
    return found;
  };

  const upserts = new Map(TABLES.map((t) => [t, upsertStatement(sqlite, t)]));
  const summary: PlacesSummary = {
    places: { activities: 0, landmarks: 0, restaurants: 0, lodging: 0 },
    rows: { activities: 0, landmarks: 0, restaurants: 0, lodging: 0 },
    inserted: 0,
    updated: 0,
    removed: 0,
    keptSavedOrEdited: 0,
    airportsWithPlaces: 0,
    seconds: 0,
  };
  for (const t of TABLES) summary.places[t] = byTable.get(t)!.length;

  const run = sqlite.transaction(() => {
    const existing = new Map<PlaceTable, Set<number>>();
    for (const t of TABLES) {
      const ids = sqlite.prepare(`SELECT id FROM ${t} WHERE source <> 'admin'`).pluck().all() as number[];
      existing.set(t, new Set(ids));
    }
    const seen = new Map<PlaceTable, Set<number>>(TABLES.map((t) => [t, new Set<number>()]));

    airports.forEach((airport, n) => {
      if (n % 500 === 0) progress(n, airports.length, "airports");
      let any = false;
      for (const t of TABLES) {
        const stmt = upserts.get(t)!;
        for (const { point: p, nm } of placesNear(grids.get(t)!, t, airport)) {
          const nearest = nearestTo(p);
          const alternate =
            nearest && nearest.airport.locId !== airport.locId && nearest.nm + ALTERNATE_MARGIN_NM <= nm
              ? nearest
              : null;
          const row = stmt.get({
            airportLocId: airport.locId,
            source: p.source,
            sourceId: p.sourceId,
            kind: p.kind,
            name: p.name,
            category: t === "restaurants" ? (p.diningCategory ?? "quick_bites") : (p.category ?? "adults"),
            distanceNm: round1(nm),
            summary: p.summary,
            priceLevel: p.priceLevel ?? null,
            phone: p.phone,
            website: p.website,
            address: p.address,
            latitude: p.latitude,
            longitude: p.longitude,
            alternateAirport: alternate ? alternate.airport.pageId : null,
            alternateDistanceNm: alternate ? round1(alternate.nm) : null,
          }) as { id: number } | undefined;
          any = true;
          summary.rows[t]++;
          // An admin-corrected row is left as it is (no RETURNING row): find its id to keep it.
          const id =
            row?.id ??
            (sqlite
              .prepare(`SELECT id FROM ${t} WHERE airport_loc_id = ? AND source = ? AND source_id = ?`)
              .pluck()
              .get(airport.locId, p.source, p.sourceId) as number);
          if (existing.get(t)!.has(id)) summary.updated++;
          else summary.inserted++;
          seen.get(t)!.add(id);
        }
      }
      if (any) summary.airportsWithPlaces++;
    });

    progress(airports.length, airports.length, "removing vanished places");
    for (const t of TABLES) {
      const saved = SAVED[t];
      const keep = sqlite.prepare(
        `SELECT admin_edited OR EXISTS (SELECT 1 FROM ${saved.table} WHERE ${saved.column} = @id) FROM ${t} WHERE id = @id`,
      );
      const hide = sqlite.prepare(`UPDATE ${t} SET hidden = 1 WHERE id = ?`);
      const remove = sqlite.prepare(`DELETE FROM ${t} WHERE id = ?`);
      const seenIds = seen.get(t)!;
      for (const id of existing.get(t)!) {
        if (seenIds.has(id)) continue;
        if (keep.pluck().get({ id })) {
          hide.run(id);
          summary.keptSavedOrEdited++;
        } else {
          remove.run(id);
          summary.removed++;
        }
      }
    }

    progress(airports.length, airports.length, "summaries");
    recomputePlaceSummaries(sqlite);
    sqlite
      .prepare(`INSERT INTO place_imports (sources, counts) VALUES (?, ?)`)
      .run(
        JSON.stringify(PLACE_SOURCES.map(({ name, date, credit }) => ({ name, date, credit }))),
        JSON.stringify({ places: summary.places, rows: summary.rows }),
      );
  });
  run();
  summary.seconds = (performance.now() - started) / 1000;
  progress(1, 1, "done");
  return summary;
}

/** Imports the bundled places once, when the FAA data is there and no places import has run yet. */
export function ensurePlaces(sqlite: Database.Database, dir = PLACES_DIR): PlacesSummary | null {
  const state = sqlite
    .prepare(`SELECT EXISTS (SELECT 1 FROM airports) AS airports, EXISTS (SELECT 1 FROM place_imports) AS places`)
    .get() as { airports: number; places: number };
  if (!state.airports || state.places) return null;
  if (!fs.existsSync(path.join(dir, PLACE_SOURCES[0].file))) return null;
  const summary = importPlaces(sqlite, { dir });
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Places imported from ${path.relative(process.cwd(), dir) || dir}: ${total} rows near ${summary.airportsWithPlaces} airports ` +
      `in ${summary.seconds.toFixed(1)} s`,
  );
  return summary;
}
