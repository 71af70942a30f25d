import { findAirportByCode, type AirportRow, type DataCycle, type RunwayRow } from "~/models/airports.server";
import { flightMinutes } from "~/lib/flight-time";
import { paginate, type Pagination } from "~/lib/pagination";
import { SEARCH_PAGE_SIZE, type SearchCriteria } from "~/lib/search-criteria";
import { airportIndex, distanceToPosition, scanOrigin } from "./airport-index.server";
import { InvalidInput } from "./errors.server";
import type { WeatherSummary } from "~/lib/flight-category";
import { ownBadgesFor, type OwnBadge } from "./weather.server";
import { ownStationsFor } from "./own-stations.server";
import { currentWindsForIndex } from "./station-winds.server";
import { scanSearch, type ScanCriteria } from "./search-scan.server";
import { fieldFactsAt, fieldFactsFor, GRADES, gradeIndex, type ResultFieldFacts } from "./field-report-index.server";
import { earliestUsDate, epochDay, FUEL_FRESH_DAYS } from "~/lib/field-report-dates";

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
  /**
   * What pilots last reported (docs/decisions/0083-field-reports-in-search.md): the price of the searched grade
   * (`fuelGrade`, else 100LL) with its age in days, or null; the courtesy car, or null when nobody said.
   */
  fuel_price: ResultFieldFacts["fuel_price"];
  courtesy_car: ResultFieldFacts["courtesy_car"];
  /** The badge: flight category and observation time of the airport's own METAR station, from the SQLite cache; null when none. */
  weather: WeatherSummary | null;
  /**
   * The station whose report is the airport's own (app/lib/own-station.ts, decision 0107): the badge's and the crosswind's,
   * and the id the browser's 5-minute refresh asks for. Its ICAO id, else K + its FAA-listed AWOS/ASOS's id when the
   * AWC places that report at the field; null when it has none.
   */
  weather_station: string | null;
}

export interface Departure {
  loc_id: string;
  icao_id: string | null;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
  /** The FAA's ARPT_STATUS: O operational, CI / CP closed (a closed field may still be searched from). */
  status: string;
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

/**
 * Every reachable searchable airport from the departure, filtered, sorted and
 * paged on the server (docs/product.md, "Search"). The scan is search-scan.server.ts.
 */
export function searchAirports(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): SearchResponse {
  const departure = resolveDeparture(criteria.departureAirport, "departureAirport");
  const index = airportIndex();
  const origin = scanOrigin(departure);
  if (criteria.fuel && !index.fuelKnown) throw new InvalidInput({ fuel: [FUEL_UNKNOWN_MESSAGE] });
  // The crosswind limit reads each airport's best crosswind, worked out once per weather refresh (docs/decisions/0037).
  const winds = criteria.maxCrosswind != null ? currentWindsForIndex(index) : null;
  // Field reports: read from the index kept per FAA import and field_report_generation (decision 0083).
  const facts = fieldFactsFor(index);
  const grade = gradeIndex(criteria.fuelGrade ?? "100LL");
  const fuelPrice: ScanCriteria["fuelPrice"] =
    criteria.maxFuelPrice !== undefined || criteria.sort === "fuel_price"
      ? {
          cents: facts.cents,
          seen: facts.seenDay,
          stride: GRADES,
          grade,
          freshFrom: epochDay(earliestUsDate()) - FUEL_FRESH_DAYS,
          // A limit in dollars as whole cents, without a float's last-digit error (6.45 → 645).
          maxCents: criteria.maxFuelPrice !== undefined ? Math.floor(criteria.maxFuelPrice * 100 + 1e-6) : undefined,
        }
      : undefined;
  let pagination = paginate(0, criteria.page, pageSize);
  const { page: pagePositions } = scanSearch(
    index,
    origin,
    {
      ...criteria,
      // The flight-time window as distances, so the loop compares without dividing.
      minNm: (criteria.minDuration ?? 0) * criteria.aircraftSpeed,
      maxNm: criteria.maxDuration != null ? criteria.maxDuration * criteria.aircraftSpeed : Infinity,
      crosswind: winds
        ? { best: winds.bestCrosswind, max: criteria.maxCrosswind!, required: criteria.windRequired === true }
        : undefined,
      fuelPrice,
      carYes: criteria.courtesyCar ? facts.courtesyCar : undefined,
    },
    index.positionOfId.get(departure.id) ?? -1,
    (matched) => {
      pagination = paginate(matched, criteria.page, pageSize);
      return (pagination.page - 1) * pageSize;
    },
    pageSize,
  );

  // Badges come from the weather cache in one query for the page's own stations: no outside call here.
  const own = ownStationsFor(index);
  const badges = ownBadgesFor(
    pagePositions.map((i) => ({
      latitude: index.rows[i].latitude,
      longitude: index.rows[i].longitude,
      station: own.stations[i],
    })),
  );
  const results = pagePositions.map((i, k) => {
    const airport = index.rows[i];
    const nm = distanceToPosition(index, i, origin);
    const result = toResult(airport, index.runways.get(airport.id) ?? [], nm, criteria.aircraftSpeed, badges[k], {
      adults: index.adultsSummary[i],
      kids: index.kidsSummary[i],
    });
    Object.assign(result, fieldFactsAt(facts, i, grade));
    if (winds) {
      const best = winds.bestCrosswind[i];
      const hasHeading = index.headingStart[i + 1] > index.headingStart[i];
      result.crosswind = Number.isNaN(best)
        ? { status: "unknown", reason: hasHeading ? "no-wind" : "no-heading" }
        : { status: "within", best_kt: best, station: own.stations[i]!.id };
    }
    return result;
  });

  return { departure: toDeparture(departure), results, pagination, data_cycle: index.cycle };
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
    status: a.status,
  };
}

function toResult(
  a: AirportRow,
  rwys: RunwayRow[],
  nm: number,
  speed: number,
  badge: OwnBadge,
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
    fuel_price: null,
    courtesy_car: null,
    weather: badge.weather,
    weather_station: badge.station,
  };
}
