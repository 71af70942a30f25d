import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { config } from "~/config.server";
import * as accountsSchema from "./accounts-schema";
import { createOwnerOnly, OWNER_ONLY_FOLDER, restrictToOwner } from "./owner-only-files.server";
import * as feedbackSchema from "./feedback-schema";
import * as fieldReportsSchema from "./field-reports-schema";
import * as itinerariesSchema from "./itineraries-schema";
import * as operationsSchema from "./operations-schema";
import * as placesSchema from "./places-schema";
import * as importCountsSchema from "./import-counts-schema";
import * as radioSchema from "./radio-schema";
import * as rateLimitsSchema from "./rate-limits-schema";
import * as referenceSchema from "./schema";

const schema = {
  ...referenceSchema,
  ...accountsSchema,
  ...rateLimitsSchema,
  ...placesSchema,
  ...feedbackSchema,
  ...fieldReportsSchema,
  ...itinerariesSchema,
  ...operationsSchema,
  ...radioSchema,
  ...importCountsSchema,
};

export type Db = BetterSQLite3Database<typeof schema>;

const migrationsFolder = path.resolve("drizzle");

export function openDatabase(file: string): { sqlite: Database.Database; db: Db } {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_FOLDER });
  // Password hashes and sessions: the file, and the -wal and -shm SQLite gives its mode, are 0600.
  createOwnerOnly(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // A database (the pragma read it) made by an older version: 0644 then.
  for (const suffix of ["", "-wal", "-shm"]) restrictToOwner(file + suffix);
  // User data: a committed write survives a power cut, not only a crash (docs/decisions/0017-production-settings.md).
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return { sqlite, db };
}

let opened: { sqlite: Database.Database; db: Db } | undefined;

/** The app's one connection, opened (and migrated) on first use. */
export function connection() {
  opened ??= openDatabase(config.databasePath);
  return opened;
}

export const getDb = () => connection().db;
