/**
 * What a start makes sure of before the first request (app/entry.server.tsx): the FAA APT data
 * is there — the bundled offline snapshot on a first start — and was imported under the running
 * import's rules (APT_IMPORT_RULES), and every bundled radio set is loaded
 * (docs/decisions/0102-apt-import-rules.md).
 */
import path from "node:path";
import type Database from "better-sqlite3";
import { config } from "~/config.server";
import { cycleIso, currentCycle } from "~/lib/nasr-cycle";
import { formatFileCount } from "~/lib/row-counts";
import { lastImportRules, rulesChangedText } from "~/models/import-rules.server";
import { loadedCycles } from "~/models/loaded-cycles.server";
import { readAptSet, type AptSet } from "./apt-set.server";
import { ensureRadioData } from "./bundled-radio.server";
import {
  APT_IMPORT_RULES,
  aptSetEdition,
  BUNDLED_SNAPSHOT,
  importAptSet,
  type ImportSummary,
} from "./faa-import.server";
import { headingCheckText } from "./runway-heading-check.server";

function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

/**
 * Imports the bundled snapshot when the airports table is empty, or again when the loaded APT
 * data was imported under older rules and is the snapshot's own cycle or older (returns the
 * import's summary); then the bundled radio, tower, airspace and attendance tables of every set
 * never loaded yet.
 */
export function ensureReferenceData(sqlite: Database.Database, source = BUNDLED_SNAPSHOT): ImportSummary | null {
  const present = sqlite.prepare("SELECT EXISTS (SELECT 1 FROM airports)").pluck().get() as number;
  let summary: ImportSummary | null = null;
  if (!present) summary = importLogged(sqlite, readAptSet(source), "", performance.now());
  else {
    const rules = lastImportRules(sqlite, "data_imports") ?? 0;
    if (rules < APT_IMPORT_RULES) summary = importAgain(sqlite, source, rules);
  }
  ensureRadioData(sqlite);
  return summary;
}

/**
 * The loaded data, imported under older rules, is replaced by the bundled snapshot when that is
 * no downgrade: the loaded set is the snapshot itself (its cycle and label) or of an older cycle.
 * A newer cycle (the FAA's, downloaded) or another set of the snapshot's cycle is kept, and the
 * log says when it gets the new rules: the refresh keeps no zip to import again from, but counts
 * an APT set imported under older rules as due (setsDue) and downloads its cycle again.
 */
function importAgain(sqlite: Database.Database, source: string, rules: number): ImportSummary | null {
  const started = performance.now();
  const set = readAptSet(source);
  const bundled = aptSetEdition(set);
  const loaded = {
    cycle: loadedCycles(sqlite).get("APT") ?? "",
    label: (sqlite.prepare("SELECT label FROM data_imports ORDER BY id DESC LIMIT 1").pluck().get() as string) ?? "",
  };
  const change = rulesChangedText(rules, APT_IMPORT_RULES);
  const isSnapshot = loaded.cycle === bundled.effectiveDate && loaded.label === bundled.label;
  if (isSnapshot || loaded.cycle < bundled.effectiveDate)
    return importLogged(sqlite, set, ` again (${change})`, started);
  console.log(
    `Reference data ${loaded.label} (cycle ${loaded.cycle}) was imported under older rules (${change}) and is kept: ` +
      `the bundled ${displayPath(source)} (${bundled.effectiveDate}) would replace it with ` +
      `${loaded.cycle > bundled.effectiveDate ? "an older cycle" : "another set of its cycle"}. ` +
      `It gets the new rules at its next FAA import: ${nextImportText(loaded.cycle)}.`,
  );
  return null;
}

/**
 * Where the next FAA import comes from: the server's check (at its start, then daily) unless it is
 * off. A set dated ahead of the cycle in force (an FAA zip imported before its date) is due to the
 * check (setsDue) only once its own cycle is in force.
 */
const nextImportText = (loadedCycle: string) => {
  const inForce = cycleIso(currentCycle(new Date()));
  if (loadedCycle > inForce)
    return (
      `its cycle starts after the one in force (${inForce}), so ` +
      (config.faaAutoUpdate
        ? `the server's FAA check downloads it again from ${loadedCycle}`
        : `automatic FAA updates are off (FAA_AUTO_UPDATE=off) and npm run data:update does it from ${loadedCycle}`) +
      "; npm run data:import <the FAA's APT zip> does it now"
    );
  return config.faaAutoUpdate
    ? "the server's FAA check downloads the cycle in force for it at the server's start, or at a later daily check " +
        "if the FAA cannot be reached then (npm run data:update or npm run data:import <the FAA's APT zip> do it now)"
    : "automatic FAA updates are off (FAA_AUTO_UPDATE=off), so run npm run data:update or " +
        "npm run data:import <the FAA's APT zip>";
};

/**
 * Imports the set (one transaction) and logs its counts: per file by reason, and the runway-heading
 * check's; the seconds since `started` include reading the zip.
 */
function importLogged(sqlite: Database.Database, set: AptSet, again: string, started: number): ImportSummary {
  const summary = importAptSet(sqlite, set);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Reference data imported${again} from ${displayPath(set.source)} in ${seconds} s: ${summary.label} (${summary.effectiveDate}), ` +
      `${summary.facilities} facilities (${summary.searchable} searchable), ${summary.runways} runways, ` +
      `${summary.runwayEnds} runway ends, ${summary.remarks} remarks; ${headingCheckText(summary.headings)}`,
  );
  for (const c of summary.files) console.log(`Reference data APT (${summary.label}): ${formatFileCount(c)}`);
  return summary;
}
