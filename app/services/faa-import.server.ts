/**
 * The one importer of FAA NASR APT CSV sets (APT_BASE, APT_RWY, APT_RWY_END,
 * APT_RMK), from the FAA's 28-day zip, a folder, or the bundled offline
 * snapshot (which build-snapshot.ts writes in the same layout).
 *
 * Columns are always read by header name; unknown columns are ignored and
 * missing optional columns read as blank. Blank values become NULL: nothing
 * is ever invented.
 */
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { strFromU8, unzipSync } from "fflate";
import { surfaceClass } from "~/lib/labels";

// ---------------------------------------------------------------------------
// CSV

/**
 * Parses CSV text (RFC 4180: quoted fields, "" escapes, CR/LF/CRLF line ends,
 * embedded newlines in quotes). A leading UTF-8 BOM is dropped. Yields one
 * array of raw strings per record; blank lines are skipped.
 */
export function* parseCsv(text: string): Generator<string[]> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let row: string[] = [];
  let field = "";
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // Quoted field: read to the closing quote.
      i++;
      let start = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          field += text.slice(start);
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === 34) {
          field += text.slice(start, q + 1);
          i = q + 2;
          start = i;
          continue;
        }
        field += text.slice(start, q);
        i = q + 1;
        break;
      }
      // Any characters between the closing quote and the delimiter are kept (lenient).
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 10 || d === 13) break;
        field += text[i];
        i++;
      }
    } else if (c === 44 /* , */) {
      row.push(field);
      field = "";
      i++;
    } else if (c === 10 || c === 13) {
      row.push(field);
      field = "";
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      if (!(row.length === 1 && row[0] === "")) yield row;
      row = [];
    } else {
      // Unquoted run up to the next delimiter or line end.
      let j = i;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    if (!(row.length === 1 && row[0] === "")) yield row;
  }
}

/** A CSV file read into rows, with columns looked up by (case-insensitive) header name. */
export class CsvTable {
  readonly header: string[];
  readonly rows: string[][];
  private readonly index: Map<string, number>;

  constructor(
    text: string,
    readonly name = "CSV",
  ) {
    const records = parseCsv(text);
    const first = records.next();
    this.header = first.done ? [] : first.value.map((h) => h.trim());
    this.index = new Map();
    this.header.forEach((h, i) => {
      const key = h.toUpperCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
    this.rows = [...records];
  }

  has(column: string): boolean {
    return this.index.has(column.toUpperCase());
  }

  /** An accessor for one column: the trimmed value, '' when the column is absent. */
  col(column: string): (row: string[]) => string {
    const i = this.index.get(column.toUpperCase());
    if (i === undefined) return () => "";
    return (row) => (row[i] ?? "").trim();
  }

  /** Throws a clear error when a required column is missing. */
  require(...columns: string[]): void {
    const missing = columns.filter((c) => !this.has(c));
    if (missing.length) throw new Error(`${this.name} has no column ${missing.join(", ")}`);
  }
}

// ---------------------------------------------------------------------------
// Reading a set

export interface SnapshotManifest {
  effectiveDate?: string;
  label?: string;
  sources?: { name: string; date: string; role?: string }[];
}

export interface AptSet {
  /** Where the set was read from (for messages). */
  source: string;
  base: string;
  rwy: string;
  end?: string;
  rmk?: string;
  manifest?: SnapshotManifest;
}

export class AptSetError extends Error {
  override name = "AptSetError";
}

const WANTED: Record<string, keyof Pick<AptSet, "base" | "rwy" | "end" | "rmk"> | "manifest"> = {
  "apt_base.csv": "base",
  "apt_rwy.csv": "rwy",
  "apt_rwy_end.csv": "end",
  "apt_rmk.csv": "rmk",
  "snapshot.json": "manifest",
};

function listFolder(dir: string, depth = 0): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth < 4) out.push(...listFolder(full, depth + 1));
    } else out.push(full);
  }
  return out.sort();
}

/**
 * Reads an APT CSV set from a .zip file or a folder. Files are found by name
 * (case-insensitive, anywhere inside); other files are ignored. APT_BASE and
 * APT_RWY are required; APT_RWY_END, APT_RMK and SNAPSHOT.json are optional.
 */
export function readAptSet(source: string): AptSet {
  const found: Partial<Record<string, string>> = {};
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    throw new AptSetError(`${source}: no such file or folder`);
  }
  if (stat.isDirectory()) {
    for (const file of listFolder(source)) {
      const key = WANTED[path.basename(file).toLowerCase()];
      if (key && found[key] === undefined) found[key] = fs.readFileSync(file, "utf8");
    }
  } else {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(fs.readFileSync(source), {
        filter: (f) => WANTED[path.posix.basename(f.name).toLowerCase()] !== undefined,
      });
    } catch (e) {
      throw new AptSetError(`${source}: not a readable zip file (${(e as Error).message})`);
    }
    for (const name of Object.keys(entries).sort()) {
      const key = WANTED[path.posix.basename(name).toLowerCase()];
      if (key && found[key] === undefined) found[key] = strFromU8(entries[name]);
    }
  }
  for (const [file, key] of [
    ["APT_BASE.csv", "base"],
    ["APT_RWY.csv", "rwy"],
  ] as const) {
    if (found[key] === undefined) throw new AptSetError(`${source}: ${file} not found (an FAA NASR APT CSV set needs APT_BASE.csv and APT_RWY.csv)`);
  }
  let manifest: SnapshotManifest | undefined;
  if (found.manifest !== undefined) {
    try {
      manifest = JSON.parse(found.manifest) as SnapshotManifest;
    } catch (e) {
      throw new AptSetError(`${source}: SNAPSHOT.json is not valid JSON (${(e as Error).message})`);
    }
  }
  return { source, base: found.base!, rwy: found.rwy!, end: found.end, rmk: found.rmk, manifest };
}

// ---------------------------------------------------------------------------
// Import

export interface ImportSummary {
  facilities: number;
  searchable: number;
  runways: number;
  runwayEnds: number;
  remarks: number;
  /** US facilities left out because no coordinates are known. */
  skippedNoCoordinates: number;
  /** US facilities left out because they have no name (never in real FAA data). */
  skippedNoName: number;
  effectiveDate: string;
  label: string;
}

export interface ImportOptions {
  onProgress?(done: number, total: number, phase: string): void;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const blank = (s: string) => (s === "" ? null : s);

function num(s: string): number | null {
  if (s === "") return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
}

function int(s: string): number | null {
  const v = num(s);
  return v === null ? null : Math.round(v);
}

/** '2024/12/26' or '2024-12-26' → '2024-12-26'; anything else → null. */
function isoDate(s: string): string | null {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})/.exec(s);
  return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : null;
}

/** '2024-12-26' → '26 Dec 2024'. */
function dateLabel(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

const isUs = (country: string) => country === "" || country.toUpperCase() === "US";

/** Helipads are H1, H2, …; they are not runways for length or surface purposes. */
const isHelipad = (rwyId: string) => /^H\d+/i.test(rwyId);
const isWater = (surface: string | null) => !!surface && surface.toUpperCase().split(/[-/]/).some((p) => p.trim() === "WATER");

const TITLE_WORDS: Record<string, string> = { RWY: "RWY", ID: "ID", ARPT: "Airport", FAR: "FAR", ATCT: "ATCT" };

/** 'GENERAL_REMARK' → 'General'; 'FUEL_TYPES' → 'Fuel Types'. */
function humanize(column: string): string {
  if (/^GENERAL_REMARKS?$/i.test(column)) return "General";
  return column
    .split(/_+/)
    .filter(Boolean)
    .map((w) => TITLE_WORDS[w.toUpperCase()] ?? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/**
 * The heading a pilot reads over a remark. ELEMENT names the thing the remark
 * is about (a runway '15/33', a runway end '15', a fuel type …): runway and
 * runway-end elements read 'RWY 15/33' / 'RWY 15'. Without an element the
 * FAA column name (REF_COL_NAME, else TAB_NAME) is humanized: 'General'.
 */
export function remarkElementName(tabName: string, refColName: string, element: string): string {
  const tab = tabName.toUpperCase();
  const ref = refColName.toUpperCase();
  if (element) {
    if (tab.startsWith("RUNWAY") || tab.startsWith("RWY") || ref.startsWith("RWY_")) return `RWY ${element}`;
    return element;
  }
  if (refColName) return humanize(refColName);
  if (tabName) return humanize(tabName);
  return "General";
}

interface RunwayAgg {
  maxLen: number | null;
  maxSurface: string | null;
  maxImproved: number | null;
  maxUnimproved: number | null;
}

function siteKey(siteNo: string, siteType: string): string {
  return `${siteNo}|${siteType.toUpperCase()}`;
}

const REFERENCE_TABLES = ["remarks", "runway_ends", "runways", "airports"] as const;

/**
 * Replaces all reference data (airports, runways, runway ends, remarks) with
 * the set's US facilities in one transaction, and records the import in
 * data_imports. No other table is touched.
 */
export function importAptSet(sqlite: Database.Database, set: AptSet, opts: ImportOptions = {}): ImportSummary {
  const progress = opts.onProgress ?? (() => {});
  const base = new CsvTable(set.base, "APT_BASE.csv");
  const rwy = new CsvTable(set.rwy, "APT_RWY.csv");
  const end = set.end !== undefined ? new CsvTable(set.end, "APT_RWY_END.csv") : undefined;
  const rmk = set.rmk !== undefined ? new CsvTable(set.rmk, "APT_RMK.csv") : undefined;

  base.require("SITE_NO", "SITE_TYPE_CODE", "ARPT_ID", "LAT_DECIMAL", "LONG_DECIMAL");
  rwy.require("SITE_NO", "SITE_TYPE_CODE", "RWY_ID");
  end?.require("SITE_NO", "SITE_TYPE_CODE", "RWY_ID", "RWY_END_ID");
  rmk?.require("SITE_NO", "SITE_TYPE_CODE", "REMARK");

  // Effective date: the manifest's, else the newest EFF_DATE in the files.
  let newest: string | null = null;
  for (const t of [base, rwy, end, rmk]) {
    if (!t) continue;
    const eff = t.col("EFF_DATE");
    for (const row of t.rows) {
      const d = isoDate(eff(row));
      if (d && (newest === null || d > newest)) newest = d;
    }
  }
  const effectiveDate = (set.manifest?.effectiveDate && isoDate(set.manifest.effectiveDate)) || newest;
  if (!effectiveDate) throw new AptSetError(`${set.source}: no EFF_DATE in the files and no SNAPSHOT.json effectiveDate`);
  const label = set.manifest?.label || `FAA NASR ${dateLabel(effectiveDate)}`;
  const sources = set.manifest?.sources?.length ? set.manifest.sources : [{ name: "FAA NASR APT CSV", date: effectiveDate }];

  // Runway aggregates per site, computed from the land runways of APT_RWY.
  const r = {
    site: rwy.col("SITE_NO"),
    type: rwy.col("SITE_TYPE_CODE"),
    country: rwy.col("COUNTRY_CODE"),
    id: rwy.col("RWY_ID"),
    len: rwy.col("RWY_LEN"),
    width: rwy.col("RWY_WIDTH"),
    surface: rwy.col("SURFACE_TYPE_CODE"),
    cond: rwy.col("COND"),
    lgt: rwy.col("RWY_LGT_CODE"),
  };
  const aggs = new Map<string, RunwayAgg>();
  for (const row of rwy.rows) {
    if (!isUs(r.country(row))) continue;
    const key = siteKey(r.site(row), r.type(row));
    let agg = aggs.get(key);
    if (!agg) aggs.set(key, (agg = { maxLen: null, maxSurface: null, maxImproved: null, maxUnimproved: null }));
    const id = r.id(row);
    const len = int(r.len(row));
    const surface = blank(r.surface(row));
    if (len === null || isHelipad(id) || isWater(surface)) continue;
    const cls = surfaceClass(surface);
    if (
      agg.maxLen === null ||
      len > agg.maxLen ||
      (len === agg.maxLen && cls === "improved" && surfaceClass(agg.maxSurface) !== "improved")
    ) {
      agg.maxLen = len;
      agg.maxSurface = surface;
    }
    if (cls === "improved" && (agg.maxImproved === null || len > agg.maxImproved)) agg.maxImproved = len;
    if (cls === "unimproved" && (agg.maxUnimproved === null || len > agg.maxUnimproved)) agg.maxUnimproved = len;
  }

  const b = {
    site: base.col("SITE_NO"),
    type: base.col("SITE_TYPE_CODE"),
    country: base.col("COUNTRY_CODE"),
    locId: base.col("ARPT_ID"),
    icao: base.col("ICAO_ID"),
    name: base.col("ARPT_NAME"),
    city: base.col("CITY"),
    state: base.col("STATE_CODE"),
    lat: base.col("LAT_DECIMAL"),
    lon: base.col("LONG_DECIMAL"),
    elev: base.col("ELEV"),
    use: base.col("FACILITY_USE_CODE"),
    own: base.col("OWNERSHIP_TYPE_CODE"),
    status: base.col("ARPT_STATUS"),
    fuel: base.col("FUEL_TYPES"),
  };

  const total = base.rows.length + rwy.rows.length + (end?.rows.length ?? 0) + (rmk?.rows.length ?? 0);
  let done = 0;
  const tick = (phase: string) => {
    done++;
    if (done % 2000 === 0) progress(done, total, phase);
  };

  const insertAirport = sqlite.prepare(
    `INSERT INTO airports (site_no, site_type_code, loc_id, icao_id, name, city, state, latitude, longitude, elevation,
       use, ownership, status, fuel_types, max_runway_length, max_runway_surface, max_improved_length, max_unimproved_length, searchable)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRunway = sqlite.prepare(
    `INSERT INTO runways (airport_id, runway_id, length, width, surface_type_code, condition, edge_light_intensity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEnd = sqlite.prepare(
    `INSERT INTO runway_ends (runway_id, end_id, true_alignment, ils_type, right_hand_traffic, elevation, tdz_elevation,
       vgsi_code, approach_lights, reil, displaced_threshold_length)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRemark = sqlite.prepare(`INSERT INTO remarks (airport_id, element_name, remark, sequence) VALUES (?, ?, ?, ?)`);
  const insertImport = sqlite.prepare(
    `INSERT INTO data_imports (effective_date, label, sources, facilities, runways, runway_ends, remarks) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const run = sqlite.transaction((): ImportSummary => {
    for (const table of REFERENCE_TABLES) sqlite.prepare(`DELETE FROM ${table}`).run();

    const summary: ImportSummary = {
      facilities: 0,
      searchable: 0,
      runways: 0,
      runwayEnds: 0,
      remarks: 0,
      skippedNoCoordinates: 0,
      skippedNoName: 0,
      effectiveDate,
      label,
    };

    // Airports.
    const airportIds = new Map<string, number | bigint>();
    const seenLocIds = new Set<string>();
    for (const row of base.rows) {
      tick("airports");
      if (!isUs(b.country(row))) continue;
      const siteNo = b.site(row);
      const type = b.type(row).toUpperCase();
      const locId = b.locId(row);
      if (!siteNo || !type || !locId) continue;
      const lat = num(b.lat(row));
      const lon = num(b.lon(row));
      if (lat === null || lon === null) {
        summary.skippedNoCoordinates++;
        continue;
      }
      const name = b.name(row);
      if (!name) {
        summary.skippedNoName++;
        continue;
      }
      if (seenLocIds.has(locId)) throw new AptSetError(`${set.source}: APT_BASE.csv lists ${locId} twice`);
      seenLocIds.add(locId);
      const status = b.status(row).toUpperCase() || "O";
      const searchable = type === "A" && status === "O";
      const agg = aggs.get(siteKey(siteNo, type));
      const info = insertAirport.run(
        siteNo,
        type,
        locId,
        blank(b.icao(row)),
        name,
        blank(b.city(row)),
        blank(b.state(row)),
        lat,
        lon,
        num(b.elev(row)),
        blank(b.use(row)),
        blank(b.own(row)),
        status,
        blank(b.fuel(row)),
        agg?.maxLen ?? null,
        agg?.maxSurface ?? null,
        agg?.maxImproved ?? null,
        agg?.maxUnimproved ?? null,
        searchable ? 1 : 0,
      );
      airportIds.set(siteKey(siteNo, type), info.lastInsertRowid);
      summary.facilities++;
      if (searchable) summary.searchable++;
    }

    // Runways.
    const runwayIds = new Map<string, number | bigint>();
    for (const row of rwy.rows) {
      tick("runways");
      if (!isUs(r.country(row))) continue;
      const key = siteKey(r.site(row), r.type(row));
      const airportId = airportIds.get(key);
      const id = r.id(row);
      if (airportId === undefined || !id) continue;
      const info = insertRunway.run(
        airportId,
        id,
        int(r.len(row)),
        int(r.width(row)),
        blank(r.surface(row)),
        blank(r.cond(row)),
        blank(r.lgt(row)),
      );
      const rk = `${key}|${id}`;
      if (!runwayIds.has(rk)) runwayIds.set(rk, info.lastInsertRowid);
      summary.runways++;
    }

    // Runway ends.
    if (end) {
      const e = {
        site: end.col("SITE_NO"),
        type: end.col("SITE_TYPE_CODE"),
        country: end.col("COUNTRY_CODE"),
        rwy: end.col("RWY_ID"),
        id: end.col("RWY_END_ID"),
        align: end.col("TRUE_ALIGNMENT"),
        ils: end.col("ILS_TYPE"),
        rht: end.col("RIGHT_HAND_TRAFFIC_PAT_FLAG"),
        elev: end.col("RWY_END_ELEV"),
        tdz: end.col("TDZ_ELEV"),
        vgsi: end.col("VGSI_CODE"),
        als: end.col("APCH_LGT_SYSTEM_CODE"),
        reil: end.col("RWY_END_LGTS_FLAG"),
        dthr: end.col("DISPLACED_THR_LEN"),
      };
      for (const row of end.rows) {
        tick("runway ends");
        if (!isUs(e.country(row))) continue;
        const runwayId = runwayIds.get(`${siteKey(e.site(row), e.type(row))}|${e.rwy(row)}`);
        const endId = e.id(row);
        if (runwayId === undefined || !endId) continue;
        insertEnd.run(
          runwayId,
          endId,
          num(e.align(row)),
          blank(e.ils(row)),
          blank(e.rht(row)),
          num(e.elev(row)),
          num(e.tdz(row)),
          blank(e.vgsi(row)),
          blank(e.als(row)),
          blank(e.reil(row)),
          int(e.dthr(row)),
        );
        summary.runwayEnds++;
      }
    }

    // Remarks.
    if (rmk) {
      const m = {
        site: rmk.col("SITE_NO"),
        type: rmk.col("SITE_TYPE_CODE"),
        country: rmk.col("COUNTRY_CODE"),
        tab: rmk.col("TAB_NAME"),
        ref: rmk.col("REF_COL_NAME"),
        element: rmk.col("ELEMENT"),
        seq: rmk.col("REF_COL_SEQ_NO"),
        text: rmk.col("REMARK"),
      };
      const fileOrder = new Map<number | bigint, number>();
      for (const row of rmk.rows) {
        tick("remarks");
        if (!isUs(m.country(row))) continue;
        const airportId = airportIds.get(siteKey(m.site(row), m.type(row)));
        const text = m.text(row);
        if (airportId === undefined || !text) continue;
        const order = (fileOrder.get(airportId) ?? 0) + 1;
        fileOrder.set(airportId, order);
        insertRemark.run(airportId, remarkElementName(m.tab(row), m.ref(row), m.element(row)), text, int(m.seq(row)) ?? order);
        summary.remarks++;
      }
    }

    insertImport.run(
      effectiveDate,
      label,
      JSON.stringify(sources),
      summary.facilities,
      summary.runways,
      summary.runwayEnds,
      summary.remarks,
    );
    progress(total, total, "done");
    return summary;
  });

  return run();
}

// ---------------------------------------------------------------------------
// Bundled snapshot

/** The offline snapshot built by `npm run data:snapshot` (NASR layout). */
export const BUNDLED_SNAPSHOT = path.resolve("data/snapshot/APT_CSV_snapshot.zip");

function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

/** Imports the bundled snapshot when the airports table is empty; otherwise does nothing. */
export function ensureReferenceData(sqlite: Database.Database, source = BUNDLED_SNAPSHOT): ImportSummary | null {
  const row = sqlite.prepare("SELECT EXISTS (SELECT 1 FROM airports) AS present").get() as { present: number };
  if (row.present) return null;
  const summary = importAptSet(sqlite, readAptSet(source));
  console.log(
    `Reference data imported from ${displayPath(source)}: ${summary.label} (${summary.effectiveDate}), ` +
      `${summary.facilities} facilities (${summary.searchable} searchable), ${summary.runways} runways, ` +
      `${summary.runwayEnds} runway ends, ${summary.remarks} remarks`,
  );
  return summary;
}
