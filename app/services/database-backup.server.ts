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
 *  - Backups, the restored file and the replaced one are one file each (no -wal or
 *    -shm left beside them), readable by their owner only (0600;
 *    docs/decisions/0070-failed-starts-and-private-files.md).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createOwnerOnly, OWNER_ONLY_FOLDER, restrictToOwner } from "~/models/owner-only-files.server";

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
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: OWNER_ONLY_FOLDER });
  const partial = `${target}.partial`;
  removeWithJournals(partial);
  // A copy of the password hashes: 0600 from its first byte (the backup writes into this file).
  createOwnerOnly(partial);
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
  asOneFile(partial);
  checkDatabaseFile(partial);
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, ms: Date.now() - started };
}

/** Throws unless `file` is an intact SQLite file holding this app's tables. */
export function checkDatabaseFile(file: string): void {
  let db: Database.Database | undefined;
  const cleanUp = readOnlyCleanUp(file);
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
    cleanUp();
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
  const inUse = new BackupError(`${databasePath} is in use: stop the server (every process) before restoring`);
  if (exists && databaseInUse(databasePath)) throw inUse;
  fs.mkdirSync(path.dirname(databasePath), { recursive: true, mode: OWNER_ONLY_FOLDER });
  const partial = `${databasePath}.restoring`;
  removeWithJournals(partial);
  createOwnerOnly(partial);
  const cleanUp = readOnlyCleanUp(backupFile);
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
    cleanUp();
  }
  asOneFile(partial);
  checkDatabaseFile(partial);
  let replacedKeptAt: string | null = null;
  if (exists) {
    replacedKeptAt = `${databasePath}.replaced-${stamp()}`;
    try {
      // The replaced database kept as one file, its WAL folded in.
      asOneFile(databasePath);
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_BUSY") throw inUse;
      // A damaged database cannot fold its WAL: it is kept as it is, its -wal and -shm beside it.
    }
    // Whatever journal is left goes with the file it belongs to: never replayed into the restored one.
    for (const suffix of ["", ...JOURNALS]) {
      if (!fs.existsSync(databasePath + suffix)) continue;
      fs.renameSync(databasePath + suffix, replacedKeptAt + suffix);
      restrictToOwner(replacedKeptAt + suffix);
    }
  }
  fs.renameSync(partial, databasePath);
  return { file: databasePath, replacedKeptAt };
}

/** What SQLite may keep beside a database file. */
const JOURNALS = ["-wal", "-shm", "-journal"];

const removeWithJournals = (file: string) => {
  for (const suffix of ["", ...JOURNALS]) fs.rmSync(file + suffix, { force: true });
};

/**
 * Folds a WAL into `file` and leaves it in rollback-journal mode: one self-contained file,
 * nothing beside it (the server turns WAL on again when it opens it). Throws SQLITE_BUSY when
 * another process has it open.
 */
function asOneFile(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/**
 * A read-only connection to a WAL-mode file makes a -wal and -shm beside it and cannot remove
 * them: the function returned removes, once the connection is closed, those it made.
 */
function readOnlyCleanUp(file: string): () => void {
  const there = JOURNALS.filter((suffix) => fs.existsSync(file + suffix));
  return () => {
    for (const suffix of ["-wal", "-shm"]) if (!there.includes(suffix)) fs.rmSync(file + suffix, { force: true });
  };
}
