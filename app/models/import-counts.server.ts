import { and, asc, desc, eq } from "drizzle-orm";
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

/** The counts of the newest import of a kind, in the order they were written; null before the first. */
export function latestImportCounts(kind: ImportKind): StoredImportCounts | null {
  const db = getDb();
  const latest = db
    .select({ importId: importCounts.importId })
    .from(importCounts)
    .where(eq(importCounts.importKind, kind))
    .orderBy(desc(importCounts.importId))
    .limit(1)
    .get();
  if (!latest) return null;
  const rows = db
    .select()
    .from(importCounts)
    .where(and(eq(importCounts.importKind, kind), eq(importCounts.importId, latest.importId)))
    .orderBy(asc(importCounts.id))
    .all();
  return {
    importId: latest.importId,
    recordedAt: rows[0].recordedAt,
    files: rows.map((r) => ({
      source: r.source,
      file: r.file,
      read: r.read,
      kept: r.kept,
      dropped: JSON.parse(r.dropped) as Record<string, number>,
    })),
  };
}
