/**
 * The zips a fake FAA serves for one 28-day cycle, built from real FAA rows only
 * (tests/fixtures/nasr-changes/README.md):
 * - the sets not bundled whole (APT_BASE, APT_RWY, APT_RWY_END, APT_RMK, FRQ): the rows of the
 *   FAA's own change report 2025-02-20 → 2025-03-20 as they are in the 2025-03-20 cycle
 *   (EFF_DATE 2025/03/20: modified rows' new version and added rows), every column as
 *   published, the report's own File/Action/Mods columns left out;
 * - the tables bundled whole (APT_ATT, ATC_BASE, ATC_ATIS, AWOS, CLS_ARSP): the bundled files.
 */
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { parseCsv } from "~/lib/csv";
import { nasrZipName } from "~/lib/nasr-cycle";

const CHANGE_REPORT = path.resolve("tests/fixtures/nasr-changes/changes_2025-02-20_to_2025-03-20_CSV.zip");
const BUNDLED = path.resolve("data/sources/nasr_2025-03-20");
const CHANGE_COLUMNS = new Set(["File", "Action", "Mods"]);

let report: Record<string, Uint8Array> | undefined;

const field = (v: string) => `"${v.replaceAll('"', '""')}"`;

/** `<NAME>.csv` of the 2025-03-20 cycle from the change report's `<NAME>_CHG_RPT.csv`. */
export function changeReportTable(name: string): string {
  report ??= unzipSync(fs.readFileSync(CHANGE_REPORT));
  const entry = report[`${name}_CHG_RPT.csv`];
  if (!entry) throw new Error(`${name}_CHG_RPT.csv is not in ${CHANGE_REPORT}`);
  const [header, ...rows] = [...parseCsv(strFromU8(entry))];
  const keep = header.map((h, i) => (CHANGE_COLUMNS.has(h) ? -1 : i)).filter((i) => i >= 0);
  const eff = header.indexOf("EFF_DATE");
  const lines = [keep.map((i) => field(header[i])).join(",")];
  for (const row of rows) if (row[eff] === "2025/03/20") lines.push(keep.map((i) => field(row[i] ?? "")).join(","));
  return lines.join("\r\n") + "\r\n";
}

/** A bundled 2025-03-20 table, as the FAA published it. */
export function bundledTable(name: string): string {
  return strFromU8(gunzipSync(fs.readFileSync(path.join(BUNDLED, `${name}.csv.gz`))));
}

export const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 6 });

/** The five set zips of a cycle, by set. */
export function cycleSetZips(): Record<"APT" | "FRQ" | "ATC" | "AWOS" | "CLS_ARSP", Uint8Array> {
  return {
    APT: zipOf({
      "APT_BASE.csv": changeReportTable("APT_BASE"),
      "APT_RWY.csv": changeReportTable("APT_RWY"),
      "APT_RWY_END.csv": changeReportTable("APT_RWY_END"),
      "APT_RMK.csv": changeReportTable("APT_RMK"),
      "APT_ATT.csv": bundledTable("APT_ATT"),
    }),
    FRQ: zipOf({ "FRQ.csv": changeReportTable("FRQ") }),
    ATC: zipOf({ "ATC_BASE.csv": bundledTable("ATC_BASE"), "ATC_ATIS.csv": bundledTable("ATC_ATIS") }),
    AWOS: zipOf({ "AWOS.csv": bundledTable("AWOS") }),
    CLS_ARSP: zipOf({ "CLS_ARSP.csv": bundledTable("CLS_ARSP") }),
  };
}

/** The fake FAA's files for `cycle`: its FAA file names ('19_Nov_2026_FRQ_CSV.zip') → the zips. */
export function servedAs(cycle: Date, zips: Partial<Record<string, Uint8Array>>): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const [set, zip] of Object.entries(zips)) if (zip) files[nasrZipName(cycle, set)] = zip;
  return files;
}

/** Rows of a CSV text (header excluded). */
export const rowCount = (csv: string) => [...parseCsv(csv)].length - 1;
