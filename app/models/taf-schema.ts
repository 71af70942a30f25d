import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The newest TAF of each station asked for, from the AWC Data API (issue 13; drizzle/0009_taf.sql). */
export const tafForecasts = sqliteTable("taf_forecasts", {
  icaoId: text("icao_id").primaryKey(),
  /** Epoch seconds. */
  issueTime: integer("issue_time").notNull(),
  validFrom: integer("valid_from").notNull(),
  validTo: integer("valid_to").notNull(),
  /** The decoded TAF (app/lib/taf.ts `Taf`) as JSON. */
  forecast: text("forecast").notNull(),
  /** Epoch milliseconds of the download that wrote the row. */
  fetchedAt: integer("fetched_at").notNull(),
});
