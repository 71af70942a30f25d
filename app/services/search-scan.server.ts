/**
 * The trip search's scan: which searchable airports match, and which of them
 * fill the asked page, in the order the spec gives (distance or longest
 * runway, then index position). Built for speed without changing one answer
 * (docs/decisions/0049-search-scan.md):
 *  - one pass over typed arrays, no object per airport;
 *  - the distance test and the ranking use the squared chord between unit
 *    vectors (no sine), which is 4× the haversine term; only an airport whose
 *    answer could differ from the exact haversine distance (within a margin far
 *    wider than either's rounding error) is measured exactly;
 *  - the page is chosen with a bounded heap on the chord, then the few
 *    airports that could share its rounded sort keys are ranked on the exact
 *    keys, the same packed keys the plain full sort would use;
 *  - the crosswind limit reads the per-airport best crosswind worked out once
 *    per weather refresh (station-winds.server.ts).
 */
import { EARTH_RADIUS_NM, nmOfHaversine } from "~/lib/geo";
import { packKey, positionOf } from "~/lib/packed-keys";
import { smallestK } from "~/lib/top-k";
import {
  distanceToPosition,
  filterTerms,
  type AirportIndex,
  type ScanFilter,
  type ScanOrigin,
} from "./airport-index.server";
import { WALKABLE_NM } from "~/lib/place-text";
import type { SearchCriteria } from "~/lib/search-criteria";

/** Distance keys are 1/100 NM, capped (10,485 NM); the position breaks ties. */
export const DISTANCE_STEPS = 2 ** 20;

export interface ScanCriteria extends ScanFilter {
  minNm: number;
  maxNm: number;
  /** Per position, the rounded best-runway crosswind (NaN unknown), with the limit; absent without the criterion. */
  crosswind?: { best: Float64Array; max: number; required: boolean };
  /**
   * Field reports (docs/decisions/0083-field-reports-in-search.md): the chosen grade's prices, the day each was
   * seen, and the first day that still counts (30 days back); with `maxCents`, only a fresh price at most that passes.
   * The 'fuel_price' sort reads the same (a fresh price, cheapest first; airports without one after the rest).
   */
  fuelPrice?: {
    cents: Int32Array;
    seen: Int32Array;
    stride: number;
    grade: number;
    freshFrom: number;
    maxCents?: number;
  };
  /** Per position: 1 when the current courtesy-car report says yes; with it, only those pass. */
  carYes?: Int8Array;
  /** 'time' orders as 'distance' (the same at one speed). */
  sort: SearchCriteria["sort"];
  direction: SearchCriteria["direction"];
}

/** A fresh price's key is its cents (at most 3,000, app/lib/field-report-schemas.ts); no fresh price sorts after every price. */
const NO_PRICE_CENTS = 3001;

/** The cents of position i's fresh price of the chosen grade, else NO_PRICE_CENTS. */
export function priceCents(fp: NonNullable<ScanCriteria["fuelPrice"]>, i: number): number {
  const j = i * fp.stride + fp.grade;
  return fp.cents[j] <= 3000 && fp.seen[j] >= fp.freshFrom ? fp.cents[j] : NO_PRICE_CENTS;
}

/** Relative and absolute slack (far above floating-point error) around a threshold where the exact distance decides. */
const REL = 1e-9;
const ABS_H = 1e-20;
const ABS_NM = 1e-9;

/** The haversine term of a distance; Infinity when the distance reaches half way round the earth. */
function havOf(nm: number): number {
  const angle = nm / (2 * EARTH_RADIUS_NM);
  if (angle >= Math.PI / 2 - 1e-6) return Infinity;
  const s = Math.sin(angle);
  return s * s;
}
const nmOfHav = nmOfHaversine;

/** The exact sort key of position i, as the plain implementation packs it (descending = negated). */
export function exactKey(index: AirportIndex, i: number, origin: ScanOrigin, c: ScanCriteria): number {
  const nm = distanceToPosition(index, i, origin);
  const distanceKey = Math.min(DISTANCE_STEPS - 1, Math.round(nm * 100));
  const key =
    c.sort === "runway"
      ? index.maxLength[i] * DISTANCE_STEPS + distanceKey
      : c.sort === "fuel_price" && c.fuelPrice
        ? priceCents(c.fuelPrice, i) * DISTANCE_STEPS + distanceKey
        : distanceKey;
  return (c.direction === "desc" ? -1 : 1) * packKey(key, i);
}

export interface ScanResult {
  matched: number;
  /** The index positions of rows [start, start + pageSize) of the ordered matches. */
  page: number[];
}

export function scanSearch(
  index: AirportIndex,
  origin: ScanOrigin,
  c: ScanCriteria,
  exclude: number,
  start: (matched: number) => number,
  pageSize: number,
): ScanResult {
  const n = index.size;
  const terms = filterTerms(index, c);
  if (!terms) return { matched: 0, page: [] };
  const { lengths, minLength, use, state, walkingFood, fuel } = terms;
  const useCode = index.useCode;
  const stateCode = index.stateCode;
  const food = index.nearestFoodNm;
  const fuelBits = index.fuel;
  const X = index.unitX;
  const Y = index.unitY;
  const Z = index.unitZ;
  const { x: ox, y: oy, z: oz } = origin;

  // The distance window in haversine terms: outside [lo, hi] the chord decides, inside it the exact distance does.
  const hMin = c.minNm > 0 ? havOf(c.minNm) : -Infinity;
  const minLo = hMin === Infinity ? -Infinity : hMin * (1 - REL) - ABS_H;
  const minHi = hMin === Infinity ? Infinity : hMin * (1 + REL) + ABS_H;
  const hMax = Number.isFinite(c.maxNm) ? havOf(c.maxNm) : Infinity;
  const maxLo = hMax === Infinity && Number.isFinite(c.maxNm) ? -Infinity : hMax * (1 - REL) - ABS_H;
  const maxHi = hMax * (1 + REL) + ABS_H;
  const xw = c.crosswind;
  // The price limit, read from flat arrays: a price of the grade, seen on or after freshFrom, at most max.
  const fp = c.fuelPrice?.maxCents !== undefined ? c.fuelPrice : undefined;
  const fpCents = fp?.cents;
  const fpSeen = fp?.seen;
  const fpStride = fp?.stride ?? 0;
  const fpGrade = fp?.grade ?? 0;
  const fpFrom = fp?.freshFrom ?? 0;
  const fpMax = fp?.maxCents ?? 0;
  const car = c.carYes;

  const { positions, havs } = scratch(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (lengths[i] < minLength) continue;
    if (use !== 0 && useCode[i] !== use) continue;
    if (state >= 0 && stateCode[i] !== state) continue;
    if (walkingFood && !(food[i] <= WALKABLE_NM)) continue;
    if (fuel !== 0 && (fuelBits[i] & fuel) === 0) continue;
    if (i === exclude) continue;
    if (fpCents !== undefined) {
      const j = i * fpStride + fpGrade;
      if (fpCents[j] > fpMax || fpSeen![j] < fpFrom) continue;
    }
    if (car !== undefined && car[i] !== 1) continue;
    const dx = X[i] - ox;
    const dy = Y[i] - oy;
    const dz = Z[i] - oz;
    const h = (dx * dx + dy * dy + dz * dz) * 0.25;
    if (h < minLo || h > maxHi) continue;
    if (h < minHi || h > maxLo) {
      const nm = distanceToPosition(index, i, origin);
      if (nm < c.minNm || nm > c.maxNm) continue;
    }
    if (xw) {
      const best = xw.best[i];
      if (best !== best) {
        if (xw.required) continue;
      } else if (best > xw.max) continue;
    }
    positions[m] = i;
    havs[m++] = h;
  }

  const first = start(m);
  const k = Math.min(m, first + pageSize);
  if (k <= first) return { matched: m, page: [] };
  const chosen = rowsThatCanRankFirst(index, c, positions, havs, m, k);
  const keys = new Float64Array(chosen.length);
  for (let j = 0; j < chosen.length; j++) keys[j] = exactKey(index, chosen[j], origin, c);
  const top = smallestK(keys, keys.length, k);
  return { matched: m, page: Array.from(top.subarray(first), positionOf) };
}

// Reused between calls (the scan is synchronous), so a search allocates nothing in proportion to the airports.
let buffers = { positions: new Int32Array(0), havs: new Float64Array(0) };
function scratch(n: number) {
  if (buffers.positions.length < n) buffers = { positions: new Int32Array(n), havs: new Float64Array(n) };
  return buffers;
}

/** positions[j] for every j < m with keep(values[j]) — a plain loop, no closure per row. */
function select(positions: Int32Array, values: Float64Array, m: number, lo: number, hi: number): Int32Array {
  const out = new Int32Array(m);
  let n = 0;
  for (let j = 0; j < m; j++) {
    const v = values[j];
    if (v >= lo && v <= hi) out[n++] = positions[j];
  }
  return out.subarray(0, n);
}

/**
 * A subset of the matches that surely holds the first k in the exact order:
 * for the distance sort, the rows whose chord is near enough the k-th
 * nearest (or farthest) that their rounded keys could tie with it or beat it;
 * for the runway sort, the rows whose longest runway is at least as good as
 * the k-th row's (the distance only breaks ties of equal length).
 */
function rowsThatCanRankFirst(
  index: AirportIndex,
  c: ScanCriteria,
  positions: Int32Array,
  havs: Float64Array,
  m: number,
  k: number,
): Int32Array {
  const desc = c.direction === "desc";
  // Late pages rank nearly everything anyway: the plain exact ranking of all matches.
  // The price sort ranks every match exactly: the prices decide before the distance does.
  if (k >= m / 4 || c.sort === "fuel_price") return positions.slice(0, m);
  if (c.sort === "runway") {
    const lengths = new Float64Array(m);
    for (let j = 0; j < m; j++) lengths[j] = (desc ? -1 : 1) * index.maxLength[positions[j]];
    return select(positions, lengths, m, -Infinity, smallestK(lengths, m, k)[k - 1]);
  }
  if (!desc) {
    // Every row among the k nearest chords has an exact key ≤ kMax, so the first k do; a key ≤ kMax means
    // an exact distance below (kMax + 0.5) / 100 NM.
    const hK = smallestK(havs, m, k)[k - 1];
    const kMax = Math.min(DISTANCE_STEPS - 1, Math.round((nmOfHav(hK) * (1 + REL) + ABS_NM) * 100));
    if (kMax >= DISTANCE_STEPS - 1) return positions.slice(0, m);
    return select(positions, havs, m, -Infinity, havOf((kMax + 0.5) / 100) * (1 + REL) + ABS_H);
  }
  // Farthest first: every row among the k farthest chords has an exact key ≥ kMin, so the first k do; a key
  // ≥ kMin means an exact distance of at least (kMin − 0.5) / 100 NM.
  const negated = new Float64Array(m);
  for (let j = 0; j < m; j++) negated[j] = -havs[j];
  const hK = -smallestK(negated, m, k)[k - 1];
  const kMin = Math.min(DISTANCE_STEPS - 1, Math.round((nmOfHav(hK) * (1 - REL) - ABS_NM) * 100));
  if (kMin <= 0) return positions.slice(0, m);
  return select(positions, havs, m, havOf((kMin - 0.5) / 100) * (1 - REL) - ABS_H, Infinity);
}
