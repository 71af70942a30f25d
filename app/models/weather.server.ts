import { and, between, eq, sql } from "drizzle-orm";
import type { FlightCategory, WeatherObservation, WeatherSummary } from "~/lib/flight-category";
import { connection, getDb } from "./db.server";
import { weatherObservations } from "./schema";

export interface StoredObservation {
  observation: WeatherObservation;
  latitude: number | null;
  longitude: number | null;
  category: FlightCategory;
  source: "cache" | "api";
  fetchedAt: number;
}

// Prepared once; ids passed as a JSON array (as the search's queries do).
const idList = sql`(select value from json_each(${sql.placeholder("ids")}))`;
let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  const { sqlite } = connection();
  return {
    summaries: db
      .select({
        icaoId: weatherObservations.icaoId,
        category: weatherObservations.flightCategory,
        obsTime: weatherObservations.obsTime,
        latitude: weatherObservations.latitude,
        longitude: weatherObservations.longitude,
      })
      .from(weatherObservations)
      .where(sql`${weatherObservations.icaoId} in ${idList}`)
      .prepare(),
    byIds: db
      .select()
      .from(weatherObservations)
      .where(sql`${weatherObservations.icaoId} in ${idList}`)
      .prepare(),
    inBox: db
      .select()
      .from(weatherObservations)
      .where(
        and(
          between(weatherObservations.latitude, sql.placeholder("south"), sql.placeholder("north")),
          between(weatherObservations.longitude, sql.placeholder("west"), sql.placeholder("east")),
        ),
      )
      .prepare(),
    lastLoad: db
      .select({ at: sql<number | null>`max(${weatherObservations.fetchedAt})` })
      .from(weatherObservations)
      .where(eq(weatherObservations.source, sql.placeholder("source")))
      .prepare(),
    // A newer observation already stored (e.g. from the Data API) is never replaced by an older one.
    upsert: sqlite.prepare(
      `INSERT INTO weather_observations (icao_id, obs_time, latitude, longitude, flight_category, observation, source, fetched_at)
       VALUES (@icaoId, @obsTime, @latitude, @longitude, @category, @observation, @source, @fetchedAt)
       ON CONFLICT(icao_id) DO UPDATE SET obs_time = excluded.obs_time, latitude = coalesce(excluded.latitude, latitude),
         longitude = coalesce(excluded.longitude, longitude), flight_category = excluded.flight_category,
         observation = excluded.observation, source = excluded.source, fetched_at = excluded.fetched_at
       WHERE excluded.obs_time >= weather_observations.obs_time`,
    ),
  };
}
const queries = () => (prepared ??= prepareQueries());

type Row = typeof weatherObservations.$inferSelect;
const toStored = (r: Row): StoredObservation => ({
  observation: JSON.parse(r.observation) as WeatherObservation,
  latitude: r.latitude,
  longitude: r.longitude,
  category: r.flightCategory as FlightCategory,
  source: r.source as "cache" | "api",
  fetchedAt: r.fetchedAt,
});

/** Badge data for the given station ids, with where the AWC places each station, in one query. */
export function weatherSummaries(
  ids: readonly string[],
): { summary: WeatherSummary; latitude: number | null; longitude: number | null }[] {
  if (ids.length === 0) return [];
  return queries()
    .summaries.all({ ids: JSON.stringify(ids) })
    .map((r) => ({
      summary: { icaoId: r.icaoId, category: r.category as FlightCategory, obsTime: r.obsTime },
      latitude: r.latitude,
      longitude: r.longitude,
    }));
}

export function storedObservations(ids: readonly string[]): StoredObservation[] {
  if (ids.length === 0) return [];
  return queries()
    .byIds.all({ ids: JSON.stringify(ids) })
    .map(toStored);
}

/** Stations inside a latitude/longitude box (the caller measures the real distances). */
export function observationsInBox(box: {
  south: number;
  north: number;
  west: number;
  east: number;
}): StoredObservation[] {
  return queries().inBox.all(box).map(toStored);
}

/** When the last download from this source wrote rows (epoch ms), or null. */
export function lastLoadAt(source: "cache" | "api"): number | null {
  return queries().lastLoad.get({ source })?.at ?? null;
}

export interface ObservationToStore {
  observation: WeatherObservation;
  latitude: number | null;
  longitude: number | null;
  category: FlightCategory;
}

/** Bumped on every write, so in-process caches of the table (the search's winds) know when to reload. */
let generation = 0;

let others = { dataVersion: -1, checkedAt: -Infinity, newest: 0 };
const OTHERS_CHECK_MS = 10_000;

/**
 * Changes whenever observations were stored, by this process (`generation`) or by another one sharing the
 * database (the refresher runs in one process only: docs/decisions/0036-several-processes.md). Another
 * process's write is seen through SQLite's data_version, then the newest fetched_at, read at most every 10 s.
 */
export function observationsVersion(nowMs = Date.now()): string {
  const { sqlite } = connection();
  const dataVersion = sqlite.pragma("data_version", { simple: true }) as number;
  if (dataVersion !== others.dataVersion && nowMs - others.checkedAt >= OTHERS_CHECK_MS) {
    const row = sqlite.prepare("SELECT max(fetched_at) AS newest FROM weather_observations").get() as {
      newest: number | null;
    };
    others = { dataVersion, checkedAt: nowMs, newest: row.newest ?? 0 };
  }
  return `${generation}:${others.newest}`;
}

export interface StationWind {
  icaoId: string;
  /** Where the AWC places the station. */
  latitude: number | null;
  longitude: number | null;
  obsTime: number;
  wdir: number | "VRB" | null;
  wspd: number | null;
  wgst: number | null;
}

/** The wind of every stored station, without decoding whole observations (the crosswind filter). */
export function stationWinds(): StationWind[] {
  return connection()
    .sqlite.prepare(
      `SELECT icao_id AS icaoId, latitude, longitude, obs_time AS obsTime, json_extract(observation, '$.wdir') AS wdir,
              json_extract(observation, '$.wspd') AS wspd, json_extract(observation, '$.wgst') AS wgst
       FROM weather_observations`,
    )
    .all() as StationWind[];
}

/** Writes observations in one transaction; returns how many rows changed. */
export function storeObservations(
  rows: readonly ObservationToStore[],
  source: "cache" | "api",
  fetchedAt: number,
): number {
  const { sqlite } = connection();
  const { upsert } = queries();
  const write = sqlite.transaction(() => {
    let changed = 0;
    for (const r of rows) {
      changed += upsert.run({
        icaoId: r.observation.icaoId,
        obsTime: r.observation.obsTime,
        latitude: r.latitude,
        longitude: r.longitude,
        category: r.category,
        observation: JSON.stringify(r.observation),
        source,
        fetchedAt,
      }).changes;
    }
    return changed;
  });
  const changed = write();
  generation++;
  return changed;
}
