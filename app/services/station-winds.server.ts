/**
 * The current wind of every METAR station in the SQLite cache, held in memory
 * for the search's max-crosswind filter and reloaded only after the cache
 * changes (a bulk refresh every 5 minutes). An observation older than
 * OLD_OBSERVATION_MINUTES counts as no report: the filter works on the current
 * wind or says it does not know (docs/decisions/0037-runway-wind-and-sources.md).
 */
import { OLD_OBSERVATION_MINUTES } from "~/lib/flight-category";
import type { LatLon } from "~/lib/geo";
import { isOwnReport, type OwnStation } from "~/lib/own-station";
import type { Wind } from "~/lib/runway-wind";
import { observationsVersion, stationWinds, type StationWind } from "~/models/weather.server";
import type { AirportIndex } from "./airport-index.server";
import { ownStationsFor } from "./own-stations.server";

let cached: { version: string; byId: Map<string, StationWind> } | undefined;

function winds(nowMs: number): Map<string, StationWind> {
  const version = observationsVersion(nowMs);
  if (!cached || cached.version !== version) {
    cached = { version, byId: new Map(stationWinds().map((w) => [w.icaoId, w])) };
  }
  return cached.byId;
}

/**
 * A lookup of a field's current wind from its own station (app/lib/own-station.ts): null when it has none,
 * only an old report, or a listed station's report the AWC does not place at the field.
 */
export function currentWindLookup(nowMs = Date.now()): (field: LatLon, station: OwnStation | null) => Wind | null {
  const byId = winds(nowMs);
  const oldest = nowMs / 1000 - OLD_OBSERVATION_MINUTES * 60;
  return (field, station) => {
    if (!station) return null;
    const w = byId.get(station.id);
    if (!w || w.obsTime < oldest || w.wspd == null || !isOwnReport(field, station, w)) return null;
    return { wdir: w.wdir, wspd: w.wspd, wgst: w.wgst };
  };
}

export interface IndexWinds {
  /** Per index position: degrees true; NaN for VRB; −1 without a direction. */
  direction: Float32Array;
  /** Per index position: knots, the gust when there is one; NaN without a current report of its own. */
  speed: Float32Array;
  /** sin and cos of the direction (0 when it is VRB or missing). */
  sin: Float32Array;
  cos: Float32Array;
  /**
   * Per index position: the rounded crosswind (kt) on the airport's best runway, NaN when unknown (no current
   * report of its own, or no runway heading). Worked out once per weather refresh, so the search only compares.
   */
  bestCrosswind: Float64Array;
}

let perIndex: { key: string; winds: IndexWinds } | undefined;

/**
 * The current wind of every airport of the search index from its own station
 * (the badge's: decision 0107), by position, so the scan reads typed arrays only.
 * Rebuilt when the index, its own stations or the weather cache change, and each
 * minute (reports age out after OLD_OBSERVATION_MINUTES).
 */
export function currentWindsForIndex(index: AirportIndex, nowMs = Date.now()): IndexWinds {
  const own = ownStationsFor(index);
  const key = `${own.key}:${observationsVersion(nowMs)}:${Math.floor(nowMs / 60_000)}`;
  if (perIndex?.key === key) return perIndex.winds;
  const lookup = currentWindLookup(nowMs);
  const direction = new Float32Array(index.size);
  const speed = new Float32Array(index.size).fill(NaN);
  const sin = new Float32Array(index.size);
  const cos = new Float32Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const w = lookup(index.rows[i], own.stations[i]);
    if (!w || w.wspd == null) continue;
    speed[i] = w.wspd === 0 ? 0 : w.wgst != null && w.wgst > w.wspd ? w.wgst : w.wspd;
    direction[i] = w.wspd === 0 ? 0 : w.wdir === "VRB" ? NaN : w.wdir == null ? -1 : w.wdir;
    if (direction[i] >= 0) {
      sin[i] = Math.sin((direction[i] * Math.PI) / 180);
      cos[i] = Math.cos((direction[i] * Math.PI) / 180);
    }
  }
  const winds = { direction, speed, sin, cos, bestCrosswind: new Float64Array(index.size) };
  for (let i = 0; i < index.size; i++) {
    const xw = crosswindAt(index, winds, i);
    winds.bestCrosswind[i] = xw == null ? NaN : Math.round(xw);
  }
  perIndex = { key, winds };
  return perIndex.winds;
}

/**
 * The smallest crosswind (kt) over airport i's runway headings under its current wind, as
 * app/lib/runway-wind.ts bestCrosswind computes it, from the precomputed sines and cosines;
 * null without a current report of its own or without a heading.
 */
function crosswindAt(index: AirportIndex, winds: Omit<IndexWinds, "bestCrosswind">, i: number): number | null {
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
