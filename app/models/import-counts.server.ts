import { asc, eq, inArray, max } from "drizzle-orm";
import type Database from "better-sqlite3";
import type { FileCounts, ImportKind } from "~/lib/import-counts";
import { getDb } from "./db.server";
import { importCounts } from "./import-counts-schema";

/**
 * Per-file counts of each import (docs/decisions/0061-import-counts.md). The
 * importers write them on their own connection, inside their transaction.
 */
export function insertImportCounts(
  sqlite: Database.Database,
  kind: ImportKind,
  importId: number,
  files: readonly FileCounts[],
): void {
  const insert = sqlite.prepare(
    `INSERT INTO import_counts (import_kind, import_id, source, file, read, kept, dropped) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const f of files) insert.run(kind, importId, f.source, f.file, f.read, f.kept, JSON.stringify(f.dropped));
}

export interface StoredImportCounts {
  importId: number;
  recordedAt: string;
  files: FileCounts[];
}

/**
 * What the newest import of each file of a kind made of it, in the order they were written;
 * null before the first. Per file, since the FAA's sets are refreshed one by one
 * (docs/decisions/0064-faa-self-refresh.md): the newest APT import is not the newest FRQ one.
 */
export function latestImportCounts(kind: ImportKind): StoredImportCounts | null {
  const db = getDb();
  const newest = db
    .select({ id: max(importCounts.id) })
    .from(importCounts)
    .where(eq(importCounts.importKind, kind))
    .groupBy(importCounts.file);
  const rows = db
    .select()
    .from(importCounts)
    .where(inArray(importCounts.id, newest))
    .orderBy(asc(importCounts.id))
    .all();
  if (!rows.length) return null;
  return {
    importId: Math.max(...rows.map((r) => r.importId)),
    recordedAt: rows
      .map((r) => r.recordedAt)
      .sort()
      .at(-1)!,
    files: rows.map((r) => ({
      source: r.source,
      file: r.file,
      read: r.read,
      kept: r.kept,
      dropped: JSON.parse(r.dropped) as Record<string, number>,
    })),
  };
}
