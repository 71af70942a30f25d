import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Running the site (issue 12): first-party page-view counts, the daily
 * unique-visitor estimate, process leases and the health probe. Nothing here
 * names a person: no IP, no cookie, no user id (docs/decisions/0035-first-party-page-views.md).
 */

/** Views per UTC day, route pattern (`/airport/:locId`, never a query string), referring host ('' for none or our own) and device class. */
export const pageViewCounts = sqliteTable(
  "page_view_counts",
  {
    day: text("day").notNull(),
    route: text("route").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    /** 'mobile', 'tablet' or 'desktop'. */
    device: text("device").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.referrerHost, t.device] })],
);

/** Today's salted visitor hashes only; folded into `daily_visitors` and deleted when the day ends. */
export const visitorHashes = sqliteTable(
  "visitor_hashes",
  {
    day: text("day").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/** The unique-visitor estimate of each finished day. */
export const dailyVisitors = sqliteTable("daily_visitors", {
  day: text("day").primaryKey(),
  visitors: integer("visitors").notNull(),
});

/** The random salt of the current day, shared by every process; deleted with the day's hashes. */
export const visitorSalts = sqliteTable("visitor_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** Searches per day and departure airport (a code, never who searched). */
export const departureSearchCounts = sqliteTable(
  "departure_search_counts",
  {
    day: text("day").notNull(),
    departure: text("departure").notNull(),
    searches: integer("searches").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.departure] })],
);

/** Jobs exactly one server process runs (the weather refresher): the holder renews before `expires_at` (epoch ms). */
export const processLeases = sqliteTable("process_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/** One row the health check rewrites to prove the database takes writes. */
export const healthChecks = sqliteTable("health_checks", {
  id: integer("id").primaryKey(),
  checkedAt: integer("checked_at").notNull(),
});
