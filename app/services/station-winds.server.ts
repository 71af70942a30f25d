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
