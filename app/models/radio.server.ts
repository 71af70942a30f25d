import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "./db.server";
import {
  airspaceClasses,
  atcFacilities,
  atisServices,
  attendanceSchedules,
  frequencies,
  referenceSets,
  weatherStations,
} from "./radio-schema";

export type FrequencyRow = typeof frequencies.$inferSelect;
export type AtcFacilityRow = typeof atcFacilities.$inferSelect;
export type AtisRow = typeof atisServices.$inferSelect;
export type WeatherStationRow = typeof weatherStations.$inferSelect;
export type AirspaceRow = typeof airspaceClasses.$inferSelect;
export type AttendanceRow = typeof attendanceSchedules.$inferSelect;
export type ReferenceSetRow = typeof referenceSets.$inferSelect;

const locId = () => sql.placeholder("locId");

let prepared: ReturnType<typeof prepare> | undefined;
function prepare() {
  const db = getDb();
  return {
    frequencies: db
      .select()
      .from(frequencies)
      .where(eq(frequencies.locId, locId()))
      .orderBy(asc(frequencies.id))
      .prepare(),
    facility: db.select().from(atcFacilities).where(eq(atcFacilities.locId, locId())).prepare(),
    atis: db
      .select()
      .from(atisServices)
      .where(eq(atisServices.locId, locId()))
      .orderBy(asc(atisServices.atisNo))
      .prepare(),
    stations: db
      .select()
      .from(weatherStations)
      .where(eq(weatherStations.locId, locId()))
      .orderBy(asc(weatherStations.stationId))
      .prepare(),
    airspace: db.select().from(airspaceClasses).where(eq(airspaceClasses.locId, locId())).prepare(),
    attendance: db
      .select()
      .from(attendanceSchedules)
      .where(eq(attendanceSchedules.locId, locId()))
      .orderBy(asc(attendanceSchedules.sequence))
      .prepare(),
    listedStations: db
      .select({ locId: weatherStations.locId, stationId: weatherStations.stationId })
      .from(weatherStations)
      .orderBy(asc(weatherStations.stationId))
      .prepare(),
    awosVersion: db
      .select({ importedAt: referenceSets.importedAt })
      .from(referenceSets)
      .where(eq(referenceSets.name, "AWOS"))
      .prepare(),
    referenceSets: db
      .select()
      .from(referenceSets)
      .where(sql`${referenceSets.name} in (select value from json_each(${sql.placeholder("names")}))`)
      .prepare(),
  };
}
const q = () => (prepared ??= prepare());

/** Everything the radio, tower and airspace blocks show for one airport (by FAA location id). */
export function radioRowsOf(airportLocId: string) {
  const p = { locId: airportLocId };
  return {
    frequencies: q().frequencies.all(p),
    facility: q().facility.get(p) ?? null,
    atis: q().atis.all(p),
    stations: q().stations.all(p),
    airspace: q().airspace.get(p) ?? null,
    attendance: q().attendance.all(p),
  };
}

/** The reference_sets rows of the given sets, by name. */
export function referenceSetsNamed(names: string[]): Map<string, ReferenceSetRow> {
  const rows = q().referenceSets.all({ names: JSON.stringify(names) });
  return new Map(rows.map((r) => [r.name, r]));
}

/** Every FAA-listed weather station (AWOS.csv) by the location id of its field (the search's own stations). */
export function listedWeatherStations(): { locId: string; stationId: string }[] {
  return q().listedStations.all();
}

/** The ids of the FAA-listed weather stations at one field (by its location id). */
export function listedStationIdsOf(airportLocId: string): string[] {
  return q()
    .stations.all({ locId: airportLocId })
    .map((s) => s.stationId);
}

/** When the AWOS set was last imported (empty when never): the in-memory readers of weather_stations key on it. */
export function weatherStationsVersion(): string {
  return q().awosVersion.get()?.importedAt ?? "";
}
