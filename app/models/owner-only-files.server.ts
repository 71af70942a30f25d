/**
 * The database, its -wal and -shm, its backups and the session secret hold password hashes,
 * sessions and the key that signs cookies: only the server's own user may read them
 * (docs/decisions/0070-failed-starts-and-private-files.md, "Files").
 */
import fs from "node:fs";

export const OWNER_ONLY = 0o600;
/** Folders the app creates for them: other users cannot even list the names. */
export const OWNER_ONLY_FOLDER = 0o700;

/**
 * Creates `file` empty with mode 0600 unless it exists. SQLite writes into a file that is
 * there (a database of 0 bytes is an empty one) and gives the -wal, -shm and -journal it
 * makes beside it the database's mode.
 */
export function createOwnerOnly(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, "wx", OWNER_ONLY));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Takes group and other access away from `file` when it has any (a database made by an
 * older version, 0644). Says so once on stderr; a file that is not there, or that this user
 * may not change (owned by another), is left as it is.
 */
export function restrictToOwner(file: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return;
  }
  const mode = stat.mode & 0o777;
  if (!stat.isFile() || (mode & 0o077) === 0) return;
  try {
    fs.chmodSync(file, mode & 0o700);
    console.warn(`${file} could be read by other users (mode ${octal(mode)}); now ${octal(mode & 0o700)}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown";
    console.warn(`${file} can be read by other users (mode ${octal(mode)}); it could not be changed (${code})`);
  }
}

const octal = (mode: number) => `0${mode.toString(8).padStart(3, "0")}`;
