import { greatCircleMidpoint, greatCircleNm, type LatLon } from "~/lib/geo";
import type { DurationMatchCriteria, DurationSort, MidpointMatchCriteria } from "~/lib/meetup-criteria";
import { TOOLS_PAGE_SIZE } from "~/lib/meetup-criteria";
import type { Pagination } from "~/lib/pagination";
import { packKey, pageOfPackedKeys, positionOf } from "~/lib/packed-keys";
import { smallestK } from "~/lib/top-k";
import type { AirportRow } from "~/models/airports.server";
import {
  airportIndex,
  candidatePositions,
  distanceToPosition,
  scanOrigin,
  type AirportIndex,
} from "./airport-index.server";
import { InvalidInput } from "./errors.server";
import { resolveDeparture, toDeparture, type Departure } from "./search.server";
import { fieldFactsAt, fieldFactsFor, type ResultFieldFacts } from "./field-report-index.server";

/** Airport as shown in tools (docs/product.md, "Tools"). */
export interface ToolAirport {
  id: number;
  locId: string;
  icaoId: string | null;
  name: string;
  city: string | null;
  state: string | null;
  /** 'pu' or 'pr' ('pr means private'); null when the FAA data does not say. */
  facilityUse: "pu" | "pr" | null;
  runwayLength: number | null;
  /** FAA surface code of the longest runway, e.g. 'ASPH'. */
  runwaySurface: string | null;
  adult_activities_summary: string | null;
  kids_activities_summary: string | null;
  /** What pilots last reported: the 100LL price and the courtesy car (docs/decisions/0083-field-reports-in-search.md). */
  fuel_price: ResultFieldFacts["fuel_price"];
  courtesy_car: ResultFieldFacts["courtesy_car"];
}

export interface DurationMatchResult {
  airport: ToolAirport;
  /** Hours, 2 decimals. */
  plane1FlightTime: number;
  plane2FlightTime: number;
  /** Nautical miles, 1 decimal. */
  plane1Distance: number;
  plane2Distance: number;
}

export interface MidpointMatchResult {
  airport: ToolAirport;
  /** Nautical miles from the great-circle midpoint, 1 decimal. */
  distanceToMidpoint: number;
}

export interface DurationMatchResponse {
  results: DurationMatchResult[];
  pagination: Pagination;
  /** For the page's heading; the JSON call answers only results and pagination. */
  departures: [Departure, Departure];
}

export interface MidpointMatchResponse {
  results: MidpointMatchResult[];
  pagination: Pagination;
  /** Whole NM around the midpoint that the results lie within. */
  searchRadius: number;
  /** For the page's heading; the JSON call answers only results, pagination and searchRadius. */
  departures: [Departure, Departure];
  midpoint: LatLon;
  /** Great-circle distance between the two departures, NM. */
  distanceBetween: number;
}

const DISTANCE_STEPS = 2 ** 24; // distance in 1/1000 NM, up to 16,777 NM

/** Within this many minutes apart, two arrivals count as even (docs/decisions/0005). */
export const EVEN_WITHIN_MINUTES = 10;

/**
 * How uneven a split feels: 0 within 10 minutes, then one step per further
 * 10 minutes (11–20 min is 1, 21–30 min is 2 …).
 */
export const splitBucket = (differenceMinutes: number) =>
  differenceMinutes <= EVEN_WITHIN_MINUTES
    ? 0
    : Math.ceil((differenceMinutes - EVEN_WITHIN_MINUTES) / EVEN_WITHIN_MINUTES);

// Each part of a key has a fixed range; times are the answered hours (2 decimals) in hundredths.
const HUNDREDTHS = 2 ** 11; // up to 20 h: one plane's time, or the total of two 8-hour legs
const MINUTES = 2 ** 10; // up to 17 h of difference
const BUCKETS = 2 ** 7;
const RUNWAY_FEET = 2 ** 16;
const clamp = (value: number, steps: number) => Math.min(steps - 1, Math.max(0, Math.round(value)));

/** One meetup as the order sees it. */
export interface MeetupForOrder {
  plane1FlightTime: number;
  plane2FlightTime: number;
  /** Longest runway, feet (the `runway` order). */
  runwayLength?: number | null;
}

/**
 * Duration Match's orders as one packed number per airport (smallest first;
 * docs/decisions/0005-duration-match-order.md), the index position breaking
 * a full tie:
 *  - fair: the split bucketed (within 10 min is even), then the sooner
 *    meeting (the later of the two arrivals), then the smaller total;
 *  - difference: the difference in whole minutes, then the smaller total;
 *  - total: the smaller total flying time, then the smaller difference;
 *  - runway: the longest runway first, then as `fair`.
 */
export function meetupOrderKey(sort: DurationSort, m: MeetupForOrder, position = 0): number {
  const t1 = m.plane1FlightTime;
  const t2 = m.plane2FlightTime;
  const differenceMinutes = clamp(Math.abs(t1 - t2) * 60, MINUTES);
  const meeting = clamp(Math.max(t1, t2) * 100, HUNDREDTHS);
  const total = clamp((t1 + t2) * 100, HUNDREDTHS);
  const bucket = clamp(splitBucket(differenceMinutes), BUCKETS);
  let key: number;
  if (sort === "difference") key = differenceMinutes * HUNDREDTHS + total;
  else if (sort === "total") key = total * MINUTES + differenceMinutes;
  else if (sort === "runway")
    key = (clamp(RUNWAY_FEET - 1 - (m.runwayLength ?? 0), RUNWAY_FEET) * BUCKETS + bucket) * HUNDREDTHS + meeting;
  else key = (bucket * HUNDREDTHS + meeting) * HUNDREDTHS + total;
  return packKey(key, position);
}

/**
 * Both planes' departures, the flight times to every searchable airport from
 * each, and the airports both reach within [minDuration, maxDuration] hours
 * that pass the runway, surface and use filters; the departures themselves
 * are not meetup places. One scan over the search core's index.
 */
export function durationMatch(criteria: DurationMatchCriteria, pageSize = TOOLS_PAGE_SIZE): DurationMatchResponse {
  const [from1, from2] = resolveBoth(criteria.plane1Airport, "plane1Airport", criteria.plane2Airport, "plane2Airport");
  const index = airportIndex();
  const p1 = scanOrigin(from1);
  const p2 = scanOrigin(from2);
  const { plane1Speed, plane2Speed, minDuration, maxDuration } = criteria;

  const candidates = candidatePositions(index, criteria, [
    index.positionOfId.get(from1.id),
    index.positionOfId.get(from2.id),
  ]);
  const keys = new Float64Array(candidates.length);
  const distance1 = new Float64Array(index.size);
  const distance2 = new Float64Array(index.size);
  let matched = 0;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    const nm1 = distanceToPosition(index, i, p1);
    const hours1 = nm1 / plane1Speed;
    if (hours1 < minDuration || hours1 > maxDuration) continue;
    const nm2 = distanceToPosition(index, i, p2);
    const hours2 = nm2 / plane2Speed;
    if (hours2 < minDuration || hours2 > maxDuration) continue;
    distance1[i] = nm1;
    distance2[i] = nm2;
    // Ordered by the times as answered (hours, 2 decimals), so the differences a client shows never go backwards.
    const meetup = {
      plane1FlightTime: round(hours1, 2),
      plane2FlightTime: round(hours2, 2),
      runwayLength: index.maxLength[i],
    };
    keys[matched++] = meetupOrderKey(criteria.sort, meetup, i);
  }

  const { pagination, positions } = pageOfPackedKeys(keys, matched, criteria.page, pageSize);
  const airports = airportsAt(index, positions);
  const results = positions.map((i, n) => ({
    airport: airports[n],
    plane1FlightTime: round(distance1[i] / plane1Speed, 2),
    plane2FlightTime: round(distance2[i] / plane2Speed, 2),
    plane1Distance: round(distance1[i], 1),
    plane2Distance: round(distance2[i], 1),
  }));
  return { results, pagination, departures: [toDeparture(from1), toDeparture(from2)] };
}

/* ------------------------------------------------------------------------ */
/* Midpoint Match                                                            */
/* ------------------------------------------------------------------------ */

/** See docs/decisions/0006-midpoint-radius.md. */
export const MIDPOINT_RADIUS = { share: 0.15, min: 25, max: 150, step: 25, cap: 300, wantedOptions: 5 } as const;

/** The starting radius: 15 % of the distance between the two departures, 25 to 150 NM. */
export function baseSearchRadius(distanceBetweenNm: number): number {
  const { share, min, max } = MIDPOINT_RADIUS;
  return Math.min(max, Math.max(min, Math.round(share * distanceBetweenNm)));
}

/**
 * The radius answered: the base one, widened in 25 NM steps until it holds
 * the wanted number of options (5) or reaches 300 NM. `nthNearestNm` is the
 * distance from the midpoint of the 5th nearest airport that passes the
 * filters (or the farthest, when fewer exist; undefined when none do).
 */
export function searchRadiusFor(distanceBetweenNm: number, nthNearestNm: number | undefined): number {
  const base = baseSearchRadius(distanceBetweenNm);
  const { step, cap } = MIDPOINT_RADIUS;
  if (nthNearestNm === undefined || nthNearestNm <= base) return base;
  return Math.min(cap, base + Math.ceil((nthNearestNm - base) / step) * step);
}

/**
 * Airports near the great-circle midpoint of two departures that pass the
 * runway, surface and use filters, nearest first, within a radius that grows
 * with the distance between the departures (see searchRadiusFor).
 */
export function midpointMatch(criteria: MidpointMatchCriteria, pageSize = TOOLS_PAGE_SIZE): MidpointMatchResponse {
  const [from1, from2] = resolveBoth(
    criteria.departure1Airport,
    "departure1Airport",
    criteria.departure2Airport,
    "departure2Airport",
  );
  const index = airportIndex();
  const midpoint = greatCircleMidpoint(from1, from2);
  const distanceBetween = greatCircleNm(from1, from2);
  const m = scanOrigin(midpoint);

  // One scan: the distance of every candidate to the midpoint.
  const inReach = candidatePositions(index, criteria, [
    index.positionOfId.get(from1.id),
    index.positionOfId.get(from2.id),
  ]);
  const candidates = new Float64Array(inReach.length);
  const distances = new Float64Array(index.size);
  let count = 0;
  for (let k = 0; k < inReach.length; k++) {
    const i = inReach[k];
    const nm = distanceToPosition(index, i, m);
    distances[i] = nm;
    candidates[count++] = packKey(Math.min(DISTANCE_STEPS - 1, Math.round(nm * 1000)), i);
  }

  const nearest = smallestK(candidates, count, MIDPOINT_RADIUS.wantedOptions);
  const nth = nearest.length ? distances[positionOf(nearest[nearest.length - 1])] : undefined;
  const searchRadius = searchRadiusFor(distanceBetween, nth);

  let matched = 0;
  for (let n = 0; n < count; n++) {
    if (distances[positionOf(candidates[n])] <= searchRadius) candidates[matched++] = candidates[n];
  }
  const { pagination, positions } = pageOfPackedKeys(candidates, matched, criteria.page, pageSize);
  const airports = airportsAt(index, positions);
  const results = positions.map((i, n) => ({ airport: airports[n], distanceToMidpoint: round(distances[i], 1) }));
  return {
    results,
    pagination,
    searchRadius,
    departures: [toDeparture(from1), toDeparture(from2)],
    midpoint,
    distanceBetween: round(distanceBetween, 1),
  };
}

/* ------------------------------------------------------------------------ */

/** Both airports, with an unknown code reported on its own field (both at once when both are unknown). */
function resolveBoth(code1: string, field1: string, code2: string, field2: string): [AirportRow, AirportRow] {
  const fieldErrors: Record<string, string[]> = {};
  const resolve = (code: string, field: string) => {
    try {
      return resolveDeparture(code, field);
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      Object.assign(fieldErrors, error.fieldErrors);
      return undefined;
    }
  };
  const a = resolve(code1, field1);
  const b = resolve(code2, field2);
  if (!a || !b) throw new InvalidInput(fieldErrors);
  return [a, b];
}

function airportsAt(index: AirportIndex, positions: number[]): ToolAirport[] {
  const facts = fieldFactsFor(index);
  return positions.map((i) => ({
    ...toToolAirport(index.rows[i], index.adultsSummary[i], index.kidsSummary[i]),
    ...fieldFactsAt(facts, i),
  }));
}

function toToolAirport(
  a: AirportRow,
  adults: string | null,
  kids: string | null,
): Omit<ToolAirport, keyof ResultFieldFacts> {
  const use = a.use?.toLowerCase();
  return {
    id: a.id,
    locId: a.locId,
    icaoId: a.icaoId,
    name: a.name,
    city: a.city,
    state: a.state,
    facilityUse: use === "pu" || use === "pr" ? use : null,
    runwayLength: a.maxRunwayLength,
    runwaySurface: a.maxRunwaySurface,
    adult_activities_summary: adults,
    kids_activities_summary: kids,
  };
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
