import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * User data and curated content. FAA imports never touch these tables, and
 * they refer to airports by loc_id (stable across FAA cycles), never by the
 * reference tables' numeric ids.
 */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull(),
    /** scrypt hash (see app/services/password.server.ts); null for Google-only users. */
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** 'email' or 'google' (docs/product.md, "Accounts": google means Google sign-in). */
    provider: text("provider").notNull().default("email"),
    googleSubject: text("google_subject"),
    /** Granted by `npm run admin:grant` (docs/decisions/0014-admin-rights.md). */
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /** The address was proven by a verification link (or by Google); cleared when it changes. */
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    /**
     * When the password was chosen (sign-up, a change; not a rehash), and when the address was proven: a
     * password older than the proof is voided by a Google sign-in (docs/decisions/0074-google-takeover-timestamps.md).
     * ISO-8601 UTC with milliseconds, as created_at. Null: no password / not verified, or (backfill) not known.
     */
    passwordSetAt: text("password_set_at"),
    emailVerifiedAt: text("email_verified_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email").on(t.email), uniqueIndex("users_google_subject").on(t.googleSubject)],
);

/**
 * Server-side sessions (docs/decisions/0016-server-side-sessions.md): the cookie
 * carries a random id; only its SHA-256 is stored, so a copy of the database
 * signs nobody in. Deleting a row ends that session at once.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

export const preferences = sqliteTable("preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  defaultDepartureAirport: text("default_departure_airport"),
  defaultAircraftSpeed: integer("default_aircraft_speed"),
  defaultMinDuration: real("default_min_duration"),
  defaultMaxDuration: real("default_max_duration"),
  defaultMinRunwayLength: integer("default_min_runway_length"),
  defaultState: text("default_state"),
  defaultRunwaySurface: text("default_runway_surface"),
  defaultAirportUse: text("default_airport_use"),
  updatedAt: createdAt(),
});

/**
 * Where a place row came from and what an admin did to it (docs/decisions/0022-places-import.md).
 * The places import upserts by (airport_loc_id, source, source_id), so row ids — and saves — stay stable.
 */
export const placeSourceColumns = () => ({
  /** 'admin' (added by hand), 'imls', 'nps', 'osm', 'alltheplaces' or 'openbrewerydb'. */
  source: text("source").notNull().default("admin"),
  /** The source's own stable id, or one derived from brand and rounded coordinates; null for admin rows. */
  sourceId: text("source_id"),
  /** What the place is: aviation_museum, zoo_aquarium, golf, national_park, fast_food … */
  kind: text("kind"),
  /** An admin hid it (closed, wrong): not shown, kept through re-imports. */
  hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  /** An admin corrected it: a re-import leaves its fields alone. */
  adminEdited: integer("admin_edited", { mode: "boolean" }).notNull().default(false),
  /** Inside the aerodrome outline of the same OpenStreetMap answer (docs/decisions/0078-osm-places-table.md). */
  onField: integer("on_field", { mode: "boolean" }).notNull().default(false),
  /**
   * The source placed it at a post office in or near its town, not at its street (an IMLS museum geocoded by
   * its PO box): its distances are the post office's (docs/decisions/0116-places-at-the-post-office.md).
   */
  pointAtPostOffice: integer("point_at_post_office", { mode: "boolean" }).notNull().default(false),
});

/** The fields activities and landmarks share (docs/product.md, "Places": a landmark is an activity without category). */
export const placeColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  airportLocId: text("airport_loc_id").notNull(),
  name: text("name").notNull(),
  distanceNm: real("distance_nm").notNull(),
  phone: text("phone"),
  website: text("website"),
  address: text("address"),
  summary: text("summary"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  alternateAirport: text("alternate_airport"),
  alternateDistanceNm: real("alternate_distance_nm"),
  googlePlaceId: text("google_place_id"),
  googleAddress: text("google_address"),
  googleRating: real("google_rating"),
  priceLevel: text("price_level"),
  createdAt: createdAt(),
  ...placeSourceColumns(),
});

/** Things to do near an airport (docs/product.md, "Places"); curated by admins. */
export const activities = sqliteTable(
  "activities",
  {
    ...placeColumns(),
    /** 'adults' or 'kids'. */
    category: text("category").notNull(),
  },
  (t) => [uniqueIndex("activities_source_key").on(t.airportLocId, t.source, t.sourceId)],
);

/** Notable landmarks near an airport. */
export const landmarks = sqliteTable("landmarks", placeColumns(), (t) => [
  uniqueIndex("landmarks_source_key").on(t.airportLocId, t.source, t.sourceId),
]);

/** Places to eat near an airport (docs/product.md, "Places"). */
export const restaurants = sqliteTable(
  "restaurants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    airportLocId: text("airport_loc_id").notNull(),
    /** 'quick_bites' or 'settle_in'. */
    category: text("category").notNull(),
    distanceNm: real("distance_nm").notNull(),
    restaurantName: text("restaurant_name").notNull(),
    restaurantDescription: text("restaurant_description"),
    /** '$' to '$$$$'. */
    priceLevel: text("price_level"),
    rating: real("rating"),
    phone: text("phone"),
    website: text("website"),
    createdAt: createdAt(),
    address: text("address"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    alternateAirport: text("alternate_airport"),
    alternateDistanceNm: real("alternate_distance_nm"),
    ...placeSourceColumns(),
  },
  (t) => [uniqueIndex("restaurants_source_key").on(t.airportLocId, t.source, t.sourceId)],
);

export const savedTrips = sqliteTable(
  "saved_trips",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    airportLocId: text("airport_loc_id").notNull(),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_trips_user_airport").on(t.userId, t.airportLocId)],
);

export const savedActivities = sqliteTable(
  "saved_activities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_activities_user_item").on(t.userId, t.activityId)],
);

export const savedLandmarks = sqliteTable(
  "saved_landmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    landmarkId: integer("landmark_id")
      .notNull()
      .references(() => landmarks.id, { onDelete: "cascade" }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_landmarks_user_item").on(t.userId, t.landmarkId)],
);

export const savedRestaurants = sqliteTable(
  "saved_restaurants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_restaurants_user_item").on(t.userId, t.restaurantId)],
);
