import { nmOfHaversine } from "~/lib/geo";
import { groupBy } from "~/lib/group-by";
import {
  latestImport,
  searchableAirports,
  searchableRunways,
  type AirportRow,
  type DataCycle,
  type RunwayRow,
} from "~/models/airports.server";
import { allPlaceSummaries, latestPlaceImportId } from "~/models/nearby-places.server";
import { WALKABLE_NM } from "~/lib/place-text";
import { placesVersion } from "./place-summaries.server";
import { searchableRunwayHeadings } from "~/models/runway-headings.server";
import { fuelBits, fuelFilterBit, type FuelFilter } from "~/lib/fuel";

const RAD = Math.PI / 180;
const USE_CODES: Record<string, number> = { PU: 1, PR: 2 };

/**
 * The searchable airports held in memory: flat typed arrays for the scan the
 * trip search and the tools make over all of them on every request, and the
 * rows and runways a results page shows. Rebuilt when a new FAA import lands.
 */
export interface AirportIndex {
  importId: number;
  /** The loaded FAA cycle (as dataCycle() reads it), so a search needs no second query for it. */
  cycle: DataCycle | null;
  size: number;
  ids: Int32Array;
  latRad: Float64Array;
  lonRad: Float64Array;
  cosLat: Float64Array;
  /**
   * Unit vectors of the airports on the sphere: the squared chord between two of them is 4× the haversine term,
   * with no sine to compute, so the search can rank and prefilter with it (docs/decisions/0049-search-scan.md).
   */
  unitX: Float64Array;
  unitY: Float64Array;
  unitZ: Float64Array;
  /** 1 public, 2 private, 0 unknown. */
  useCode: Uint8Array;
  /** Position in `states` of each airport's state. */
  stateCode: Uint16Array;
  states: string[];
  maxLength: Int32Array;
  maxImproved: Int32Array;
  maxUnimproved: Int32Array;
  rows: AirportRow[];
  runways: Map<number, RunwayRow[]>;
  positionOfId: Map<number, number>;
  /** Per position, the precomputed place summaries (docs/decisions/0024-activity-summaries.md); null when there is none. */
  adultsSummary: (string | null)[];
  kidsSummary: (string | null)[];
  /** Per position, the nearest restaurant in NM (Infinity when none is listed). */
  nearestFoodNm: Float32Array;
  /** Which places import and admin change the summaries were read at. */
  placesKey: string;
  /** Runway-end true headings of every airport, flat: airport i's are headings[headingStart[i] .. headingStart[i + 1]) (the crosswind filter). */
  headings: Float32Array;
  headingStart: Int32Array;
  /** sin and cos of each heading, so the crosswind test is multiply-adds: |V·sin(w − h)| = |V·(sin w·cos h − cos w·sin h)|. */
  headingSin: Float32Array;
  headingCos: Float32Array;
  /** Fuel sold (bits of app/lib/fuel.ts), and whether the loaded data lists fuel at all. */
  fuel: Uint8Array;
  fuelKnown: boolean;
}

let cached: AirportIndex | undefined;

export function airportIndex(): AirportIndex {
  const imported = latestImport();
  const importId = imported?.id ?? 0;
  if (cached && cached.importId === importId) return withPlaces(cached);
  const rows = searchableAirports();
  const n = rows.length;
  const states = [...new Set(rows.map((r) => r.state ?? ""))].sort();
  const stateIndex = new Map(states.map((s, i) => [s, i]));
  const index: AirportIndex = {
    importId,
    cycle: imported ? { label: imported.label, effective_date: imported.effectiveDate } : null,
    size: n,
    ids: Int32Array.from(rows, (r) => r.id),
    latRad: Float64Array.from(rows, (r) => r.latitude * RAD),
    lonRad: Float64Array.from(rows, (r) => r.longitude * RAD),
    cosLat: Float64Array.from(rows, (r) => Math.cos(r.latitude * RAD)),
    unitX: Float64Array.from(rows, (r) => Math.cos(r.latitude * RAD) * Math.cos(r.longitude * RAD)),
    unitY: Float64Array.from(rows, (r) => Math.cos(r.latitude * RAD) * Math.sin(r.longitude * RAD)),
    unitZ: Float64Array.from(rows, (r) => Math.sin(r.latitude * RAD)),
    useCode: Uint8Array.from(rows, (r) => USE_CODES[r.use ?? ""] ?? 0),
    stateCode: Uint16Array.from(rows, (r) => stateIndex.get(r.state ?? "")!),
    states,
    maxLength: Int32Array.from(rows, (r) => r.maxRunwayLength ?? 0),
    maxImproved: Int32Array.from(rows, (r) => r.maxImprovedLength ?? 0),
    maxUnimproved: Int32Array.from(rows, (r) => r.maxUnimprovedLength ?? 0),
    rows,
    runways: groupBy(searchableRunways(), (r) => r.airportId),
    positionOfId: new Map(rows.map((r, i) => [r.id, i])),
    adultsSummary: [],
    kidsSummary: [],
    nearestFoodNm: new Float32Array(0),
    placesKey: "",
    ...flatHeadings(rows),
    fuel: Uint8Array.from(rows, (r) => fuelBits(r.fuelTypes)),
    fuelKnown: rows.some((r) => (r.fuelTypes ?? "").trim() !== ""),
  };
  cached = index;
  return withPlaces(index);
}

/** Reads the place summaries into the index when a places import or an admin change made them newer. */
function withPlaces(index: AirportIndex): AirportIndex {
  const key = `${latestPlaceImportId()}:${placesVersion()}`;
  if (index.placesKey === key) return index;
  const positionOfLocId = new Map(index.rows.map((r, i) => [r.locId, i]));
  const adults: (string | null)[] = new Array(index.size).fill(null);
  const kids: (string | null)[] = new Array(index.size).fill(null);
  const food = new Float32Array(index.size).fill(Infinity);
  for (const s of allPlaceSummaries()) {
    const i = positionOfLocId.get(s.airportLocId);
    if (i === undefined) continue;
    adults[i] = s.adultsSummary;
    kids[i] = s.kidsSummary;
    if (s.nearestFoodNm != null) food[i] = s.nearestFoodNm;
  }
  index.adultsSummary = adults;
  index.kidsSummary = kids;
  index.nearestFoodNm = food;
  index.placesKey = key;
  return index;
}

function flatHeadings(rows: AirportRow[]) {
  const byAirport = groupBy(searchableRunwayHeadings(), (h) => h.airportId);
  const headingStart = new Int32Array(rows.length + 1);
  const flat: number[] = [];
  rows.forEach((r, i) => {
    headingStart[i] = flat.length;
    for (const h of byAirport.get(r.id) ?? []) flat.push(h.heading);
  });
  headingStart[rows.length] = flat.length;
  const rad = Math.PI / 180;
  return {
    headings: Float32Array.from(flat),
    headingStart,
    headingSin: Float32Array.from(flat, (h) => Math.sin(h * rad)),
    headingCos: Float32Array.from(flat, (h) => Math.cos(h * rad)),
  };
}

export interface ScanFilter {
  minRunwayLength?: number;
  runwaySurface?: "improved" | "unimproved";
  airportUse?: "public" | "private";
  state?: string;
  /** Only airports with a restaurant within walking distance (docs/decisions/0023-places-radius.md). */
  walkingFood?: boolean;
  fuel?: FuelFilter;
}

/**
 * The distance-free filters in the scan's terms (the runway lengths to compare, the use and state
 * codes, the fuel bits), shared by candidatePositions and the search scan; null when no airport
 * can pass (a state the data does not have).
 */
export function filterTerms(index: AirportIndex, f: ScanFilter) {
  const state = f.state === undefined ? -1 : index.states.indexOf(f.state);
  if (f.state !== undefined && state < 0) return null;
  return {
    lengths:
      f.runwaySurface === "improved"
        ? index.maxImproved
        : f.runwaySurface === "unimproved"
          ? index.maxUnimproved
          : index.maxLength,
    minLength: Math.max(1, f.minRunwayLength ?? 0),
    use: f.airportUse === "public" ? 1 : f.airportUse === "private" ? 2 : 0,
    state,
    walkingFood: f.walkingFood === true,
    fuel: fuelFilterBit(f.fuel),
  };
}

/**
 * The positions of the airports that pass the filters that do not depend on
 * distance: a runway of the asked surface at least as long as asked, the use
 * and the state. One tight pass over typed arrays, so the distance loop that
 * follows runs only over the candidates.
 */
export function candidatePositions(
  index: AirportIndex,
  f: ScanFilter,
  exclude: (number | undefined)[] = [],
): Int32Array {
  const terms = filterTerms(index, f);
  if (!terms) return new Int32Array(0);
  const { lengths, minLength, use, state, walkingFood, fuel } = terms;
  const skip = exclude.filter((p): p is number => p !== undefined);
  const out = new Int32Array(index.size);
  let n = 0;
  for (let i = 0; i < index.size; i++) {
    if (lengths[i] < minLength) continue;
    if (use !== 0 && index.useCode[i] !== use) continue;
    if (state >= 0 && index.stateCode[i] !== state) continue;
    if (walkingFood && !(index.nearestFoodNm[i] <= WALKABLE_NM)) continue;
    if (fuel !== 0 && (index.fuel[i] & fuel) === 0) continue;
    if (skip.length !== 0 && skip.includes(i)) continue;
    out[n++] = i;
  }
  return out.subarray(0, n);
}

/** A point the scan measures from: radians and the cosine of its latitude, computed once. */
export interface ScanOrigin {
  lat: number;
  lon: number;
  cosLat: number;
  /** Its unit vector, as the index's unitX/Y/Z. */
  x: number;
  y: number;
  z: number;
}

export function scanOrigin(p: { latitude: number; longitude: number }): ScanOrigin {
  const lat = p.latitude * RAD;
  const lon = p.longitude * RAD;
  const cosLat = Math.cos(lat);
  return { lat, lon, cosLat, x: cosLat * Math.cos(lon), y: cosLat * Math.sin(lon), z: Math.sin(lat) };
}

/** Haversine distance (NM) from an origin to the airport at position i, with the index's precomputed terms. */
export function distanceToPosition(index: AirportIndex, i: number, o: ScanOrigin): number {
  const sinDLat = Math.sin((index.latRad[i] - o.lat) / 2);
  const sinDLon = Math.sin((index.lonRad[i] - o.lon) / 2);
  return nmOfHaversine(sinDLat * sinDLat + o.cosLat * index.cosLat[i] * sinDLon * sinDLon);
}
