import { latestImport, searchableAirportColumns } from "~/models/airports.server";

const RAD = Math.PI / 180;
const EARTH_RADIUS_NM = 3440.065;

/**
 * The searchable airports as flat typed arrays, so the trip search can scan
 * all of them on every request without touching SQLite. Rebuilt when a new
 * FAA import lands.
 */
export interface AirportIndex {
  importId: number;
  size: number;
  ids: Int32Array;
  latRad: Float64Array;
  lonRad: Float64Array;
  cosLat: Float64Array;
  state: string[];
  use: (string | null)[];
  maxLength: Int32Array;
  maxImproved: Int32Array;
  maxUnimproved: Int32Array;
  positionOfId: Map<number, number>;
}

let cached: AirportIndex | undefined;

export function airportIndex(): AirportIndex {
  const importId = latestImport()?.id ?? 0;
  if (cached && cached.importId === importId) return cached;
  const rows = searchableAirportColumns();
  const n = rows.length;
  const index: AirportIndex = {
    importId,
    size: n,
    ids: new Int32Array(n),
    latRad: new Float64Array(n),
    lonRad: new Float64Array(n),
    cosLat: new Float64Array(n),
    state: new Array(n),
    use: new Array(n),
    maxLength: new Int32Array(n),
    maxImproved: new Int32Array(n),
    maxUnimproved: new Int32Array(n),
    positionOfId: new Map(),
  };
  rows.forEach((r, i) => {
    index.ids[i] = r.id;
    index.latRad[i] = r.latitude * RAD;
    index.lonRad[i] = r.longitude * RAD;
    index.cosLat[i] = Math.cos(r.latitude * RAD);
    index.state[i] = r.state ?? "";
    index.use[i] = r.use;
    index.maxLength[i] = r.maxRunwayLength ?? 0;
    index.maxImproved[i] = r.maxImprovedLength ?? 0;
    index.maxUnimproved[i] = r.maxUnimprovedLength ?? 0;
    index.positionOfId.set(r.id, i);
  });
  cached = index;
  return index;
}

export interface ScanFilter {
  minRunwayLength?: number;
  runwaySurface?: "improved" | "unimproved";
  airportUse?: "public" | "private";
  state?: string;
}

/** Which airports pass the non-distance filters: a runway long enough of the asked surface, use, state. */
export function passesFilter(index: AirportIndex, i: number, f: ScanFilter): boolean {
  const minLength = f.minRunwayLength ?? 0;
  const length =
    f.runwaySurface === "improved"
      ? index.maxImproved[i]
      : f.runwaySurface === "unimproved"
        ? index.maxUnimproved[i]
        : index.maxLength[i];
  if (length <= 0 || length < minLength) return false;
  if (f.airportUse && index.use[i] !== (f.airportUse === "public" ? "PU" : "PR")) return false;
  if (f.state && index.state[i] !== f.state) return false;
  return true;
}

/** Haversine distance (NM) from a point to the airport at position i, with the index's precomputed terms. */
export function distanceToPosition(index: AirportIndex, i: number, latRad: number, lonRad: number, cosLat: number): number {
  const sinDLat = Math.sin((index.latRad[i] - latRad) / 2);
  const sinDLon = Math.sin((index.lonRad[i] - lonRad) / 2);
  const h = sinDLat * sinDLat + cosLat * index.cosLat[i] * sinDLon * sinDLon;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const toRadians = (deg: number) => deg * RAD;
