import type { LatLon } from "./geo";

/**
 * Where a town is, read off the chain stores the bundled AllThePlaces file lists in it: the
 * median latitude and longitude of its rows, for a town with at least MIN_ROWS of them. A
 * museum, a brewery or a store placed far from its own town's centre has a point that is not
 * where it is (docs/decisions/0116-places-at-the-post-office.md). Client-safe.
 */

export type TownCentres = ReadonlyMap<string, LatLon>;

/** Fewer rows than this say too little about where a town is. */
const MIN_ROWS = 3;

/** One town's key: its name's letters and its state ('SAINT LOUIS', 'MO' and 'Saint-Louis, MO' are one). */
export const townKey = (town: string, state: string) =>
  `${town.toUpperCase().replace(/[^A-Z]/g, "")}|${state.trim().toUpperCase()}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Collects points by town, then gives each town with enough of them its centre. */
export class TownPoints {
  private byTown = new Map<string, { lat: number[]; lon: number[] }>();

  add(town: string, state: string, point: LatLon): void {
    if (!town.trim() || !state.trim()) return;
    const key = townKey(town, state);
    let entry = this.byTown.get(key);
    if (!entry) this.byTown.set(key, (entry = { lat: [], lon: [] }));
    entry.lat.push(point.latitude);
    entry.lon.push(point.longitude);
  }

  centres(): TownCentres {
    const out = new Map<string, LatLon>();
    for (const [key, { lat, lon }] of this.byTown) {
      if (lat.length >= MIN_ROWS) out.set(key, { latitude: median(lat), longitude: median(lon) });
    }
    return out;
  }
}

/**
 * Every point the FAA lists under each town (its airports, heliports and seaplane bases, by their
 * associated city): where a town without enough chain stores for a centre lies. One facility may
 * carry the wrong town (the FAA lists a heliport north of Detroit under Three Oaks, MI), so a point is near
 * its town when it is near any one of them, not their median.
 */
export type TownAirports = ReadonlyMap<string, readonly LatLon[]>;

export function townAirports(rows: Iterable<{ city: string | null; state: string | null } & LatLon>): TownAirports {
  const out = new Map<string, LatLon[]>();
  for (const { city, state, latitude, longitude } of rows) {
    if (!city?.trim() || !state?.trim()) continue;
    const key = townKey(city, state);
    let points = out.get(key);
    if (!points) out.set(key, (points = []));
    points.push({ latitude, longitude });
  }
  return out;
}
