/**
 * Hand-off to an EFB: the current results (the page shown, or all of them up
 * to EXPORT_ALL_CAP) and My Trips as GPX, KML and ForeFlight CSV
 * (docs/decisions/0040-range-map-and-exports.md).
 */
import { canonicalId, cityState, displayName } from "~/lib/display";
import { formatFlightTime } from "~/lib/flight-time";
import type { SearchCriteria } from "~/lib/search-criteria";
import { FOREFLIGHT_CSV_FILENAME, toForeFlightCsv, toGpx, toKml, type Waypoint } from "~/lib/waypoint-export";
import { findAirportByCode } from "~/models/airports.server";
import { savedTrips } from "./saving.server";
import { searchAirports } from "./search.server";

export const EXPORT_FORMATS = ["gpx", "kml", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** "All results" stops here: enough for any EFB's user-waypoint list, small enough to answer at once. */
export const EXPORT_ALL_CAP = 500;

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  gpx: "application/gpx+xml; charset=utf-8",
  kml: "application/vnd.google-earth.kml+xml; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

function file(format: ExportFormat, basename: string, title: string, points: Waypoint[]): ExportFile {
  const body =
    format === "gpx"
      ? toGpx(points, title, new Date())
      : format === "kml"
        ? toKml(points, title)
        : toForeFlightCsv(points);
  // ForeFlight imports a waypoint CSV only under its one file name (docs/decisions/0047-foreflight-csv.md).
  const filename = format === "csv" ? FOREFLIGHT_CSV_FILENAME : `${basename}.${format}`;
  return { filename, contentType: CONTENT_TYPES[format], body };
}

/** The results of a search as waypoints: `page` the page the criteria name, `all` the first EXPORT_ALL_CAP in the same order. */
export function exportResults(criteria: SearchCriteria, scope: "page" | "all", format: ExportFormat): ExportFile {
  const response =
    scope === "all" ? searchAirports({ ...criteria, page: 1 }, EXPORT_ALL_CAP) : searchAirports(criteria);
  const dep = canonicalId(response.departure);
  const points = response.results.map((r): Waypoint => ({
    id: canonicalId(r),
    name: displayName(r.name),
    description: `${cityState(r.city, r.state)}. ${r.distance_nm} NM, ${formatFlightTime(r.flight_time_minutes)} from ${dep} at ${criteria.aircraftSpeed} kt`,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
  const which = scope === "all" ? "all" : `page-${response.pagination.page}`;
  return file(format, `airports-from-${dep}-${which}`, `Airports within reach of ${dep} (AirportFinder)`, points);
}

/** The signed-in pilot's saved trips as waypoints, with the field elevation. */
export function exportTrips(userId: number, format: ExportFormat): ExportFile {
  const points = savedTrips(userId).flatMap((t): Waypoint[] => {
    const a = findAirportByCode(t.icao_id ?? t.airportLocId);
    if (!a) return [];
    return [
      {
        id: canonicalId({ icao_id: a.icaoId, loc_id: a.locId }),
        name: displayName(a.name),
        description: `${cityState(a.city, a.state)}. Saved trip`,
        latitude: a.latitude,
        longitude: a.longitude,
        elevation: a.elevation,
      },
    ];
  });
  return file(format, "my-trips", "My Trips (AirportFinder)", points);
}
