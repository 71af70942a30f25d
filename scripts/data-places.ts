/**
 * npm run data:places [folder]
 *
 * Imports the places near every searchable airport into DATABASE_PATH
 * (default data/app.db) from the bundled open sources in data/places/ (or
 * the folder given). Needs the FAA data first (npm run data:import). Never
 * touches user data, rows admins added, or admin corrections.
 */
import fs from "node:fs";
import path from "node:path";
import { config } from "~/config.server";
import { openDatabase } from "~/models/db.server";
import { ensureReferenceData } from "~/services/reference-data.server";
import { countsLine } from "~/lib/import-counts";
import { importPlaces, PLACES_DIR, type PlacesSummary } from "~/services/places-import.server";
import { createProgress } from "./progress";

export function printPlacesSummary(
  s: PlacesSummary,
  sizes: { before: number; after: number },
  stream: NodeJS.WriteStream = process.stdout,
) {
  const n = (x: number) => x.toLocaleString("en-US");
  const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
  stream.write(
    [
      `Imported places in ${s.seconds.toFixed(1)} s`,
      `  files (rows read, kept, dropped by reason):`,
      ...s.files.map((f) => `    ${countsLine(f)}`),
      `  source places after merging:  ${n(s.places.activities)} activities, ${n(s.places.landmarks)} landmarks, ${n(s.places.restaurants)} restaurants, ${n(s.places.lodging)} lodging`,
      `  rows near airports: activities ${n(s.rows.activities)}, landmarks ${n(s.rows.landmarks)}, restaurants ${n(s.rows.restaurants)}, lodging ${n(s.rows.lodging)}`,
      `  airports with places: ${n(s.airportsWithPlaces)}`,
      `  inserted ${n(s.inserted)}, updated ${n(s.updated)}, removed ${n(s.removed)}, kept hidden (saved or admin-edited) ${n(s.keptSavedOrEdited)}, saves moved to a merged row ${n(s.savesMoved)}, live rows now listed by the bundled data ${n(s.liveNowListed)}`,
      `  database size: ${mb(sizes.before)} before, ${mb(sizes.after)} after`,
    ].join("\n") + "\n",
  );
}

const fileSize = (file: string) =>
  ["", "-wal"].reduce((sum, ext) => sum + (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : 0), 0);

function main() {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : PLACES_DIR;
  console.log(
    `Importing places from ${path.relative(process.cwd(), dir) || dir} into ${path.relative(process.cwd(), config.databasePath)}`,
  );
  const { sqlite } = openDatabase(config.databasePath);
  try {
    ensureReferenceData(sqlite);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const before = fileSize(config.databasePath);
    const bar = createProgress("Places");
    const summary = importPlaces(sqlite, { dir, onProgress: (done, total, phase) => bar.update(done, total, phase) });
    bar.done();
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    printPlacesSummary(summary, { before, after: fileSize(config.databasePath) });
  } finally {
    sqlite.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "");
if (isMain) {
  try {
    main();
  } catch (e) {
    console.error(`data:places failed: ${(e as Error).message}`);
    process.exit(1);
  }
}
