/**
 * Backups of the one SQLite file (docs/decisions/0033-backups.md).
 *
 *  - `backupDatabase` uses SQLite's online backup API: a consistent copy of
 *    the committed state while the server keeps serving and writing (WAL mode:
 *    the copy reads a snapshot, writers are not blocked).
 *  - `restoreDatabase` puts a copy back while the server is stopped. A running
 *    server holds the file open; the check takes an exclusive lock and refuses
 *    when it cannot. An existing database is replaced only with `force`, and
 *    then kept beside it as `<file>.replaced-<time>`.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export class BackupError extends Error {}

const stamp = (d = new Date()) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** `<folder of the database>/backups/<name>-20261122T193000Z.db` */
export function defaultBackupPath(databasePath: string, now = new Date()): string {
  const name = path.basename(databasePath, path.extname(databasePath));
  return path.join(path.dirname(databasePath), "backups", `${name}-${stamp(now)}.db`);
}

export interface BackupSummary {
  file: string;
  bytes: number;
  ms: number;
}

export async function backupDatabase(databasePath: string, target: string): Promise<BackupSummary> {
  if (!fs.existsSync(databasePath)) throw new BackupError(`No database at ${databasePath}`);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose another file name`);
  const started = Date.now();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new Database(databasePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    // After the first step, copy everything that is left in one step: a write by
    // the server between steps would restart the copy, so small steps could
    // restart forever under load. One step reads one snapshot; WAL writers go on.
    await source.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  checkDatabaseFile(partial);
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, ms: Date.now() - started };
}

/** Throws unless `file` is an intact SQLite file holding this app's tables. */
export function checkDatabaseFile(file: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`${file} is damaged (${String(check)})`);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('data_imports', 'users')")
      .all();
    if (tables.length < 2) throw new BackupError(`${file} is not an AirportFinder database`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    db?.close();
  }
}

/** True when another process (a running server) has the database open. */
export function databaseInUse(databasePath: string): boolean {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    // Closing the last connection folds the WAL back into the file.
    db.close();
  }
}

export interface RestoreSummary {
  file: string;
  /** Where the database it replaced was kept, if there was one. */
  replacedKeptAt: string | null;
}

export async function restoreDatabase(
  backupFile: string,
  databasePath: string,
  opts: { force?: boolean } = {},
): Promise<RestoreSummary> {
  if (!fs.existsSync(backupFile)) throw new BackupError(`No backup at ${backupFile}`);
  checkDatabaseFile(backupFile);
  const exists = fs.existsSync(databasePath);
  if (exists && !opts.force) {
    throw new BackupError(
      `${databasePath} exists; run again with --force to replace it (it is kept as ${path.basename(databasePath)}.replaced-<time>)`,
    );
  }
  if (exists && databaseInUse(databasePath)) {
    throw new BackupError(`${databasePath} is in use: stop the server (every process) before restoring`);
  }
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const partial = `${databasePath}.restoring`;
  fs.rmSync(partial, { force: true });
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  checkDatabaseFile(partial);
  let replacedKeptAt: string | null = null;
  if (exists) {
    replacedKeptAt = `${databasePath}.replaced-${stamp()}`;
    fs.renameSync(databasePath, replacedKeptAt);
  }
  // A WAL left beside the old file must never be replayed into the restored one.
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(databasePath + suffix, { force: true });
  fs.renameSync(partial, databasePath);
  return { file: databasePath, replacedKeptAt };
}
