import { airportsByIds, findAirportByCode, runwaysOfAirports, type AirportRow, type RunwayRow } from "~/models/airports.server";
import { flightMinutes } from "~/lib/flight-time";
import { paginate, type Pagination } from "~/lib/pagination";
import { SEARCH_PAGE_SIZE, type SearchCriteria } from "~/lib/search-criteria";
import { airportIndex, distanceToPosition, passesFilter, toRadians } from "./airport-index.server";
import { InvalidInput } from "./errors.server";
import { groupBy } from "~/lib/group-by";
import { smallestK } from "~/lib/top-k";
import type { WeatherSummary } from "~/lib/flight-category";
import { weatherSummariesFor } from "./weather.server";

export interface ResultRunway {
  Runway_Id: string;
  Length: number | null;
  Width: number | null;
  Surface_Type_Condition: string | null;
  Surface_Condition: string | null;
}

/** A result row in the spec's field names (§3, Result airport). */
export interface SearchResult {
  loc_id: string;
  icao_id: string | null;
  name: string;
  city: string | null;
  state: string | null;
  use: string | null;
  ownership: string | null;
  distance_nm: number;
  flight_time_minutes: number;
  max_runway_length: number | null;
  surface: string | null;
  runways: ResultRunway[];
  adult_activities_summary: string | null;
  kids_activities_summary: string | null;
  /** The badge: flight category and observation time of the airport's own METAR station, from the SQLite cache; null when none. */
  weather: WeatherSummary | null;
}

export interface Departure {
  loc_id: string;
  icao_id: string | null;
  name: string;
  city: string | null;
  state: string | null;
}

export interface SearchResponse {
  departure: Departure;
  results: SearchResult[];
  pagination: Pagination;
}

export function resolveDeparture(code: string, field: string): AirportRow {
  const airport = findAirportByCode(code);
  if (!airport) throw new InvalidInput({ [field]: [`No airport found with the code ${code.toUpperCase()}`] });
  return airport;
}

// Sort keys pack (key, position) into one float so a native typed-array sort orders them.
const POSITION_BITS = 2 ** 16;
const DISTANCE_STEPS = 2 ** 20; // distance in 1/100 NM, up to 10,485 NM

/**
 * Every reachable searchable airport from the departure, filtered, sorted and
 * paged on the server (spec §2 Home, §3, §9).
 */
export function searchAirports(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): SearchResponse {
  const departure = resolveDeparture(criteria.departureAirport, "departureAirport");
  const index = airportIndex();
  const lat = toRadians(departure.latitude);
  const lon = toRadians(departure.longitude);
  const cosLat = Math.cos(lat);
  const minMinutes = criteria.minDuration != null ? criteria.minDuration * 60 : 0;
  const maxMinutes = criteria.maxDuration != null ? criteria.maxDuration * 60 : Infinity;
  const self = index.positionOfId.get(departure.id);

  const keys = new Float64Array(index.size);
  const distances = new Float64Array(index.size);
  let matched = 0;
  for (let i = 0; i < index.size; i++) {
    if (i === self || !passesFilter(index, i, criteria)) continue;
    const nm = distanceToPosition(index, i, lat, lon, cosLat);
    const minutes = (nm / criteria.aircraftSpeed) * 60;
    if (minutes < minMinutes || minutes > maxMinutes) continue;
    distances[i] = nm;
    const distanceKey = Math.min(DISTANCE_STEPS - 1, Math.round(nm * 100));
    const key = (criteria.sort === "runway" ? index.maxLength[i] * DISTANCE_STEPS + distanceKey : distanceKey) * POSITION_BITS + i;
    // Descending order is the ascending order of the negated keys.
    keys[matched++] = criteria.direction === "desc" ? -key : key;
  }

  const pagination = paginate(matched, criteria.page, pageSize);
  const start = (pagination.page - 1) * pageSize;
  const firstKeys = smallestK(keys, matched, start + pageSize);
  const pagePositions = Array.from(firstKeys.subarray(start), (packed) => Math.abs(packed) % POSITION_BITS);

  const ids = pagePositions.map((i) => index.ids[i]);
  const rows = new Map(airportsByIds(ids).map((a) => [a.id, a]));
  const runwaysByAirport = groupBy(runwaysOfAirports(ids), (r) => r.airportId);
  // Badges come from the weather cache in one query for the page's ICAO ids: no outside call here.
  const weather = weatherSummariesFor([...rows.values()].map((a) => a.icaoId));
  const results = pagePositions.map((i) => {
    const airport = rows.get(index.ids[i])!;
    const badge = (airport.icaoId && weather.get(airport.icaoId.toUpperCase())) || null;
    return toResult(airport, runwaysByAirport.get(airport.id) ?? [], distances[i], criteria.aircraftSpeed, badge);
  });

  return { departure: toDeparture(departure), results, pagination };
}

export function toDeparture(a: AirportRow): Departure {
  return { loc_id: a.locId, icao_id: a.icaoId, name: a.name, city: a.city, state: a.state };
}

function toResult(a: AirportRow, rwys: RunwayRow[], nm: number, speed: number, weather: WeatherSummary | null): SearchResult {
  return {
    loc_id: a.locId,
    icao_id: a.icaoId,
    name: a.name,
    city: a.city,
    state: a.state,
    use: a.use,
    ownership: a.ownership,
    distance_nm: Math.round(nm * 10) / 10,
    flight_time_minutes: flightMinutes(nm, speed),
    max_runway_length: a.maxRunwayLength,
    surface: a.maxRunwaySurface,
    runways: rwys.map((r) => ({
      Runway_Id: r.runwayId,
      Length: r.length,
      Width: r.width,
      Surface_Type_Condition: r.surfaceTypeCode,
      Surface_Condition: r.condition,
    })),
    adult_activities_summary: null,
    kids_activities_summary: null,
    weather,
  };
}
