/**
 * Per position of the search index, the weather station whose report is the airport's own (the rule of
 * app/lib/own-station.ts), so the results badges, their refresh and the max-crosswind filter read the
 * same station the airport page does (docs/decisions/0107-own-station-everywhere.md). Rebuilt when a new
 * FAA import or AWOS set lands; one primary-key read per search.
 */
import { ownStationOf, type OwnStation } from "~/lib/own-station";
import { listedWeatherStations, weatherStationsVersion } from "~/models/radio.server";
import type { AirportIndex } from "./airport-index.server";

export interface IndexOwnStations {
  key: string;
  /** Per position: the airport's own station (whether its report is placed at the field is checked on reading); null when none. */
  stations: (OwnStation | null)[];
}

let cached: IndexOwnStations | undefined;

export function ownStationsFor(index: AirportIndex): IndexOwnStations {
  const key = `${index.importId}:${weatherStationsVersion()}`;
  if (cached?.key === key) return cached;
  const listed = new Map<string, string[]>();
  for (const s of listedWeatherStations()) {
    const ids = listed.get(s.locId) ?? [];
    ids.push(s.stationId);
    listed.set(s.locId, ids);
  }
  cached = {
    key,
    stations: index.rows.map((r) => ownStationOf({ icaoId: r.icaoId, listedStationIds: listed.get(r.locId) ?? [] })),
  };
  return cached;
}
