/**
 * The places import: the open sources in data/places/ (AllThePlaces chains,
 * IMLS museums 2018, NPS units, OpenStreetMap golf courses, Open Brewery DB)
 * become the activities, landmarks, restaurants and lodging near every
 * searchable airport (docs/decisions/0022-places-import.md, 0023-places-radius.md,
 * 0060-honest-place-lists.md, 0062-variety-before-distance.md).
 *
 * Each file is read with its counts (place-sources.server.ts); rows of one
 * place are merged (app/lib/place-merge.ts); each airport keeps, per list,
 * its varied first picks and the nearest others (app/lib/place-lists.ts).
 * One transaction. Rows are upserted by (airport_loc_id, source, source_id),
 * so their ids — and users' saves — stay stable across imports; a save of a
 * row merged into another is moved to the kept row. Rows added by admins
 * (source 'admin') are never touched; rows an admin corrected keep their
 * fields; rows an admin hid stay hidden.
 */
import { haversineNm } from "~/lib/geo";
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { countsLine, type FileCounts } from "~/lib/import-counts";
import { LIVE_SOURCES, type PlaceTable } from "~/lib/place-classes";
import { keepForList, PLACE_LIST_RULES, varietyKey, type PlaceListId } from "~/lib/place-lists";
import { mergePlaces, normaliseName } from "~/lib/place-merge";
import { cleanName } from "~/lib/place-text";
import { townAirports } from "~/lib/town-centres";
import { insertImportCounts } from "~/models/import-counts.server";
import { lastImportRules, rulesChangedText } from "~/models/import-rules.server";
import { PLACE_TABLES, SAVED_PLACES } from "~/models/place-tables.server";
import { brandGroups, GROUP_REPEAT, groupRepeats } from "./hotel-groups.server";
import { liveRowsListedElsewhere } from "./live-places-store.server";
import { recomputePlaceSummaries } from "./place-summaries.server";
import { PLACE_SOURCES, PLACES_DIR, readAllSources, type SourcePlace } from "./place-sources.server";

export { PLACE_SOURCES, PLACES_DIR, type SourcePlace };

/** An alternate airport is named only when it is at least this much nearer to the place. */
export const ALTERNATE_MARGIN_NM = 1;

export interface PlacesSummary {
  /** Distinct places offered to each list after merging. */
  places: Record<PlaceTable, number>;
  rows: Record<PlaceTable, number>;
  inserted: number;
  updated: number;
  removed: number;
  keptSavedOrEdited: number;
  /** Saves moved from a row merged into another to the kept row. */
  savesMoved: number;
  /** Live rows removed (hidden when an admin corrected them) because the bundled data now lists their place. */
  liveNowListed: number;
  airportsWithPlaces: number;
  /** Rows read, kept and dropped by reason, per source file. */
  files: FileCounts[];
  seconds: number;
}

export interface PlacesImportOptions {
  dir?: string;
  onProgress?(done: number, total: number, phase: string): void;
}

/** Which list a source place goes into. */
export function listOf(p: Pick<SourcePlace, "table" | "category" | "diningCategory">): PlaceListId {
  if (p.table === "activities") return p.category === "kids" ? "kids" : "adults";
  if (p.table === "restaurants") return p.diningCategory === "settle_in" ? "settle_in" : "quick_bites";
  return p.table;
}

/* ------------------------------------------------------------------ merge */

export const MERGED = "the same place as another row (merged)";

/** Air museums before other museums, a museum with a discipline before a general one (GMU). */
const KIND_RANK: Record<string, number> = { aviation_museum: 3, museum: 1 };
const rank = (p: SourcePlace) => KIND_RANK[p.kind] ?? 2;
const richness = (p: SourcePlace) => Number(!!p.phone) + Number(!!p.website) + Number(!!p.address);
const key = (p: SourcePlace) => `${p.source}|${p.sourceId}`;
/** Which of two rows of one place is kept: the more specific kind, then more fields, then the lower id (stable). */
export function betterPlace(a: SourcePlace, b: SourcePlace): number {
  const ka = key(a);
  const kb = key(b);
  return rank(a) - rank(b) || richness(a) - richness(b) || (ka < kb ? 1 : ka > kb ? -1 : 0);
}

export interface MergedSources {
  places: SourcePlace[];
  /** Each merged-away row (source|sourceId) → the row kept for it. */
  mergedInto: Map<string, SourcePlace>;
}

/**
 * All files' places as one list, rows of one place merged (app/lib/place-merge.ts):
 * a merged-away row counts as dropped in its own file's tally. Rows merged
 * for sharing one campus and one point say so in the kept row's summary. A hotel
 * group's row at one of its hotels goes first (app/services/hotel-groups.server.ts).
 */
export function mergeSources(read: ReturnType<typeof readAllSources>): MergedSources {
  const all = read.flatMap((r) => r.places);
  for (const p of all) p.list = listOf(p);
  const { rest, repeats } = groupRepeats(all, brandGroups(all));
  const merged = mergePlaces(rest, betterPlace, ["phone", "website", "address"]);
  const tallies = new Map(read.map((r) => [r.tally.file, r.tally]));
  const mergedInto = new Map<string, SourcePlace>();
  const places: SourcePlace[] = [];
  /** The kept rows by their key (a kept row may be a copy, its empty fields filled). */
  const keptByKey = new Map<string, SourcePlace>();
  for (const { kept, absorbed } of merged) {
    places.push(kept);
    keptByKey.set(key(kept), kept);
    if (absorbed.length === 0) continue;
    for (const a of absorbed) {
      tallies.get(a.file)?.drop(MERGED);
      mergedInto.set(key(a), kept);
    }
    const names = new Set([kept, ...absorbed].map((p) => normaliseName(p.name)));
    if (names.size > 1 && kept.campus) {
      const others = names.size - 1;
      kept.summary = `${kept.summary} · ${others} more ${others === 1 ? "collection" : "collections"} of ${cleanName(kept.campus)} listed at the same place`;
    }
  }
  for (const { row, of } of repeats) {
    tallies.get(row.file)?.drop(GROUP_REPEAT);
    mergedInto.set(key(row), mergedInto.get(key(of)) ?? keptByKey.get(key(of))!);
  }
  return { places, mergedInto };
}

/* ------------------------------------------------------------ spatial grid */

const RAD = Math.PI / 180;
/** A cell's side when the grid is not told the radius it will be asked for. */
const CELL_DEG = 0.25;

export const distanceNm = haversineNm;

/**
 * Points bucketed in square cells of latitude and longitude, so a radius query reads only the
 * nearby cells. A grid asked for one radius does best with cells of that radius (a query then
 * reads 3 rows of cells); the answer does not depend on the cells' size.
 */
export class PointGrid<T extends { latitude: number; longitude: number }> {
  /** Each cell's points as indexes into `points`, in their order. */
  private cells = new Map<number, number[]>();
  constructor(
    private points: readonly T[],
    private cellDeg = CELL_DEG,
  ) {
    points.forEach((p, i) => {
      const key = this.key(Math.floor(p.latitude / cellDeg), Math.floor(p.longitude / cellDeg));
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    });
  }
  /** The grid for queries of radiusNm: cells that side long in latitude. */
  static forRadius<T extends { latitude: number; longitude: number }>(points: readonly T[], radiusNm: number) {
    return new PointGrid(points, radiusNm / 60);
  }
  private key(row: number, col: number) {
    return (row + 20_000) * 100_000 + (col + 50_000);
  }
  /** Every point within radiusNm of (lat, lon), with its distance, nearest first (equal distances in the points' order). */
  within(lat: number, lon: number, radiusNm: number): { point: T; nm: number }[] {
    const cellDeg = this.cellDeg;
    const dRows = Math.ceil(radiusNm / 60 / cellDeg);
    const cos = Math.max(0.05, Math.cos(lat * RAD));
    const dCols = Math.ceil(radiusNm / (60 * cos) / cellDeg);
    const row0 = Math.floor(lat / cellDeg);
    const col0 = Math.floor(lon / cellDeg);
    // A box around the circle (1 % wider) skips the trigonometry for most of the cells' points.
    const dLat = (radiusNm / 60) * 1.01;
    const cosEdge = Math.max(0.05, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD));
    const dLon = (radiusNm / (60 * cosEdge)) * 1.01;
    const found: { point: T; nm: number; at: number }[] = [];
    for (let r = row0 - dRows; r <= row0 + dRows; r++) {
      for (let c = col0 - dCols; c <= col0 + dCols; c++) {
        const cell = this.cells.get(this.key(r, c));
        if (!cell) continue;
        for (const at of cell) {
          const p = this.points[at];
          if (Math.abs(p.latitude - lat) > dLat || Math.abs(p.longitude - lon) > dLon) continue;
          const nm = distanceNm(lat, lon, p.latitude, p.longitude);
          if (nm <= radiusNm) found.push({ point: p, nm, at });
        }
      }
    }
    return found.sort((a, b) => a.nm - b.nm || a.at - b.at);
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

const LISTS = Object.keys(PLACE_LIST_RULES) as PlaceListId[];

/**
 * The places an airport keeps in one list: those within the list's radius,
 * its varied first picks and the nearest others up to the list's size,
 * nearest first (docs/decisions/0062-variety-before-distance.md).
 */
export function placesNear(
  grid: PointGrid<SourcePlace>,
  list: PlaceListId,
  airport: { latitude: number; longitude: number },
) {
  const { radiusNm, keep } = PLACE_LIST_RULES[list];
  const near = grid.within(airport.latitude, airport.longitude, radiusNm);
  return keepForList(near, ({ point }) => (point.variety ??= varietyKey(point)), keep);
}

const round1 = (nm: number) => Math.round(nm * 10) / 10;

/** The columns an import writes, in the order of the upsert's parameters (restaurants name two of them apart). */
const UPSERT_COLUMNS = [
  "airport_loc_id",
  "source",
  "source_id",
  "kind",
  "name",
  "category",
  "distance_nm",
  "summary",
  "price_level",
  "phone",
  "website",
  "address",
  "latitude",
  "longitude",
  "alternate_airport",
  "alternate_distance_nm",
  "point_at_post_office",
];
const RESTAURANT_COLUMN: Record<string, string> = { name: "restaurant_name", summary: "restaurant_description" };

/**
 * Writes one row and answers its id. `known` holds the id of every row of the import's sources
 * already in the table (read before, or written earlier in this run): such a row is updated in place
 * (unless an admin corrected it) and keeps its id; any other is inserted. Positional parameters (a row
 * is an array): named ones cost a third more over 200,000 rows; and no RETURNING, which cost a quarter.
 */
function upsertStatement(sqlite: Database.Database, table: PlaceTable, known: Map<string, number>) {
  const columns = UPSERT_COLUMNS.filter(
    (c) => c !== "category" || table === "activities" || table === "restaurants",
  ).map((c) => (table === "restaurants" ? (RESTAURANT_COLUMN[c] ?? c) : c));
  const updates = columns
    .filter((c) => !["airport_loc_id", "source", "source_id"].includes(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  const statement = sqlite.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
     ON CONFLICT (airport_loc_id, source, source_id) DO UPDATE SET ${updates}
     WHERE ${table}.admin_edited = 0`,
  );
  const withCategory = table === "activities" || table === "restaurants";
  return (v: unknown[]): number => {
    const rowKey = `${v[0]}|${v[1]}|${v[2]}`;
    const id = known.get(rowKey);
    const { lastInsertRowid } = statement.run(withCategory ? v : [...v.slice(0, 5), ...v.slice(6)]);
    if (id !== undefined) return id;
    known.set(rowKey, Number(lastInsertRowid));
    return Number(lastInsertRowid);
  };
}

/** Moves every save of one row to another (possibly in another list); a user who saved both keeps one save. */
function moveSavesStatements(sqlite: Database.Database) {
  const cache = new Map<string, { copy: Database.Statement; remove: Database.Statement }>();
  return (from: PlaceTable, fromId: number, to: PlaceTable, toId: number): number => {
    const k = `${from}>${to}`;
    let s = cache.get(k);
    if (!s) {
      const a = SAVED_PLACES[from];
      const b = SAVED_PLACES[to];
      s = {
        copy: sqlite.prepare(
          `INSERT OR IGNORE INTO ${b.table} (user_id, ${b.column}, created_at)
           SELECT user_id, @toId, created_at FROM ${a.table} WHERE ${a.column} = @fromId`,
        ),
        remove: sqlite.prepare(`DELETE FROM ${a.table} WHERE ${a.column} = ?`),
      };
      cache.set(k, s);
    }
    const moved = s.copy.run({ toId, fromId }).changes;
    s.remove.run(fromId);
    return moved;
  };
}

/** An airports row as the town check reads it. */
type FaaTownRow = { city: string | null; state: string | null; latitude: number; longitude: number };

/**
 * The FAA's facilities of each town, from the airports table: every one, searchable or not (a
 * hospital's heliport also says where its town is), for the places' town check (app/lib/town-centres.ts).
 */
export const faaTowns = (sqlite: Database.Database) =>
  townAirports(sqlite.prepare(`SELECT city, state, latitude, longitude FROM airports`).all() as FaaTownRow[]);

/**
 * Imports the places near every searchable airport. Removal: an imported row
 * whose place left the source (or moved out of range, or was merged into
 * another row) is deleted, unless an admin corrected it or a user saved it —
 * then it is kept and hidden, so nobody's save disappears
 * (docs/decisions/0022-places-import.md). A save of a row merged into another
 * moves to the kept row when that row is near the same airport
 * (docs/decisions/0060-honest-place-lists.md).
 */
export function importPlaces(sqlite: Database.Database, opts: PlacesImportOptions = {}): PlacesSummary {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  progress(0, 1, "reading sources");
  const read = readAllSources(faaTowns(sqlite), opts.dir);
  progress(0, 1, "merging");
  const { places, mergedInto } = mergeSources(read);
  const files = read.map((r) => r.tally.counts());
  const byList = new Map<PlaceListId, SourcePlace[]>(LISTS.map((l) => [l, []]));
  for (const p of places) byList.get(listOf(p))!.push(p);
  const grids = new Map(LISTS.map((l) => [l, PointGrid.forRadius(byList.get(l)!, PLACE_LIST_RULES[l].radiusNm)]));

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
  const publicUse = airports.filter((a) => a.publicUse);
  const alternateGrids = new Map<number, PointGrid<AirportPoint>>();
  const nearestAirport = new Map<SourcePlace, { airport: AirportPoint; nm: number } | null>();
  const nearestTo = (p: SourcePlace, radiusNm: number) => {
    let found = nearestAirport.get(p);
    if (found === undefined) {
      let grid = alternateGrids.get(radiusNm);
      if (!grid) alternateGrids.set(radiusNm, (grid = PointGrid.forRadius(publicUse, radiusNm)));
      const near = grid.within(p.latitude, p.longitude, radiusNm);
      found = near.length ? { airport: near[0].point, nm: near[0].nm } : null;
      nearestAirport.set(p, found);
    }
    return found;
  };

  const summary: PlacesSummary = {
    places: { activities: 0, landmarks: 0, restaurants: 0, lodging: 0 },
    rows: { activities: 0, landmarks: 0, restaurants: 0, lodging: 0 },
    inserted: 0,
    updated: 0,
    removed: 0,
    keptSavedOrEdited: 0,
    savesMoved: 0,
    liveNowListed: 0,
    airportsWithPlaces: 0,
    files,
    seconds: 0,
  };
  for (const p of places) summary.places[p.table]++;

  const run = sqlite.transaction(() => {
    const existing = new Map<PlaceTable, { id: number; airport: string; source: string; sourceId: string }[]>();
    for (const t of PLACE_TABLES) {
      existing.set(
        t,
        sqlite
          .prepare(
            // Admins' rows and the live places (docs/decisions/0080-live-places-cache.md) are not the import's.
            `SELECT id, airport_loc_id AS airport, source, source_id AS sourceId FROM ${t}
              WHERE source NOT IN ('admin', ${LIVE_SOURCES.map((s) => `'${s}'`).join(", ")})`,
          )
          .all() as { id: number; airport: string; source: string; sourceId: string }[],
      );
    }
    const existingIds = new Map(PLACE_TABLES.map((t) => [t, new Set(existing.get(t)!.map((r) => r.id))]));
    const upserts = new Map(
      PLACE_TABLES.map((t) => {
        const known = new Map(existing.get(t)!.map((r) => [`${r.airport}|${r.source}|${r.sourceId}`, r.id]));
        return [t, upsertStatement(sqlite, t, known)];
      }),
    );
    const seen = new Map<PlaceTable, Set<number>>(PLACE_TABLES.map((t) => [t, new Set<number>()]));
    /** airport|source|sourceId of a row others were merged into → its table and id, for moving their saves. */
    const mergeTargets = new Set(mergedInto.values());
    const rowOf = new Map<string, { table: PlaceTable; id: number }>();

    airports.forEach((airport, n) => {
      if (n % 500 === 0) progress(n, airports.length, "airports");
      let any = false;
      for (const list of LISTS) {
        const t = PLACE_LIST_RULES[list].table;
        const upsert = upserts.get(t)!;
        for (const { point: p, nm } of placesNear(grids.get(list)!, list, airport)) {
          const nearest = nearestTo(p, PLACE_LIST_RULES[list].radiusNm);
          // No "closer to" from a point that is the post office's, not the place's (decision 0116).
          const alternate =
            nearest &&
            !p.pointAtPostOffice &&
            nearest.airport.locId !== airport.locId &&
            nearest.nm + ALTERNATE_MARGIN_NM <= nm
              ? nearest
              : null;
          const id = upsert([
            airport.locId,
            p.source,
            p.sourceId,
            p.kind,
            p.name,
            t === "restaurants" ? (p.diningCategory ?? "quick_bites") : (p.category ?? "adults"),
            round1(nm),
            p.summary,
            p.priceLevel ?? null,
            p.phone,
            p.website,
            p.address,
            p.latitude,
            p.longitude,
            alternate ? alternate.airport.pageId : null,
            alternate ? round1(alternate.nm) : null,
            p.pointAtPostOffice ? 1 : 0,
          ]);
          any = true;
          summary.rows[t]++;
          if (existingIds.get(t)!.has(id)) summary.updated++;
          else summary.inserted++;
          seen.get(t)!.add(id);
          if (mergeTargets.has(p)) rowOf.set(`${airport.locId}|${p.source}|${p.sourceId}`, { table: t, id });
        }
      }
      if (any) summary.airportsWithPlaces++;
    });

    progress(airports.length, airports.length, "removing vanished places");
    const moveSaves = moveSavesStatements(sqlite);
    for (const t of PLACE_TABLES) {
      const saved = SAVED_PLACES[t];
      const keep = sqlite.prepare(
        `SELECT admin_edited OR EXISTS (SELECT 1 FROM ${saved.table} WHERE ${saved.column} = @id) FROM ${t} WHERE id = @id`,
      );
      const hide = sqlite.prepare(`UPDATE ${t} SET hidden = 1 WHERE id = ?`);
      const remove = sqlite.prepare(`DELETE FROM ${t} WHERE id = ?`);
      const seenIds = seen.get(t)!;
      for (const old of existing.get(t)!) {
        if (seenIds.has(old.id)) continue;
        const into = mergedInto.get(`${old.source}|${old.sourceId}`);
        const target = into && rowOf.get(`${old.airport}|${into.source}|${into.sourceId}`);
        if (target) summary.savesMoved += moveSaves(t, old.id, target.table, target.id);
        if (keep.pluck().get({ id: old.id })) {
          hide.run(old.id);
          summary.keptSavedOrEdited++;
        } else {
          remove.run(old.id);
          summary.removed++;
        }
      }
    }

    // A place the bundled data now lists that a live row held shows once: the bundled row, with the live row's saves (0080, amended).
    progress(airports.length, airports.length, "live places now listed");
    for (const dup of liveRowsListedElsewhere(sqlite)) {
      summary.savesMoved += moveSaves(dup.table, dup.id, dup.listed.table, dup.listed.id);
      const saved = SAVED_PLACES[dup.table];
      const kept = sqlite
        .prepare(
          `SELECT admin_edited OR EXISTS (SELECT 1 FROM ${saved.table} WHERE ${saved.column} = @id) FROM ${dup.table} WHERE id = @id`,
        )
        .pluck()
        .get({ id: dup.id });
      // An admin's correction of it is kept, hidden, as for any row the import would remove.
      if (kept) sqlite.prepare(`UPDATE ${dup.table} SET hidden = 1 WHERE id = ?`).run(dup.id);
      else sqlite.prepare(`DELETE FROM ${dup.table} WHERE id = ?`).run(dup.id);
      summary.liveNowListed++;
    }

    progress(airports.length, airports.length, "summaries");
    recomputePlaceSummaries(sqlite);
    const importId = Number(
      sqlite
        .prepare(`INSERT INTO place_imports (sources, counts, rules) VALUES (?, ?, ?)`)
        .run(
          JSON.stringify(PLACE_SOURCES.map(({ name, file, date, credit }) => ({ name, file, date, credit }))),
          JSON.stringify({ places: summary.places, rows: summary.rows }),
          PLACE_IMPORT_RULES,
        ).lastInsertRowid,
    );
    insertImportCounts(sqlite, "places", importId, files);
  });
  run();
  summary.seconds = (performance.now() - started) / 1000;
  progress(1, 1, "done");
  return summary;
}

/**
 * How the import reads and merges rows; raised when a change to it changes the lists, so that a
 * database imported before is imported again on its next start. 2: a hotel once, not again under
 * its group's brand (docs/decisions/0098-hotel-group-listings.md). 3: address lines without the
 * source's HTML, the town said once, none without a street (docs/decisions/0099-place-address-lines.md).
 * 4: a museum's site address, not its PO box; none placed only by its PO box (the same record).
 * 5: a museum's ZIP keeps the leading zero IMLS's number columns lost (docs/decisions/0104-data-audit.md).
 * 6: no museum, brewery or chain store placed more than 30 NM from its own town's centre (nor a museum
 * placed in another state than its address, or at its PO box in another town); a museum placed at a
 * post office near its town is marked, its distances the post office's (docs/decisions/0116-places-at-the-post-office.md).
 * 7: where a town has no such centre, no museum or brewery placed more than 30 NM from every
 * facility the FAA lists under its town (the same record). 8: no National Park Service unit placed
 * more than 15 NM outside the states it lists (the same record). 9: nor a museum within its town
 * centre's reach, geocoded in another state and placed more than 15 NM outside its own (the same record).
 */
export const PLACE_IMPORT_RULES = 9;

/**
 * Imports the bundled places when the FAA data is there and no places import has run yet, or
 * the last one ran under older rules (PLACE_IMPORT_RULES); logs each file's counts.
 */
export function ensurePlaces(sqlite: Database.Database, dir = PLACES_DIR): PlacesSummary | null {
  const airports = sqlite.prepare("SELECT EXISTS (SELECT 1 FROM airports)").pluck().get() as number;
  const rules = lastImportRules(sqlite, "place_imports");
  if (!airports || (rules ?? 0) >= PLACE_IMPORT_RULES) return null;
  if (!fs.existsSync(path.join(dir, PLACE_SOURCES[0].file))) return null;
  const summary = importPlaces(sqlite, { dir });
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const again = rules == null ? "" : ` again (${rulesChangedText(rules, PLACE_IMPORT_RULES)})`;
  console.log(
    `Places imported${again} from ${path.relative(process.cwd(), dir) || dir}: ${total} rows near ${summary.airportsWithPlaces} airports ` +
      `in ${summary.seconds.toFixed(1)} s\n` +
      summary.files.map((f) => `  ${countsLine(f)}`).join("\n"),
  );
  return summary;
}
