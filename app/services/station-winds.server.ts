/**
 * The current wind of every METAR station in the SQLite cache, held in memory
 * for the search's max-crosswind filter and reloaded only after the cache
 * changes (a bulk refresh every 5 minutes). An observation older than
 * OLD_OBSERVATION_MINUTES counts as no report: the filter works on the current
 * wind or says it does not know (docs/decisions/0037-runway-wind-and-sources.md).
 */
import { OLD_OBSERVATION_MINUTES } from "~/lib/flight-category";
import type { Wind } from "~/lib/runway-wind";
import { observationsGeneration, stationWinds, type StationWind } from "~/models/weather.server";
import type { AirportIndex } from "./airport-index.server";

let cached: { generation: number; byId: Map<string, StationWind> } | undefined;

function winds(): Map<string, StationWind> {
  const generation = observationsGeneration();
  if (!cached || cached.generation !== generation) {
    cached = { generation, byId: new Map(stationWinds().map((w) => [w.icaoId, w])) };
  }
  return cached.byId;
}

/** A lookup of a station's current wind (null when it has none, or only an old one). */
export function currentWindLookup(nowMs = Date.now()): (icaoId: string | null) => Wind | null {
  const byId = winds();
  const oldest = nowMs / 1000 - OLD_OBSERVATION_MINUTES * 60;
  return (icaoId) => {
    if (!icaoId) return null;
    const w = byId.get(icaoId.toUpperCase());
    if (!w || w.obsTime < oldest || w.wspd == null) return null;
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
}

let perIndex: { key: string; winds: IndexWinds } | undefined;

/**
 * The current wind of every airport of the search index, by position, so the
 * scan reads typed arrays only. Rebuilt when the index or the weather cache
 * changes, and each minute (reports age out after OLD_OBSERVATION_MINUTES).
 */
export function currentWindsForIndex(index: AirportIndex, nowMs = Date.now()): IndexWinds {
  const key = `${index.importId}:${observationsGeneration()}:${Math.floor(nowMs / 60_000)}`;
  if (perIndex?.key === key) return perIndex.winds;
  const lookup = currentWindLookup(nowMs);
  const direction = new Float32Array(index.size);
  const speed = new Float32Array(index.size).fill(NaN);
  const sin = new Float32Array(index.size);
  const cos = new Float32Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const w = lookup(index.rows[i].icaoId);
    if (!w || w.wspd == null) continue;
    speed[i] = w.wspd === 0 ? 0 : w.wgst != null && w.wgst > w.wspd ? w.wgst : w.wspd;
    direction[i] = w.wspd === 0 ? 0 : w.wdir === "VRB" ? NaN : w.wdir == null ? -1 : w.wdir;
    if (direction[i] >= 0) {
      sin[i] = Math.sin((direction[i] * Math.PI) / 180);
      cos[i] = Math.cos((direction[i] * Math.PI) / 180);
    }
  }
  perIndex = { key, winds: { direction, speed, sin, cos } };
  return perIndex.winds;
}
