/**
 * The bundled radio, tower, airspace and attendance tables (data/SOURCES.md): the FAA NASR
 * 2025-03-20 ATC_BASE, ATC_ATIS, AWOS, CLS_ARSP and APT_ATT tables and OurAirports' US
 * frequencies, loaded on first start and whenever a set has never been loaded, so the app
 * has them offline; a live FAA cycle (faa-refresh.server.ts) replaces each set.
 */
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { gunzipSync, strFromU8 } from "fflate";
import { formatFileCount } from "~/lib/row-counts";
import { readSetFiles } from "./nasr-files.server";
import {
  importAtcSet,
  importAttendance,
  importAwosSet,
  importClsArspSet,
  importFrequencies,
  type SetImportResult,
} from "./radio-import.server";

/** The FAA NASR tables of cycle 2025-03-20, gzipped, byte-for-byte the FAA's CSV files. */
export const BUNDLED_NASR_TABLES = path.resolve("data/sources/nasr_2025-03-20");

/** OurAirports' airport-frequencies.csv, US rows, last changed 2026-08-21. */
export const BUNDLED_OURAIRPORTS_FREQUENCIES = {
  file: path.resolve("data/sources/ourairports_frequencies_us_2026-08-21.csv.gz"),
  date: "2026-08-21",
};

/** OurAirports' US airports (data/sources/), whose local_code gives each frequency's FAA location id. */
export const BUNDLED_OURAIRPORTS_AIRPORTS = path.resolve("data/sources/ourairports_us_airports_2026-02.csv.gz");

const gunzipText = (file: string) => strFromU8(gunzipSync(fs.readFileSync(file)));

/** The OurAirports frequencies every FRQ import falls back on ("OurAirports only where the FAA has none"). */
export function bundledOurAirportsFrequencies(): { text: string; airports: string; source: string; date: string } {
  const { file, date } = BUNDLED_OURAIRPORTS_FREQUENCIES;
  return {
    text: gunzipText(file),
    airports: gunzipText(BUNDLED_OURAIRPORTS_AIRPORTS),
    source: displayPath(file),
    date,
  };
}

function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

const loadedSets = (sqlite: Database.Database) =>
  new Set(sqlite.prepare("SELECT name FROM reference_sets").pluck().all() as string[]);

/**
 * Imports every bundled set that has never been loaded (no reference_sets row): ATC, AWOS,
 * CLS_ARSP, APT_ATT and the frequencies. Sets a live FAA cycle already loaded are left alone.
 */
export function ensureRadioData(
  sqlite: Database.Database,
  log: (line: string) => void = console.log,
): SetImportResult[] {
  const loaded = loadedSets(sqlite);
  const wanted = ["ATC", "AWOS", "CLS_ARSP", "APT_ATT", "OURAIRPORTS_FRQ"].filter((name) => !loaded.has(name));
  if (wanted.length === 0) return [];
  const source = displayPath(BUNDLED_NASR_TABLES);
  const files = readSetFiles(BUNDLED_NASR_TABLES, [
    "atc_base.csv",
    "atc_atis.csv",
    "awos.csv",
    "cls_arsp.csv",
    "apt_att.csv",
  ]);
  const file = (name: string) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`${source}: ${name.toUpperCase().replace(".CSV", ".csv")} not found`);
    return text;
  };
  const results: SetImportResult[] = [];
  for (const name of wanted) {
    if (name === "ATC")
      results.push(importAtcSet(sqlite, { base: file("atc_base.csv"), atis: file("atc_atis.csv") }, { source }));
    else if (name === "AWOS") results.push(importAwosSet(sqlite, file("awos.csv"), { source }));
    else if (name === "CLS_ARSP") results.push(importClsArspSet(sqlite, file("cls_arsp.csv"), { source }));
    else if (name === "APT_ATT") results.push(importAttendance(sqlite, file("apt_att.csv"), { source }));
    // The FAA FRQ set is not bundled: OurAirports alone until a live cycle brings it.
    else if (!loaded.has("FRQ"))
      results.push(...importFrequencies(sqlite, { ourAirports: bundledOurAirportsFrequencies() }));
  }
  for (const r of results)
    for (const c of r.files) log(`Reference data ${r.set} (${r.label}, ${r.effectiveDate}): ${formatFileCount(c)}`);
  return results;
}
