/**
 * The one importer of FAA NASR APT CSV sets (APT_BASE, APT_RWY, APT_RWY_END,
 * APT_RMK), from the FAA's 28-day zip, a folder, or the bundled offline
 * snapshot (which build-snapshot.ts writes in the same layout).
 *
 * Columns are always read by header name; unknown columns are ignored and
 * every column read is required. Blank values become NULL: nothing
 * is ever invented. What a start imports: app/services/reference-data.server.ts.
 */
import path from "node:path";
import type Database from "better-sqlite3";
import { CsvTable } from "~/lib/csv";
import { surfaceClass } from "~/lib/labels";
import { FileCount } from "~/lib/row-counts";
import { AptSetError, type AptSet } from "./apt-set.server";
import { checkRunwayEndHeadings, noHeadingsChecked, type HeadingCheckCounts } from "./runway-heading-check.server";
import { recordSet, replaceAttendance, type SetImportResult } from "./radio-import.server";

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
  /** What the runway-heading check kept, replaced and could not trust (docs/decisions/0058). */
  headings: HeadingCheckCounts;
  effectiveDate: string;
  label: string;
  /** Rows read, kept and dropped by reason, per file (stored in import_counts). */
  files: FileCount[];
  /** The attendance schedules, when the set has APT_ATT.csv. */
  attendance: SetImportResult | null;
}

export interface ImportOptions {
  onProgress?(done: number, total: number, phase: string): void;
  /** The FAA cycle (YYYY-MM-DD) the set was downloaded for; default: its effective date. */
  cycle?: string;
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

/** A runway length or width: the FAA writes 0 for one it does not give (SNA 20X, MY21's water lanes). */
function size(s: string): number | null {
  const v = int(s);
  return v === null || v <= 0 ? null : v;
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
const isWater = (surface: string | null) =>
  !!surface &&
  surface
    .toUpperCase()
    .split(/[-/]/)
    .some((p) => p.trim() === "WATER");

const TITLE_WORDS: Record<string, string> = { RWY: "RWY", ID: "ID", ARPT: "Airport", FAR: "FAR", ATCT: "ATCT" };

/**
 * The APT_BASE columns the FAA hangs remarks on, in a pilot's words (the Chart Supplement's): the
 * humanized column name reads 'Lgt Sked' for the pilot-controlled lighting, 'Asp Anlys Dtrm Code' for
 * the airspace study (the 2025-02/03 change report's APT_RMK rows; docs/decisions/0104-data-audit.md).
 */
const REMARK_COLUMNS: Record<string, string> = {
  LGT_SKED: "Lighting",
  BCN_LGT_SKED: "Beacon",
  BCN_LENS_COLOR: "Beacon",
  ASP_ANLYS_DTRM_CODE: "Airspace determination",
  LNDG_FEE_FLAG: "Landing fee",
  LNDG_RIGHTS_FLAG: "Customs",
  CUST_FLAG: "Customs",
  FACILITY_USE_CODE: "Use",
  FAR_139_TYPE_CODE: "FAR 139 and ARFF",
  ULTRALGT_ACFT_CNT: "Ultralights",
  ARPT_PSN_SOURCE: "Position survey",
  ARPT_ID: "Airport",
  AIRFRAME_REPAIR_SER_CODE: "Airframe repair",
  PWR_PLANT_REPAIR_SER: "Powerplant repair",
  WIND_INDCR_FLAG: "Wind indicator",
  SEG_CIRCLE_MKR_FLAG: "Segmented circle",
  TPA: "Traffic pattern altitude",
  TWR_TYPE_CODE: "Tower",
};

/** 'GENERAL_REMARK' → 'General'; 'LGT_SKED' → 'Lighting'; 'FUEL_TYPES' → 'Fuel Types'. */
function humanize(column: string): string {
  if (/^GENERAL_REMARKS?$/i.test(column)) return "General";
  const named = REMARK_COLUMNS[column.toUpperCase()];
  if (named) return named;
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
 * How the import writes the reference tables; raised when a change to it changes what it
 * writes, so that a database imported before is imported again on its next start when its data
 * is the bundled snapshot's (app/services/reference-data.server.ts,
 * docs/decisions/0102-apt-import-rules.md). 2: each runway end records where its true heading came
 * from (drizzle/0020, decision 0058), a runway length or width the FAA gives as 0 is NULL. 3: a numbered
 * end a runway id names but the set has no row for is added, its heading from number + variation, and remarks
 * on an APT_BASE column are headed in a pilot's words ('Lighting', not 'Lgt Sked') (0104). 4: a runway
 * whose two ends' headings are not reciprocal within 15° has both ends headed again by bearing or
 * number + variation (0106).
 */
export const APT_IMPORT_RULES = 4;

/**
 * A set's effective date (its SNAPSHOT.json's, else the newest EFF_DATE in the files) and the
 * label the app shows for it. `tables`: the set's files already parsed, when the caller has them.
 */
export function aptSetEdition(
  set: AptSet,
  tables?: (CsvTable | undefined)[],
): { effectiveDate: string; label: string } {
  let effectiveDate = set.manifest?.effectiveDate ? isoDate(set.manifest.effectiveDate) : null;
  if (!effectiveDate) {
    const files = tables ?? [
      new CsvTable(set.base, "APT_BASE.csv"),
      new CsvTable(set.rwy, "APT_RWY.csv"),
      set.end !== undefined ? new CsvTable(set.end, "APT_RWY_END.csv") : undefined,
      set.rmk !== undefined ? new CsvTable(set.rmk, "APT_RMK.csv") : undefined,
    ];
    for (const t of files) {
      if (!t) continue;
      const eff = t.col("EFF_DATE");
      for (const row of t.rows) {
        const d = isoDate(eff(row));
        if (d && (effectiveDate === null || d > effectiveDate)) effectiveDate = d;
      }
    }
  }
  if (!effectiveDate)
    throw new AptSetError(`${set.source}: no EFF_DATE in the files and no SNAPSHOT.json effectiveDate`);
  return { effectiveDate, label: set.manifest?.label || `FAA NASR ${dateLabel(effectiveDate)}` };
}

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

  // Every column read is required: a renamed column is an error naming the file and the column, not a blank field.
  const common = ["EFF_DATE", "COUNTRY_CODE"];
  base.require(
    ...["SITE_NO", "SITE_TYPE_CODE", "ARPT_ID", "LAT_DECIMAL", "LONG_DECIMAL", ...common],
    ...["ICAO_ID", "ARPT_NAME", "CITY", "STATE_CODE", "ELEV", "FACILITY_USE_CODE", "OWNERSHIP_TYPE_CODE"],
    ...["ARPT_STATUS", "FUEL_TYPES"],
  );
  rwy.require("SITE_NO", "SITE_TYPE_CODE", "RWY_ID", ...common, "RWY_LEN", "RWY_WIDTH", "SURFACE_TYPE_CODE", "COND");
  rwy.require("RWY_LGT_CODE");
  end?.require(
    ...["SITE_NO", "SITE_TYPE_CODE", "RWY_ID", "RWY_END_ID", ...common, "TRUE_ALIGNMENT", "ILS_TYPE"],
    ...["RIGHT_HAND_TRAFFIC_PAT_FLAG", "RWY_END_ELEV", "TDZ_ELEV", "VGSI_CODE", "APCH_LGT_SYSTEM_CODE"],
    ...["RWY_END_LGTS_FLAG", "DISPLACED_THR_LEN"],
  );
  rmk?.require(
    "SITE_NO",
    "SITE_TYPE_CODE",
    "REMARK",
    ...common,
    "TAB_NAME",
    "REF_COL_NAME",
    "ELEMENT",
    "REF_COL_SEQ_NO",
  );

  const { effectiveDate, label } = aptSetEdition(set, [base, rwy, end, rmk]);
  const sources = set.manifest?.sources?.length
    ? set.manifest.sources
    : [{ name: "FAA NASR APT CSV", date: effectiveDate }];

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
    const len = size(r.len(row));
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
  const counts = {
    base: new FileCount("APT_BASE.csv"),
    rwy: new FileCount("APT_RWY.csv"),
    end: end ? new FileCount("APT_RWY_END.csv") : undefined,
    rmk: rmk ? new FileCount("APT_RMK.csv") : undefined,
  };
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
  const insertRemark = sqlite.prepare(
    `INSERT INTO remarks (airport_id, element_name, remark, sequence) VALUES (?, ?, ?, ?)`,
  );
  const insertImport = sqlite.prepare(
    `INSERT INTO data_imports (effective_date, label, sources, facilities, runways, runway_ends, remarks, rules)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
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
      headings: noHeadingsChecked(),
      effectiveDate,
      label,
      files: [counts.base, counts.rwy, counts.end, counts.rmk].filter((c): c is FileCount => c !== undefined),
      attendance: null,
    };

    // Airports.
    const airportIds = new Map<string, number | bigint>();
    const seenLocIds = new Set<string>();
    for (const row of base.rows) {
      tick("airports");
      counts.base.read++;
      if (!isUs(b.country(row))) {
        counts.base.drop("outside the US");
        continue;
      }
      const siteNo = b.site(row);
      const type = b.type(row).toUpperCase();
      const locId = b.locId(row);
      if (!siteNo || !type || !locId) {
        counts.base.drop("no site number, site type or location id");
        continue;
      }
      const lat = num(b.lat(row));
      const lon = num(b.lon(row));
      if (lat === null || lon === null) {
        summary.skippedNoCoordinates++;
        counts.base.drop("no coordinates");
        continue;
      }
      const name = b.name(row);
      if (!name) {
        summary.skippedNoName++;
        counts.base.drop("no name");
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
      counts.base.keep();
      if (searchable) summary.searchable++;
    }

    // Runways.
    const runwayIds = new Map<string, number | bigint>();
    for (const row of rwy.rows) {
      tick("runways");
      counts.rwy.read++;
      if (!isUs(r.country(row))) {
        counts.rwy.drop("outside the US");
        continue;
      }
      const key = siteKey(r.site(row), r.type(row));
      const airportId = airportIds.get(key);
      const id = r.id(row);
      if (airportId === undefined || !id) {
        counts.rwy.drop(airportId === undefined ? "facility not imported" : "no runway id");
        continue;
      }
      const info = insertRunway.run(
        airportId,
        id,
        size(r.len(row)),
        size(r.width(row)),
        blank(r.surface(row)),
        blank(r.cond(row)),
        blank(r.lgt(row)),
      );
      const rk = `${key}|${id}`;
      if (!runwayIds.has(rk)) runwayIds.set(rk, info.lastInsertRowid);
      summary.runways++;
      counts.rwy.keep();
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
        counts.end!.read++;
        if (!isUs(e.country(row))) {
          counts.end!.drop("outside the US");
          continue;
        }
        const runwayId = runwayIds.get(`${siteKey(e.site(row), e.type(row))}|${e.rwy(row)}`);
        const endId = e.id(row);
        if (runwayId === undefined || !endId) {
          counts.end!.drop(runwayId === undefined ? "runway not imported" : "no runway end id");
          continue;
        }
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
        counts.end!.keep();
      }
    }
    summary.headings = checkRunwayEndHeadings(sqlite, end, effectiveDate);

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
        counts.rmk!.read++;
        if (!isUs(m.country(row))) {
          counts.rmk!.drop("outside the US");
          continue;
        }
        const airportId = airportIds.get(siteKey(m.site(row), m.type(row)));
        const text = m.text(row);
        if (airportId === undefined || !text) {
          counts.rmk!.drop(airportId === undefined ? "facility not imported" : "no remark text");
          continue;
        }
        const order = (fileOrder.get(airportId) ?? 0) + 1;
        fileOrder.set(airportId, order);
        insertRemark.run(
          airportId,
          remarkElementName(m.tab(row), m.ref(row), m.element(row)),
          text,
          int(m.seq(row)) ?? order,
        );
        summary.remarks++;
        counts.rmk!.keep();
      }
    }

    const importId = Number(
      insertImport.run(
        effectiveDate,
        label,
        JSON.stringify(sources),
        summary.facilities,
        summary.runways,
        summary.runwayEnds,
        summary.remarks,
        APT_IMPORT_RULES,
      ).lastInsertRowid,
    );
    // Attendance comes in the FAA's APT zip; the offline snapshot has none and leaves the bundled table.
    const setSource = { source: set.source, cycle: opts.cycle ?? effectiveDate };
    recordSet(sqlite, { set: "APT", cycle: setSource.cycle, effectiveDate, label, files: summary.files }, importId);
    if (set.att !== undefined) summary.attendance = replaceAttendance(sqlite, set.att, setSource, importId);
    progress(total, total, "done");
    return summary;
  });

  return run();
}

// ---------------------------------------------------------------------------
// Bundled snapshot

/** The offline snapshot built by `npm run data:snapshot` (NASR layout). */
export const BUNDLED_SNAPSHOT = path.resolve("data/snapshot/APT_CSV_snapshot.zip");
