/**
 * npm run db:backup [file]
 *
 * A consistent copy of DATABASE_PATH (default data/app.db) through SQLite's
 * online backup, safe while the server runs. Default file:
 * <database folder>/backups/<name>-<UTC time>.db. See README "Backups".
 */
import path from "node:path";
import { config } from "~/config.server";
import { backupDatabase, defaultBackupPath } from "~/services/database-backup.server";

async function main() {
  const arg = process.argv.slice(2).find((a) => !a.startsWith("-"));
  const target = arg ? path.resolve(arg) : defaultBackupPath(config.databasePath);
  const summary = await backupDatabase(config.databasePath, target);
  console.log(
    `Backed up ${path.relative(process.cwd(), config.databasePath)} to ${summary.file} (${(summary.bytes / 1e6).toFixed(1)} MB in ${summary.ms} ms)`,
  );
}

main().catch((e: Error) => {
  console.error(`db:backup failed: ${e.message}`);
  process.exit(1);
});
