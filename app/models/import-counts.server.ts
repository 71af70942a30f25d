import type Database from "better-sqlite3";
import type { FileCount } from "~/lib/row-counts";

export type ImportKind = "faa" | "places";

/** Stores the counts of one import's files (inside the caller's transaction, when there is one). */
export function recordImportCounts(
  sqlite: Database.Database,
  importId: number,
  kind: ImportKind,
  counts: FileCount[],
): void {
  const insert = sqlite.prepare(
    "INSERT INTO import_counts (import_id, kind, file, read, kept, dropped) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const c of counts) insert.run(importId, kind, c.file, c.read, c.kept, JSON.stringify(c.dropped));
}

export interface StoredFileCount {
  importId: number;
  file: string;
  read: number;
  kept: number;
  dropped: Record<string, number>;
  createdAt: string;
}

/** The newest counts of each file of a kind: what the last import of every file read, kept and dropped. */
export function latestImportCounts(sqlite: Database.Database, kind: ImportKind): StoredFileCount[] {
  const rows = sqlite
    .prepare(
      `SELECT import_id AS importId, file, read, kept, dropped, created_at AS createdAt FROM import_counts
       WHERE id IN (SELECT max(id) FROM import_counts WHERE kind = ? GROUP BY file) ORDER BY file`,
    )
    .all(kind) as (Omit<StoredFileCount, "dropped"> & { dropped: string })[];
  return rows.map((r) => ({ ...r, dropped: JSON.parse(r.dropped) as Record<string, number> }));
}
