/**
 * The importers of radio, tower, airspace and attendance data (issue 19): the FAA NASR sets
 * FRQ, ATC (ATC_BASE, ATC_ATIS), AWOS, CLS_ARSP and APT_ATT, and OurAirports frequencies
 * where the FAA lists none (docs/decisions/0063-radio-tower-airspace.md).
 *
 * Like the APT importer: columns are read by header name and every column read is required
 * (a renamed column is an error naming the file and the column); rows join airports on the
 * FAA location id (ARPT_ID, FACILITY_ID, SERVICED_FACILITY, ASOS_AWOS_ID), never on SITE_NO;
 * every row read is kept or dropped for a counted reason; each set replaces its own table in
 * one transaction, so a failure leaves the old data.
 */
import type Database from "better-sqlite3";
import { CsvTable } from "~/lib/csv";
import { isoDateLabel, nasrDateIso } from "~/lib/nasr-cycle";
import { faaFrequencyKind, ourAirportsFrequencyKind } from "~/lib/radio";
import { FileCount } from "~/lib/row-counts";
import { insertImportCounts } from "~/models/import-counts.server";
import { NasrSetError } from "./nasr-files.server";

/** A set's files: the text of each CSV by its FAA name, and where they were read from (for messages). */
export interface SetSource {
  source: string;
  /** The FAA cycle (YYYY-MM-DD) the set was downloaded for; default: the newest EFF_DATE in it. */
  cycle?: string;
}

export interface SetImportResult {
  set: string;
  cycle: string;
  effectiveDate: string;
  label: string;
  files: FileCount[];
}

export const NO_AIRPORT = "no airport with this location id";
export const OUTSIDE_US = "outside the US";

const blank = (s: string) => (s === "" ? null : s);

function num(s: string): number | null {
  if (s === "") return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
}

const isUs = (country: string) => country === "" || country.toUpperCase() === "US";

/** Opens a file of a set, with every column the importer reads required. */
function table(text: string, file: string, source: string, columns: string[]): CsvTable {
  const t = new CsvTable(text, file);
  const missing = columns.filter((c) => !t.has(c));
  if (missing.length) throw new NasrSetError(`${source}: ${file} has no column ${missing.join(", ")}`);
  return t;
}

/** The newest EFF_DATE of a set's files, as YYYY-MM-DD. */
function newestEffDate(tables: CsvTable[], source: string): string {
  let newest: string | null = null;
  for (const t of tables) {
    const eff = t.col("EFF_DATE");
    for (const row of t.rows) {
      const d = nasrDateIso(eff(row));
      if (d && (newest === null || d > newest)) newest = d;
    }
  }
  if (!newest) throw new NasrSetError(`${source}: no EFF_DATE in ${tables.map((t) => t.name).join(", ")}`);
  return newest;
}

function airportLocIds(sqlite: Database.Database): Set<string> {
  return new Set(sqlite.prepare("SELECT loc_id FROM airports").pluck().all() as string[]);
}

function currentImportId(sqlite: Database.Database): number {
  return (sqlite.prepare("SELECT coalesce(max(id), 0) FROM data_imports").pluck().get() as number) ?? 0;
}

/** Records which data a set now holds (reference_sets) and its row counts (import_counts). */
export function recordSet(
  sqlite: Database.Database,
  result: SetImportResult,
  importId = currentImportId(sqlite),
): void {
  sqlite
    .prepare(
      `INSERT INTO reference_sets (name, cycle, effective_date, label, import_id) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET cycle = excluded.cycle, effective_date = excluded.effective_date,
         label = excluded.label, import_id = excluded.import_id,
         imported_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    )
    .run(result.set, result.cycle, result.effectiveDate, result.label, importId);
  for (const c of result.files) c.assertAccounted();
  insertImportCounts(
    sqlite,
    "faa",
    importId,
    result.files.map(({ file, read, kept, dropped }) => ({ source: "faa", file, read, kept, dropped })),
  );
}

const faaLabel = (effectiveDate: string) => `FAA NASR ${isoDateLabel(effectiveDate)}`;

// ---------------------------------------------------------------------------
// FRQ (FAA first) and OurAirports frequencies

export interface FrequencySources {
  /** The FAA's FRQ.csv, when a full NASR FRQ set is loaded. */
  faa?: SetSource & { text: string };
  /**
   * OurAirports airport-frequencies.csv (US rows), for airports the FAA FRQ does not list, and
   * OurAirports' airports (`airports`), whose `local_code` is the FAA location id of `airport_ref`.
   */
  ourAirports: { text: string; airports: string; source: string; date: string };
}

const FRQ_COLUMNS = [
  "EFF_DATE",
  "FACILITY_TYPE",
  "SERVICED_FACILITY",
  "SERVICED_COUNTRY",
  "TOWER_HRS",
  "TOWER_OR_COMM_CALL",
  "PRIMARY_APPROACH_RADIO_CALL",
  "FREQ",
  "SECTORIZATION",
  "FREQ_USE",
  "REMARK",
];
const OA_FREQUENCY_COLUMNS = ["airport_ref", "airport_ident", "type", "description", "frequency_mhz"];

/**
 * Replaces the frequencies: every FAA FRQ row serving a known airport, then OurAirports rows
 * of the airports the FAA lists none for. One transaction; records FRQ (when given) and
 * OURAIRPORTS_FRQ in reference_sets.
 */
export function importFrequencies(sqlite: Database.Database, input: FrequencySources): SetImportResult[] {
  const known = airportLocIds(sqlite);
  const results: SetImportResult[] = [];
  type Row = [string, string, string, string | null, string, string | null, string | null, string | null, string];
  const rows: Row[] = [];
  const faaAirports = new Set<string>();

  if (input.faa) {
    const { text, source } = input.faa;
    const frq = table(text, "FRQ.csv", source, FRQ_COLUMNS);
    const effectiveDate = newestEffDate([frq], source);
    const count = new FileCount("FRQ.csv");
    const f = Object.fromEntries(FRQ_COLUMNS.map((c) => [c, frq.col(c)])) as Record<string, (r: string[]) => string>;
    for (const row of frq.rows) {
      count.read++;
      const loc = f.SERVICED_FACILITY(row);
      const type = f.FACILITY_TYPE(row);
      const freq = f.FREQ(row);
      if (!isUs(f.SERVICED_COUNTRY(row))) count.drop(OUTSIDE_US);
      else if (type.toUpperCase() === "NAVAID") count.drop("navaid, not a radio frequency");
      else if (!freq) count.drop("no frequency");
      else if (!known.has(loc)) count.drop(NO_AIRPORT);
      else {
        const use = f.FREQ_USE(row);
        const kind = faaFrequencyKind(use, type);
        const name = kind === "approach" ? f.PRIMARY_APPROACH_RADIO_CALL(row) : f.TOWER_OR_COMM_CALL(row);
        rows.push([
          loc,
          kind,
          use || type,
          blank(name),
          freq,
          blank(f.TOWER_HRS(row)),
          blank(f.SECTORIZATION(row)),
          blank(f.REMARK(row)),
          "FAA",
        ]);
        faaAirports.add(loc);
        count.keep();
      }
    }
    results.push({
      set: "FRQ",
      cycle: input.faa.cycle ?? effectiveDate,
      effectiveDate,
      label: faaLabel(effectiveDate),
      files: [count],
    });
  }

  const { text, source, date } = input.ourAirports;
  const oa = table(text, "ourairports_frequencies.csv", source, OA_FREQUENCY_COLUMNS);
  const o = Object.fromEntries(OA_FREQUENCY_COLUMNS.map((c) => [c, oa.col(c)])) as Record<
    string,
    (r: string[]) => string
  >;
  // An OurAirports airport's FAA location id is its local_code; its ident is the ICAO code where
  // there is one, else often a GPS code ('K00C') or an old id, so it is only the fallback.
  const oaAirports = table(input.ourAirports.airports, "ourairports_airports.csv", source, ["id", "local_code"]);
  const oaId = oaAirports.col("id");
  const oaLocal = oaAirports.col("local_code");
  const localByRef = new Map<string, string>();
  for (const row of oaAirports.rows) if (oaLocal(row)) localByRef.set(oaId(row), oaLocal(row));
  const byIcao = new Map<string, string>();
  for (const r of sqlite
    .prepare("SELECT loc_id, icao_id FROM airports WHERE icao_id IS NOT NULL ORDER BY id")
    .all() as {
    loc_id: string;
    icao_id: string;
  }[])
    if (!byIcao.has(r.icao_id)) byIcao.set(r.icao_id, r.loc_id);
  const oaCount = new FileCount("ourairports_frequencies.csv");
  for (const row of oa.rows) {
    oaCount.read++;
    const ident = o.airport_ident(row);
    const freq = o.frequency_mhz(row);
    const local = localByRef.get(o.airport_ref(row));
    const loc =
      local !== undefined && known.has(local) ? local : (byIcao.get(ident) ?? (known.has(ident) ? ident : undefined));
    if (!freq || num(freq) === null) oaCount.drop("no frequency");
    else if (loc === undefined) oaCount.drop("no airport with this location id or ident");
    else if (faaAirports.has(loc)) oaCount.drop("FAA FRQ lists this airport");
    else {
      const type = o.type(row);
      const description = o.description(row);
      rows.push([
        loc,
        ourAirportsFrequencyKind(type, description),
        type,
        blank(description),
        freq,
        null,
        null,
        null,
        "OurAirports",
      ]);
      oaCount.keep();
    }
  }
  results.push({ set: "OURAIRPORTS_FRQ", cycle: date, effectiveDate: date, label: "OurAirports", files: [oaCount] });

  const insert = sqlite.prepare(
    `INSERT INTO frequencies (loc_id, kind, use, name, frequency, hours, sectorization, remark, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    sqlite.prepare("DELETE FROM frequencies").run();
    // Without an FAA FRQ set the table holds none of its rows any more.
    if (!input.faa) sqlite.prepare("DELETE FROM reference_sets WHERE name = 'FRQ'").run();
    for (const r of rows) insert.run(...r);
    for (const r of results) recordSet(sqlite, r);
  })();
  return results;
}

// ---------------------------------------------------------------------------
// ATC: ATC_BASE (towers, their hours, approach and departure) and ATC_ATIS

const ATC_BASE_COLUMNS = [
  "EFF_DATE",
  "FACILITY_ID",
  "FACILITY_TYPE",
  "COUNTRY_CODE",
  "TWR_CALL",
  "TWR_HRS",
  "PRIMARY_APCH_RADIO_CALL",
  "APCH_P_PROVIDER",
  "SECONDARY_APCH_RADIO_CALL",
  "PRIMARY_DEP_RADIO_CALL",
  "DEP_P_PROVIDER",
  "SECONDARY_DEP_RADIO_CALL",
  "CTL_PRVDING_HRS",
];
const ATC_ATIS_COLUMNS = [
  "EFF_DATE",
  "FACILITY_ID",
  "COUNTRY_CODE",
  "ATIS_NO",
  "DESCRIPTION",
  "ATIS_HRS",
  "ATIS_PHONE_NO",
];
/** ATC_BASE facilities that are not at a landing facility. */
const NOT_AT_AIRPORT = new Set(["TRACON", "ARTCC", "CERAP"]);

export function importAtcSet(
  sqlite: Database.Database,
  files: { base: string; atis: string },
  meta: SetSource,
): SetImportResult {
  const base = table(files.base, "ATC_BASE.csv", meta.source, ATC_BASE_COLUMNS);
  const atis = table(files.atis, "ATC_ATIS.csv", meta.source, ATC_ATIS_COLUMNS);
  const effectiveDate = newestEffDate([base, atis], meta.source);
  const known = airportLocIds(sqlite);

  const b = Object.fromEntries(ATC_BASE_COLUMNS.map((c) => [c, base.col(c)])) as Record<
    string,
    (r: string[]) => string
  >;
  const baseCount = new FileCount("ATC_BASE.csv");
  const facilities = new Map<string, string[]>();
  for (const row of base.rows) {
    baseCount.read++;
    const loc = b.FACILITY_ID(row);
    if (NOT_AT_AIRPORT.has(b.FACILITY_TYPE(row).toUpperCase()))
      baseCount.drop("not at an airport (TRACON, ARTCC, CERAP)");
    else if (!isUs(b.COUNTRY_CODE(row))) baseCount.drop(OUTSIDE_US);
    else if (!known.has(loc)) baseCount.drop(NO_AIRPORT);
    else if (facilities.has(loc)) baseCount.drop("location id listed twice");
    else {
      facilities.set(loc, row);
      baseCount.keep();
    }
  }

  const a = Object.fromEntries(ATC_ATIS_COLUMNS.map((c) => [c, atis.col(c)])) as Record<
    string,
    (r: string[]) => string
  >;
  const atisCount = new FileCount("ATC_ATIS.csv");
  const services = new Map<string, string[]>();
  for (const row of atis.rows) {
    atisCount.read++;
    const loc = a.FACILITY_ID(row);
    const no = num(a.ATIS_NO(row));
    const key = `${loc}|${no}`;
    if (!isUs(a.COUNTRY_CODE(row))) atisCount.drop(OUTSIDE_US);
    else if (!known.has(loc)) atisCount.drop(NO_AIRPORT);
    else if (no === null) atisCount.drop("no ATIS number");
    else if (services.has(key)) atisCount.drop("ATIS listed twice");
    else {
      services.set(key, row);
      atisCount.keep();
    }
  }

  const result: SetImportResult = {
    set: "ATC",
    cycle: meta.cycle ?? effectiveDate,
    effectiveDate,
    label: faaLabel(effectiveDate),
    files: [baseCount, atisCount],
  };
  const insertFacility = sqlite.prepare(
    `INSERT INTO atc_facilities (loc_id, facility_type, tower_call, tower_hours, approach_call, approach_provider,
       secondary_approach_call, departure_call, departure_provider, secondary_departure_call, control_hours)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAtis = sqlite.prepare(
    "INSERT INTO atis_services (loc_id, atis_no, description, hours, phone) VALUES (?, ?, ?, ?, ?)",
  );
  sqlite.transaction(() => {
    sqlite.prepare("DELETE FROM atc_facilities").run();
    sqlite.prepare("DELETE FROM atis_services").run();
    for (const [loc, row] of facilities)
      insertFacility.run(
        loc,
        b.FACILITY_TYPE(row),
        blank(b.TWR_CALL(row)),
        blank(b.TWR_HRS(row)),
        blank(b.PRIMARY_APCH_RADIO_CALL(row)),
        blank(b.APCH_P_PROVIDER(row)),
        blank(b.SECONDARY_APCH_RADIO_CALL(row)),
        blank(b.PRIMARY_DEP_RADIO_CALL(row)),
        blank(b.DEP_P_PROVIDER(row)),
        blank(b.SECONDARY_DEP_RADIO_CALL(row)),
        blank(b.CTL_PRVDING_HRS(row)),
      );
    for (const row of services.values())
      insertAtis.run(
        a.FACILITY_ID(row),
        num(a.ATIS_NO(row)),
        blank(a.DESCRIPTION(row)),
        blank(a.ATIS_HRS(row)),
        blank(a.ATIS_PHONE_NO(row)),
      );
    recordSet(sqlite, result);
  })();
  return result;
}

// ---------------------------------------------------------------------------
// AWOS

const AWOS_COLUMNS = [
  "EFF_DATE",
  "ASOS_AWOS_ID",
  "ASOS_AWOS_TYPE",
  "COUNTRY_CODE",
  "LAT_DECIMAL",
  "LONG_DECIMAL",
  "ELEV",
  "PHONE_NO",
  "SECOND_PHONE_NO",
  "SITE_NO",
  "REMARK",
];

export function importAwosSet(sqlite: Database.Database, text: string, meta: SetSource): SetImportResult {
  const awos = table(text, "AWOS.csv", meta.source, AWOS_COLUMNS);
  const effectiveDate = newestEffDate([awos], meta.source);
  const known = airportLocIds(sqlite);
  const w = Object.fromEntries(AWOS_COLUMNS.map((c) => [c, awos.col(c)])) as Record<string, (r: string[]) => string>;
  const count = new FileCount("AWOS.csv");
  const stations = new Map<string, string[]>();
  for (const row of awos.rows) {
    count.read++;
    const id = w.ASOS_AWOS_ID(row);
    // A station at a landing facility names it in SITE_NO, and its id is that airport's location id.
    if (!isUs(w.COUNTRY_CODE(row))) count.drop(OUTSIDE_US);
    else if (!w.SITE_NO(row)) count.drop("not at an airport (no SITE_NO)");
    else if (!known.has(id)) count.drop(NO_AIRPORT);
    else if (stations.has(id)) count.drop("station listed twice");
    else {
      stations.set(id, row);
      count.keep();
    }
  }
  const result: SetImportResult = {
    set: "AWOS",
    cycle: meta.cycle ?? effectiveDate,
    effectiveDate,
    label: faaLabel(effectiveDate),
    files: [count],
  };
  const insert = sqlite.prepare(
    `INSERT INTO weather_stations (station_id, loc_id, type, phone, second_phone, latitude, longitude, elevation, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    sqlite.prepare("DELETE FROM weather_stations").run();
    for (const [id, row] of stations)
      insert.run(
        id,
        id,
        w.ASOS_AWOS_TYPE(row),
        blank(w.PHONE_NO(row)),
        blank(w.SECOND_PHONE_NO(row)),
        num(w.LAT_DECIMAL(row)),
        num(w.LONG_DECIMAL(row)),
        num(w.ELEV(row)),
        blank(w.REMARK(row)),
      );
    recordSet(sqlite, result);
  })();
  return result;
}

// ---------------------------------------------------------------------------
// CLS_ARSP

const CLS_ARSP_COLUMNS = [
  "EFF_DATE",
  "ARPT_ID",
  "COUNTRY_CODE",
  "CLASS_B_AIRSPACE",
  "CLASS_C_AIRSPACE",
  "CLASS_D_AIRSPACE",
  "CLASS_E_AIRSPACE",
  "AIRSPACE_HRS",
  "REMARK",
];

export function importClsArspSet(sqlite: Database.Database, text: string, meta: SetSource): SetImportResult {
  const cls = table(text, "CLS_ARSP.csv", meta.source, CLS_ARSP_COLUMNS);
  const effectiveDate = newestEffDate([cls], meta.source);
  const known = airportLocIds(sqlite);
  const c = Object.fromEntries(CLS_ARSP_COLUMNS.map((k) => [k, cls.col(k)])) as Record<string, (r: string[]) => string>;
  const flag = (v: string) => (v.toUpperCase() === "Y" ? 1 : 0);
  const count = new FileCount("CLS_ARSP.csv");
  const airspaces = new Map<string, string[]>();
  for (const row of cls.rows) {
    count.read++;
    const loc = c.ARPT_ID(row);
    const anyClass = ["B", "C", "D", "E"].some((k) => flag(c[`CLASS_${k}_AIRSPACE`](row)));
    if (!isUs(c.COUNTRY_CODE(row))) count.drop(OUTSIDE_US);
    else if (!known.has(loc)) count.drop(NO_AIRPORT);
    else if (!anyClass) count.drop("no class flagged");
    else if (airspaces.has(loc)) count.drop("location id listed twice");
    else {
      airspaces.set(loc, row);
      count.keep();
    }
  }
  const result: SetImportResult = {
    set: "CLS_ARSP",
    cycle: meta.cycle ?? effectiveDate,
    effectiveDate,
    label: faaLabel(effectiveDate),
    files: [count],
  };
  const insert = sqlite.prepare(
    `INSERT INTO airspace_classes (loc_id, class_b, class_c, class_d, class_e, hours, remark) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    sqlite.prepare("DELETE FROM airspace_classes").run();
    for (const [loc, row] of airspaces)
      insert.run(
        loc,
        flag(c.CLASS_B_AIRSPACE(row)),
        flag(c.CLASS_C_AIRSPACE(row)),
        flag(c.CLASS_D_AIRSPACE(row)),
        flag(c.CLASS_E_AIRSPACE(row)),
        blank(c.AIRSPACE_HRS(row)),
        blank(c.REMARK(row)),
      );
    recordSet(sqlite, result);
  })();
  return result;
}

// ---------------------------------------------------------------------------
// APT_ATT (in the FAA's APT zip; bundled on its own)

const APT_ATT_COLUMNS = ["EFF_DATE", "ARPT_ID", "COUNTRY_CODE", "SKED_SEQ_NO", "MONTH", "DAY", "HOUR"];

/**
 * Replaces the attendance schedules, without a transaction of its own: the APT importer calls
 * it inside the APT set's transaction; `importAttendance` wraps it for the bundled table.
 */
export function replaceAttendance(
  sqlite: Database.Database,
  text: string,
  meta: SetSource,
  importId?: number,
): SetImportResult {
  const att = table(text, "APT_ATT.csv", meta.source, APT_ATT_COLUMNS);
  const effectiveDate = newestEffDate([att], meta.source);
  const known = airportLocIds(sqlite);
  const t = Object.fromEntries(APT_ATT_COLUMNS.map((k) => [k, att.col(k)])) as Record<string, (r: string[]) => string>;
  const count = new FileCount("APT_ATT.csv");
  const insert = sqlite.prepare(
    "INSERT INTO attendance_schedules (loc_id, sequence, month, day, hour) VALUES (?, ?, ?, ?, ?)",
  );
  sqlite.prepare("DELETE FROM attendance_schedules").run();
  const seen = new Set<string>();
  for (const row of att.rows) {
    count.read++;
    const loc = t.ARPT_ID(row);
    const seq = num(t.SKED_SEQ_NO(row));
    const key = `${loc}|${seq}`;
    if (!isUs(t.COUNTRY_CODE(row))) count.drop(OUTSIDE_US);
    else if (!known.has(loc)) count.drop(NO_AIRPORT);
    else if (seq === null) count.drop("no schedule number");
    else if (!t.MONTH(row) && !t.DAY(row) && !t.HOUR(row)) count.drop("empty schedule");
    else if (seen.has(key)) count.drop("schedule listed twice");
    else {
      seen.add(key);
      insert.run(loc, seq, blank(t.MONTH(row)), blank(t.DAY(row)), blank(t.HOUR(row)));
      count.keep();
    }
  }
  const result: SetImportResult = {
    set: "APT_ATT",
    cycle: meta.cycle ?? effectiveDate,
    effectiveDate,
    label: faaLabel(effectiveDate),
    files: [count],
  };
  recordSet(sqlite, result, importId);
  return result;
}

export function importAttendance(sqlite: Database.Database, text: string, meta: SetSource): SetImportResult {
  return sqlite.transaction(() => replaceAttendance(sqlite, text, meta))();
}
