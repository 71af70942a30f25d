import {
  dataCycle,
  findAirportByCode,
  type AirportRow,
  type DataCycle,
  type RunwayRow,
} from "~/models/airports.server";
import { flightMinutes } from "~/lib/flight-time";
import type { Pagination } from "~/lib/pagination";
import { SEARCH_PAGE_SIZE, type SearchCriteria } from "~/lib/search-criteria";
import { airportIndex, candidatePositions, distanceToPosition, scanOrigin } from "./airport-index.server";
import { InvalidInput } from "./errors.server";
import { packKey, pageOfPackedKeys } from "~/lib/packed-keys";
import type { WeatherSummary } from "~/lib/flight-category";
import { weatherSummariesFor } from "./weather.server";
import { currentWindsForIndex, type IndexWinds } from "./station-winds.server";
import type { AirportIndex } from "./airport-index.server";

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
  latitude: number;
  longitude: number;
  distance_nm: number;
  flight_time_minutes: number;
  max_runway_length: number | null;
  surface: string | null;
  runways: ResultRunway[];
  adult_activities_summary: string | null;
  kids_activities_summary: string | null;
  /**
   * With a max-crosswind criterion only: the crosswind (kt, rounded) on the airport's best runway under its own
   * station's current wind, or unknown (no current report of its own, or no runway heading). Null without the criterion.
   */
  crosswind:
    | { status: "within"; best_kt: number; station: string }
    | { status: "unknown"; reason: "no-wind" | "no-heading" }
    | null;
  /** NASR fuel codes ('100LL,A'); null when the loaded data lists none. */
  fuel_types: string | null;
  /** The badge: flight category and observation time of the airport's own METAR station, from the SQLite cache; null when none. */
  weather: WeatherSummary | null;
}

export interface Departure {
  loc_id: string;
  icao_id: string | null;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
}

export interface SearchResponse {
  departure: Departure;
  results: SearchResult[];
  pagination: Pagination;
  data_cycle: DataCycle | null;
}

export function resolveDeparture(code: string, field: string): AirportRow {
  const airport = findAirportByCode(code);
  if (!airport) throw new InvalidInput({ [field]: [`No airport found with the code ${code.toUpperCase()}`] });
  return airport;
}

export const FUEL_UNKNOWN_MESSAGE = "The loaded FAA data has no fuel information, so fuel cannot be filtered";

const DISTANCE_STEPS = 2 ** 20; // distance in 1/100 NM, up to 10,485 NM

/**
 * Every reachable searchable airport from the departure, filtered, sorted and
 * paged on the server (spec §2 Home, §3, §9).
 */
export function searchAirports(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): SearchResponse {
  const departure = resolveDeparture(criteria.departureAirport, "departureAirport");
  const index = airportIndex();
  const origin = scanOrigin(departure);
  // The flight-time window as distances, so the loop compares without dividing.
  const minNm = (criteria.minDuration ?? 0) * criteria.aircraftSpeed;
  const maxNm = criteria.maxDuration != null ? criteria.maxDuration * criteria.aircraftSpeed : Infinity;
  const byRunway = criteria.sort === "runway";
  const sign = criteria.direction === "desc" ? -1 : 1;

  if (criteria.fuel && !index.fuelKnown) throw new InvalidInput({ fuel: [FUEL_UNKNOWN_MESSAGE] });
  const candidates = candidatePositions(index, criteria, [index.positionOfId.get(departure.id)]);
  const keys = new Float64Array(candidates.length);
  const distances = new Float64Array(index.size);
  // The crosswind limit is a filter on the candidates within range: one wind lookup and a few sines each (docs/decisions/0037).
  const maxCrosswind = criteria.maxCrosswind;
  const winds = maxCrosswind != null ? currentWindsForIndex(index) : null;
  const crosswinds = winds ? new Float32Array(index.size) : null;
  let matched = 0;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    const nm = distanceToPosition(index, i, origin);
    if (nm < minNm || nm > maxNm) continue;
    if (winds && crosswinds) {
      const xw = crosswindAt(index, winds, i);
      if (xw == null) {
        if (criteria.windRequired) continue;
        crosswinds[i] = NaN;
      } else {
        if (Math.round(xw) > maxCrosswind!) continue;
        crosswinds[i] = Math.round(xw);
      }
    }
    distances[i] = nm;
    const distanceKey = Math.min(DISTANCE_STEPS - 1, Math.round(nm * 100));
    // Descending order is the ascending order of the negated keys.
    keys[matched++] = sign * packKey(byRunway ? index.maxLength[i] * DISTANCE_STEPS + distanceKey : distanceKey, i);
  }

  const { pagination, positions: pagePositions } = pageOfPackedKeys(keys, matched, criteria.page, pageSize);

  // Badges come from the weather cache in one query for the page's ICAO ids: no outside call here.
  const weather = weatherSummariesFor(pagePositions.map((i) => index.rows[i].icaoId));
  const results = pagePositions.map((i) => {
    const airport = index.rows[i];
    const badge = (airport.icaoId && weather.get(airport.icaoId.toUpperCase())) || null;
    const result = toResult(airport, index.runways.get(airport.id) ?? [], distances[i], criteria.aircraftSpeed, badge, {
      adults: index.adultsSummary[i],
      kids: index.kidsSummary[i],
    });
    if (crosswinds) {
      const hasHeading = index.headingStart[i + 1] > index.headingStart[i];
      result.crosswind = Number.isNaN(crosswinds[i])
        ? { status: "unknown", reason: hasHeading ? "no-wind" : "no-heading" }
        : { status: "within", best_kt: crosswinds[i], station: airport.icaoId!.toUpperCase() };
    }
    return result;
  });

  return { departure: toDeparture(departure), results, pagination, data_cycle: dataCycle() };
}

/**
 * The smallest crosswind (kt) over airport i's runway headings under its current wind, as
 * app/lib/runway-wind.ts bestCrosswind computes it, from the precomputed sines and cosines;
 * null without a current report of its own or without a heading.
 */
function crosswindAt(index: AirportIndex, winds: IndexWinds, i: number): number | null {
  const speed = winds.speed[i];
  const from = index.headingStart[i];
  const to = index.headingStart[i + 1];
  const direction = winds.direction[i];
  if (Number.isNaN(speed) || to <= from || direction === -1) return null;
  if (speed === 0) return 0;
  if (Number.isNaN(direction)) return speed;
  const sw = winds.sin[i];
  const cw = winds.cos[i];
  let best = Infinity;
  for (let k = from; k < to; k++) {
    const x = Math.abs(speed * (sw * index.headingCos[k] - cw * index.headingSin[k]));
    if (x < best) best = x;
  }
  return best;
}

export function toDeparture(a: AirportRow): Departure {
  return {
    loc_id: a.locId,
    icao_id: a.icaoId,
    name: a.name,
    city: a.city,
    state: a.state,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

function toResult(
  a: AirportRow,
  rwys: RunwayRow[],
  nm: number,
  speed: number,
  weather: WeatherSummary | null,
  summaries: { adults: string | null; kids: string | null },
): SearchResult {
  return {
    loc_id: a.locId,
    icao_id: a.icaoId,
    name: a.name,
    city: a.city,
    state: a.state,
    use: a.use,
    ownership: a.ownership,
    latitude: a.latitude,
    longitude: a.longitude,
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
    adult_activities_summary: summaries.adults,
    kids_activities_summary: summaries.kids,
    crosswind: null,
    fuel_types: a.fuelTypes,
    weather,
  };
}
