/**
 * npm run data:import [zip-or-folder]
 *
 * Replaces the reference data in DATABASE_PATH (default data/app.db) with an
 * FAA NASR APT CSV set: the FAA's DD_Mon_YYYY_APT_CSV.zip, a folder holding
 * its CSV files, or (default) the bundled offline snapshot.
 */
import path from "node:path";
import { config } from "~/config.server";
import { openDatabase } from "~/models/db.server";
import { readAptSet } from "~/services/apt-set.server";
import { BUNDLED_SNAPSHOT, importAptSet, type ImportSummary } from "~/services/faa-import.server";
import { createProgress, printSummary } from "./progress";

/** Reads and imports a set into the configured database, with progress; throws on failure. */
export function importFromPath(source: string, label = "Importing"): ImportSummary {
  const set = readAptSet(source);
  const { sqlite } = openDatabase(config.databasePath);
  try {
    const bar = createProgress(label);
    const summary = importAptSet(sqlite, set, { onProgress: (done, total, phase) => bar.update(done, total, phase) });
    bar.done();
    return summary;
  } finally {
    sqlite.close();
  }
}

function main() {
  const arg = process.argv[2];
  const source = arg ? path.resolve(arg) : BUNDLED_SNAPSHOT;
  console.log(
    `Importing ${arg ?? path.relative(process.cwd(), source)} into ${path.relative(process.cwd(), config.databasePath)}`,
  );
  const summary = importFromPath(source);
  printSummary(summary);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "");
if (isMain) {
  try {
    main();
  } catch (e) {
    console.error(`data:import failed: ${(e as Error).message}`);
    process.exit(1);
  }
}
