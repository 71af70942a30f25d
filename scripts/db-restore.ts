/**
 * npm run db:restore -- <file> [--force]
 *
 * Puts a backup back as DATABASE_PATH (default data/app.db). The server must
 * be stopped (refused while any process has the file open); an existing
 * database is replaced only with --force and kept as <file>.replaced-<time>.
 */
import path from "node:path";
import { config } from "~/config.server";
import { restoreDatabase } from "~/services/database-backup.server";

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("-"));
  if (!file) throw new Error("usage: npm run db:restore -- <backup file> [--force]");
  const summary = await restoreDatabase(path.resolve(file), config.databasePath, { force: args.includes("--force") });
  console.log(
    `Restored ${file} as ${summary.file}${summary.replacedKeptAt ? `; the previous database is kept as ${summary.replacedKeptAt}` : ""}`,
  );
}

main().catch((e: Error) => {
  console.error(`db:restore failed: ${e.message}`);
  process.exit(1);
});
