import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { placeColumns, users } from "./accounts-schema";

/** Hotels near an airport (not in the spec: pilots staying the night ask for it). Same columns as a landmark. */
export const lodging = sqliteTable("lodging", placeColumns(), (t) => [
  uniqueIndex("lodging_source_key").on(t.airportLocId, t.source, t.sourceId),
]);

/**
 * A user's saved lodging, shaped like saved_landmarks (accounts-schema.ts). It
 * lives here beside `lodging` so the two schema files do not import each
 * other. The places import keeps a saved hotel that left its source (hidden
 * rather than deleted), so a save outlives re-imports
 * (docs/decisions/0041-saved-lodging.md).
 */
export const savedLodging = sqliteTable(
  "saved_lodging",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lodgingId: integer("lodging_id")
      .notNull()
      .references(() => lodging.id, { onDelete: "cascade" }),
    savedAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex("saved_lodging_user_item").on(t.userId, t.lodgingId)],
);

/**
 * Per airport, what the results show of its places: the adults' and kids'
 * summaries and the nearest food, computed by the places import and after
 * every admin change (docs/decisions/0024-activity-summaries.md).
 */
export const placeSummaries = sqliteTable("place_summaries", {
  airportLocId: text("airport_loc_id").primaryKey(),
  adultsSummary: text("adults_summary"),
  kidsSummary: text("kids_summary"),
  nearestFoodNm: real("nearest_food_nm"),
});

/** One row per places import: the sources (name, date, credit) and the counts. */
export const placeImports = sqliteTable("place_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  importedAt: text("imported_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  sources: text("sources").notNull(),
  counts: text("counts").notNull(),
  /** The import's rules (PLACE_IMPORT_RULES) when it ran: newer code re-imports on start. */
  rules: integer("rules").notNull().default(1),
});

/**
 * One row (id 1): a counter bumped in the transaction of every rewrite of
 * place_summaries (an import, an admin's change), so each server process
 * sees on its next search that its copy of the summaries is old
 * (docs/decisions/0057-place-changes-across-processes.md).
 */
export const placeGeneration = sqliteTable("place_generation", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull(),
});
