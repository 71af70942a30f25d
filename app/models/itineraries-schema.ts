import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";

/**
 * Itineraries and their items (docs/product.md, "Itineraries"). User data: FAA imports never
 * touch these tables; the airport is referred to by its FAA loc_id.
 * Published or draft is `is_public` alone (docs/decisions/0030-itinerary-fields.md).
 */
const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const itineraries = sqliteTable(
  "itineraries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The author; may add, edit and delete the items (docs/product.md, "Itineraries"). Null when that account was deleted. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    airportLocId: text("airport_loc_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    durationDays: integer("duration_days").notNull().default(1),
    tripSeason: text("trip_season"),
    tripStyle: text("trip_style"),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    /** US dollars, as the author estimates it. */
    estimatedCost: real("estimated_cost"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [index("itineraries_airport").on(t.airportLocId), index("itineraries_user").on(t.userId)],
);

export const itineraryItems = sqliteTable(
  "itinerary_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itineraryId: integer("itinerary_id")
      .notNull()
      .references(() => itineraries.id, { onDelete: "cascade" }),
    itemType: text("item_type").notNull().default("custom"),
    name: text("name").notNull(),
    description: text("description"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    notes: text("notes"),
    location: text("location"),
    dayNumber: integer("day_number").notNull().default(1),
    /** 'HH:MM' or free text (time is optional text). */
    time: text("time"),
    orderPosition: integer("order_position").notNull().default(0),
    /** Minutes. */
    estimatedDuration: integer("estimated_duration"),
    estimatedCost: real("estimated_cost"),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("itinerary_items_itinerary").on(t.itineraryId, t.dayNumber, t.orderPosition)],
);
