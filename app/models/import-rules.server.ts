import type Database from "better-sqlite3";

/**
 * The rules version each bundled-data import records with its run: `place_imports.rules`
 * (PLACE_IMPORT_RULES, docs/decisions/0098-hotel-group-listings.md) and `data_imports.rules`
 * (APT_IMPORT_RULES, docs/decisions/0102-apt-import-rules.md). An importer raises its number
 * when a change to it changes what it writes, so that a database imported before is imported
 * again on its next start.
 */
export type ImportTable = "place_imports" | "data_imports";

/** The rules the newest import recorded in `table` ran under; null when none has run. */
export function lastImportRules(sqlite: Database.Database, table: ImportTable): number | null {
  return (
    (sqlite.prepare(`SELECT rules FROM ${table} ORDER BY id DESC LIMIT 1`).pluck().get() as number | undefined) ?? null
  );
}

/** "the import's rules changed, 1 → 2", for the start's log. */
export const rulesChangedText = (from: number, to: number) => `the import's rules changed, ${from} → ${to}`;
