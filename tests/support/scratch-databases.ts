/**
 * Migrated SQLite files in a temporary folder for unit tests of importers: `open(name)` gives a
 * fresh database; the folder and every database go in afterAll.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "~/models/db.server";

export function scratchDatabases(prefix: string): { open(name: string): Database.Database; dir(): string } {
  let tmp = "";
  const opened: Database.Database[] = [];
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  });
  afterAll(() => {
    for (const db of opened) db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  return {
    open(name) {
      const { sqlite } = openDatabase(path.join(tmp, `${name}.db`));
      opened.push(sqlite);
      return sqlite;
    },
    dir: () => tmp,
  };
}
