import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Radio, tower, airspace and attendance (issue 19): reference data of the FAA NASR sets FRQ,
 * ATC, AWOS, CLS_ARSP and APT_ATT, and OurAirports frequencies where the FAA lists none.
 * Each set replaces its own table in one transaction. Rows are keyed by the FAA location id
 * (`loc_id`, as `airports.loc_id`), never by a reference row id, so an APT import leaves
 * them standing (docs/decisions/0063-radio-tower-airspace.md).
 */

/** Frequencies of an airport: the FAA FRQ set's rows, else OurAirports' (`source`). */
export const frequencies = sqliteTable(
  "frequencies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    locId: text("loc_id").notNull(),
    /** What a pilot uses it for (app/lib/radio.ts `FrequencyKind`): ctaf, unicom, tower, ground, atis, weather, approach, clearance, emergency, other. */
    kind: text("kind").notNull(),
    /** The source's own word for it, as written: FAA FREQ_USE ('LCL/P', 'CTAF'), OurAirports type ('TWR', 'UNIC'). */
    use: text("use").notNull(),
    /** FAA TOWER_OR_COMM_CALL or approach call; OurAirports description. */
    name: text("name"),
    /** MHz as the source writes it ('118.5', '120.25'). */
    frequency: text("frequency").notNull(),
    /** FAA TOWER_HRS of the facility the frequency belongs to, as written. */
    hours: text("hours"),
    sectorization: text("sectorization"),
    remark: text("remark"),
    /** 'FAA' or 'OurAirports'. */
    source: text("source").notNull(),
  },
  (t) => [index("frequencies_loc_id").on(t.locId)],
);

/** One row per ATC_BASE facility at an airport: tower (or none), its hours and who provides approach and departure. */
export const atcFacilities = sqliteTable("atc_facilities", {
  locId: text("loc_id").primaryKey(),
  /** FAA FACILITY_TYPE: ATCT, NON-ATCT, ATCT-TRACON, ATCT-A/C, ATCT-RAPCON, ATCT-RATCF … */
  facilityType: text("facility_type").notNull(),
  towerCall: text("tower_call"),
  /** FAA TWR_HRS as written ('0700-2000', '24', 'MON-FRI 1300-2100Z++; EXC FED HOLS; OT BY NOTAM.'). */
  towerHours: text("tower_hours"),
  approachCall: text("approach_call"),
  approachProvider: text("approach_provider"),
  secondaryApproachCall: text("secondary_approach_call"),
  departureCall: text("departure_call"),
  departureProvider: text("departure_provider"),
  secondaryDepartureCall: text("secondary_departure_call"),
  /** FAA CTL_PRVDING_HRS: when the approach/departure facility serves the field, as written. */
  controlHours: text("control_hours"),
});

/** ATC_ATIS: an airport's ATIS services with their hours and phone. */
export const atisServices = sqliteTable(
  "atis_services",
  {
    locId: text("loc_id").notNull(),
    atisNo: integer("atis_no").notNull(),
    description: text("description"),
    hours: text("hours"),
    phone: text("phone"),
  },
  (t) => [primaryKey({ columns: [t.locId, t.atisNo] })],
);

/** AWOS: automated weather stations at an airport (the station id is the airport's location id). */
export const weatherStations = sqliteTable(
  "weather_stations",
  {
    stationId: text("station_id").primaryKey(),
    locId: text("loc_id").notNull(),
    /** ASOS, AWOS-3, AWOS-3PT … as written. */
    type: text("type").notNull(),
    phone: text("phone"),
    secondPhone: text("second_phone"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    elevation: real("elevation"),
    remark: text("remark"),
  },
  (t) => [index("weather_stations_loc_id").on(t.locId)],
);

/** CLS_ARSP: the classes of surface airspace at an airport and when they apply. */
export const airspaceClasses = sqliteTable("airspace_classes", {
  locId: text("loc_id").primaryKey(),
  classB: integer("class_b", { mode: "boolean" }).notNull(),
  classC: integer("class_c", { mode: "boolean" }).notNull(),
  classD: integer("class_d", { mode: "boolean" }).notNull(),
  classE: integer("class_e", { mode: "boolean" }).notNull(),
  /** FAA AIRSPACE_HRS as written ('CLASS D SVC 0700-2000; OTHER TIMES CLASS G'). */
  hours: text("hours"),
  remark: text("remark"),
});

/** APT_ATT: when an airport is attended, one row per schedule as the FAA writes it. */
export const attendanceSchedules = sqliteTable(
  "attendance_schedules",
  {
    locId: text("loc_id").notNull(),
    sequence: integer("sequence").notNull(),
    month: text("month"),
    day: text("day"),
    hour: text("hour"),
  },
  (t) => [primaryKey({ columns: [t.locId, t.sequence] })],
);

/**
 * Which data each set holds now: the FAA cycle it was downloaded for (the refresher compares it
 * with today's cycle), the newest EFF_DATE in its rows (shown with the data) and a label.
 * Names: APT, APT_ATT, FRQ, OURAIRPORTS_FRQ, ATC, AWOS, CLS_ARSP.
 */
export const referenceSets = sqliteTable("reference_sets", {
  name: text("name").primaryKey(),
  cycle: text("cycle").notNull(),
  effectiveDate: text("effective_date").notNull(),
  label: text("label").notNull(),
  /** The data_imports row current when the set was imported. */
  importId: integer("import_id"),
  importedAt: text("imported_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});
