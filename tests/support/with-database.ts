import Database from "better-sqlite3";

/** Opens a server's SQLite file for a test to read or set up, runs `fn` on it, and closes it again. */
export function withDb<T>(file: string, fn: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
