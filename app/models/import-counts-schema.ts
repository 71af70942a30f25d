import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every source row accounted for (issue 19): per import and per file, the rows read, kept and
 * dropped by reason. `kind` is 'faa' (FAA NASR sets and the OurAirports frequencies, whose
 * `import_id` is the data_imports row they were loaded with) or 'places' (the places import).
 */
export const importCounts = sqliteTable(
  "import_counts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    importId: integer("import_id").notNull(),
    kind: text("kind").notNull(),
    file: text("file").notNull(),
    read: integer("read").notNull(),
    kept: integer("kept").notNull(),
    /** JSON object: reason → rows dropped for it. */
    dropped: text("dropped").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("import_counts_kind_import").on(t.kind, t.importId)],
);
