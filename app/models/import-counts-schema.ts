import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What each import made of each source file: rows read, kept and dropped by
 * reason (docs/decisions/0061-import-counts.md). One row per file and import;
 * `import_kind` 'places' points at place_imports.id, 'faa' at data_imports.id.
 */
export const importCounts = sqliteTable(
  "import_counts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** 'places' or 'faa'. */
    importKind: text("import_kind").notNull(),
    importId: integer("import_id").notNull(),
    /** Who publishes the file: 'imls', 'alltheplaces', 'faa' … */
    source: text("source").notNull(),
    file: text("file").notNull(),
    read: integer("read").notNull(),
    kept: integer("kept").notNull(),
    /** JSON object: reason → rows dropped for it. */
    dropped: text("dropped").notNull(),
    recordedAt: text("recorded_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("import_counts_import").on(t.importKind, t.importId)],
);
