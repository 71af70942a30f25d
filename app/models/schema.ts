import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Reference data (airports, runways, runway ends, remarks) is replaced as a
 * whole by every FAA import; user data lives in other tables and never
 * references reference rows by numeric id, only by loc_id.
 */
export const airports = sqliteTable(
  "airports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    siteNo: text("site_no").notNull(),
    /** FAA SITE_TYPE_CODE: A airport, H heliport, C seaplane base, G gliderport, U ultralight, B balloonport. */
    siteTypeCode: text("site_type_code").notNull(),
    locId: text("loc_id").notNull(),
    icaoId: text("icao_id"),
    name: text("name").notNull(),
    city: text("city"),
    state: text("state"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    elevation: real("elevation"),
    /** FAA FACILITY_USE_CODE: PU or PR; null when no source knows it. */
    use: text("use"),
    /** FAA OWNERSHIP_TYPE_CODE: PU, PR, MA, MN, MR, CG; null when unknown. */
    ownership: text("ownership"),
    /** FAA ARPT_STATUS: O operational, CI closed indefinitely, CP closed permanently. */
    status: text("status").notNull().default("O"),
    fuelTypes: text("fuel_types"),
    /** Longest land runway (helipads and water lanes excluded), and its surface code. */
    maxRunwayLength: integer("max_runway_length"),
    maxRunwaySurface: text("max_runway_surface"),
    /** Longest runway of each surface class, so a filter asks for a runway that is long enough AND of that surface. */
    maxImprovedLength: integer("max_improved_length"),
    maxUnimprovedLength: integer("max_unimproved_length"),
    /** Whether the trip search offers this facility (see docs/decisions/0002-searchable-facilities.md). */
    searchable: integer("searchable", { mode: "boolean" }).notNull(),
  },
  (t) => [
    uniqueIndex("airports_loc_id").on(t.locId),
    index("airports_icao_id").on(t.icaoId),
    index("airports_searchable").on(t.searchable),
  ],
);

export const runways = sqliteTable(
  "runways",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    airportId: integer("airport_id")
      .notNull()
      .references(() => airports.id, { onDelete: "cascade" }),
    runwayId: text("runway_id").notNull(),
    length: integer("length"),
    width: integer("width"),
    surfaceTypeCode: text("surface_type_code"),
    condition: text("condition"),
    edgeLightIntensity: text("edge_light_intensity"),
  },
  (t) => [index("runways_airport_id").on(t.airportId)],
);

export const runwayEnds = sqliteTable(
  "runway_ends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runwayId: integer("runway_id")
      .notNull()
      .references(() => runways.id, { onDelete: "cascade" }),
    endId: text("end_id").notNull(),
    trueAlignment: real("true_alignment"),
    /** 'data' | 'bearing' | 'number' (drizzle/0020_heading_origin.sql); null without a heading or from an older import. */
    trueAlignmentOrigin: text("true_alignment_origin"),
    ilsType: text("ils_type"),
    rightHandTraffic: text("right_hand_traffic"),
    elevation: real("elevation"),
    tdzElevation: real("tdz_elevation"),
    vgsiCode: text("vgsi_code"),
    approachLights: text("approach_lights"),
    reil: text("reil"),
    displacedThresholdLength: integer("displaced_threshold_length"),
  },
  (t) => [index("runway_ends_runway_id").on(t.runwayId)],
);

export const remarks = sqliteTable(
  "remarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    airportId: integer("airport_id")
      .notNull()
      .references(() => airports.id, { onDelete: "cascade" }),
    elementName: text("element_name").notNull(),
    remark: text("remark").notNull(),
    sequence: integer("sequence").notNull(),
  },
  (t) => [index("remarks_airport_id").on(t.airportId)],
);

/** One row per import; the newest row names the data cycle the app shows. */
export const dataImports = sqliteTable("data_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  importedAt: text("imported_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  /** The FAA cycle effective date (YYYY-MM-DD) of the newest source. */
  effectiveDate: text("effective_date").notNull(),
  /** Short label shown in the footer, e.g. "FAA NASR 26 Dec 2024". */
  label: text("label").notNull(),
  /** JSON list of {name, date} for each source merged into this import. */
  sources: text("sources").notNull(),
  facilities: integer("facilities").notNull(),
  runways: integer("runways").notNull(),
  runwayEnds: integer("runway_ends").notNull(),
  remarks: integer("remarks").notNull(),
  /** The import's rules (APT_IMPORT_RULES) when it ran: newer code imports the bundled snapshot again on start. */
  rules: integer("rules").notNull().default(1),
});

/**
 * The latest METAR of each reporting station, from the AWC's bulk cache file
 * or its Data API (app/services/weather.server.ts). Not reference data: FAA
 * imports never touch it. `observation` is the spec's shape as JSON.
 */
export const weatherObservations = sqliteTable(
  "weather_observations",
  {
    icaoId: text("icao_id").primaryKey(),
    /** Epoch seconds. */
    obsTime: integer("obs_time").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** Our flight category (docs/product.md, "Weather"), stored so a results page reads badges without decoding. */
    flightCategory: text("flight_category").notNull(),
    observation: text("observation").notNull(),
    /** 'cache' (bulk file) or 'api' (Data API). */
    source: text("source").notNull(),
    /** Epoch milliseconds of the download that wrote the row. */
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [index("weather_observations_latitude").on(t.latitude)],
);
