import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";

/**
 * Pilot field reports (docs/product.md, "Field reports"): what a pilot found at
 * an airport on one day, confirmed and flagged by other pilots, hidden by an
 * admin (docs/decisions/0081-field-report-facts.md). User data: FAA imports
 * never touch these tables; the airport is its FAA loc_id.
 */
const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const fieldReports = sqliteTable(
  "field_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    airportLocId: text("airport_loc_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD: the day the pilot was there. */
    visitedOn: text("visited_on").notNull(),
    /** JSON: [{grade, price_usd, service}], one per grade at most (app/lib/field-reports.ts). */
    fuel: text("fuel").notNull().default("[]"),
    courtesyCar: text("courtesy_car"),
    landingFeeUsd: real("landing_fee_usd"),
    overnightFeeUsd: real("overnight_fee_usd"),
    foodStatus: text("food_status"),
    foodName: text("food_name"),
    fboName: text("fbo_name"),
    note: text("note"),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    hiddenAt: text("hidden_at"),
    createdAt: timestamp("created_at"),
    updatedAt: text("updated_at"),
  },
  (t) => [index("field_reports_airport").on(t.airportLocId, t.visitedOn), index("field_reports_user").on(t.userId)],
);

/** One per pilot and report; a pilot's later "Still true" moves its day (docs/decisions/0081-field-report-facts.md). */
export const fieldReportConfirmations = sqliteTable(
  "field_report_confirmations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reportId: integer("report_id")
      .notNull()
      .references(() => fieldReports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    confirmedOn: text("confirmed_on").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [uniqueIndex("field_report_confirmations_once").on(t.reportId, t.userId)],
);

/** One per pilot and report, with its reason, for the admin dashboard's Field reports tab. */
export const fieldReportFlags = sqliteTable(
  "field_report_flags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reportId: integer("report_id")
      .notNull()
      .references(() => fieldReports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [uniqueIndex("field_report_flags_once").on(t.reportId, t.userId)],
);

/**
 * One row (id 1): raised in the transaction of every write that can change an
 * airport's current facts, so each server process's search index sees that its
 * copy is old (as place_generation, docs/decisions/0057-place-changes-across-processes.md).
 */
export const fieldReportGeneration = sqliteTable("field_report_generation", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull(),
});
