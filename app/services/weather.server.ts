/**
 * Live weather from the Aviation Weather Center (aviationweather.gov), kept in SQLite.
 *
 *  - A background refresher loads the AWC's bulk METAR cache file (every
 *    current station in one download) into `weather_observations`: once at
 *    server start, then every WEATHER_REFRESH_SECONDS (300). A failed load
 *    keeps the last good rows and is tried again at the next tick
 *    (docs/decisions/0009-weather-refresh.md).
 *  - Pages and the results badges only read SQLite. Ids the cache lacks are
 *    asked of the Data API (`/api/data/metar?ids=…&format=json`), waited for
 *    at most WEATHER_FETCH_TIMEOUT_MS, and remembered (found or not) for 5 minutes.
 *  - An airport's own station follows app/lib/own-station.ts (its ICAO id, else
 *    its FAA-listed AWOS/ASOS as K + id, placed at the field: decision 0107).
 *  - An airport without a station of its own gets the nearest reporting
 *    station within 30 NM, labelled (docs/decisions/0008-nearest-station-weather.md).
 */
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { config } from "~/config.server";
import { decodeMetarCacheCsv, decodeMetarJsonArray, isWeatherId, type DecodedObservation } from "~/lib/awc-payloads";
import { normalizeAirportCode } from "~/lib/display";
import { flightCategory, type WeatherObservation, type WeatherSummary } from "~/lib/flight-category";
import { greatCircleNm, type LatLon } from "~/lib/geo";
import { isOwnReport, ownStationOf, type OwnStation } from "~/lib/own-station";
import { findAirportByCode } from "~/models/airports.server";
import { listedStationIdsOf } from "~/models/radio.server";
import {
  observationsInBox,
  storedObservations,
  storeObservations,
  weatherSummaries,
  type ObservationToStore,
} from "~/models/weather.server";
import { InvalidInput } from "./errors.server";
import { giveUpLease, holdLease } from "./process-lease.server";

/** The AWC asks clients to say who they are. */
export const USER_AGENT =
  "AirportFinder/1.0 (airport discovery for general-aviation pilots; self-hosted; weather via aviationweather.gov)";

export const CACHE_FILE_PATH = "/data/cache/metars.cache.csv.gz";
export const DATA_API_PATH = "/api/data/metar";
/** How long a Data API answer (or its absence) for one id is trusted before asking again. */
const API_MEMO_MS = 5 * 60_000;
/** After a failed Data API call, its ids wait this long before the next try. */
const API_FAILURE_MEMO_MS = 60_000;
/** The largest id list one Data API request carries. */
const API_IDS_PER_REQUEST = 50;
export const NEAREST_STATION_MAX_NM = 30;
export const INVALID_ICAO_MESSAGE = "Weather data requires a valid ICAO identifier";

/* ------------------------------------------------------------------------ */
/* Input schemas (one per use case)                                           */
/* ------------------------------------------------------------------------ */

/** POST /api/weather/batch {icaoIds}: ids that are not 4 characters are ignored (docs/product.md, "Weather"), not an error. */
export const weatherBatchRequest = z.object({
  icaoIds: z
    .array(z.string({ error: "icaoIds must be a list of identifiers" }).trim().toUpperCase(), {
      error: "icaoIds must be a list of identifiers",
    })
    .max(100, "At most 100 identifiers per request"),
});

export const stationCode = z
  .string({ error: INVALID_ICAO_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,4}$/, INVALID_ICAO_MESSAGE);

/* ------------------------------------------------------------------------ */
/* Reads                                                                      */
/* ------------------------------------------------------------------------ */

const weatherIds = (ids: readonly (string | null | undefined)[]) => [
  ...new Set(ids.flatMap((id) => (id ? [normalizeAirportCode(id)] : [])).filter(isWeatherId)),
];

/** A results row's badge: the station whose report is the field's own, and that report's summary. */
export interface OwnBadge {
  /** Null when the field has no station of its own, or its FAA-listed station's report is not placed at the field. */
  station: string | null;
  weather: WeatherSummary | null;
}

/**
 * The badges of a page of fields, from the SQLite cache only, in one query: never an outside call
 * (results pages). Each field's own station by the rule of app/lib/own-station.ts.
 */
export function ownBadgesFor(fields: readonly (LatLon & { station: OwnStation | null })[]): OwnBadge[] {
  const stored = new Map(
    weatherSummaries(weatherIds(fields.map((f) => f.station?.id))).map((s) => [s.summary.icaoId, s]),
  );
  return fields.map((f) => {
    if (!f.station) return { station: null, weather: null };
    const report = stored.get(f.station.id);
    // An ICAO id is the field's own with or without a report (the refresh asks for it); a listed station only once placed here.
    if (!report) return { station: f.station.listed ? null : f.station.id, weather: null };
    return isOwnReport(f, f.station, report)
      ? { station: f.station.id, weather: report.summary }
      : { station: null, weather: null };
  });
}

/**
 * Observations for 4-character ids: the cache first, then the Data API for
 * ids it lacks (bounded by the fetch timeout). Missing ids are absent from the map.
 */
export async function weatherForIds(ids: readonly string[]): Promise<Record<string, WeatherObservation>> {
  const wanted = weatherIds(ids);
  const found = new Map(storedObservations(wanted).map((s) => [s.observation.icaoId, s.observation]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) {
    for (const obs of (await fetchFromDataApi(missing)).observations) found.set(obs.icaoId, obs);
  }
  return Object.fromEntries(wanted.flatMap((id) => (found.has(id) ? [[id, found.get(id)!]] : [])));
}

/**
 * GET /api/weather/{icaoOrLocId}: an airport's own station (app/lib/own-station.ts: its ICAO id, else its
 * FAA-listed AWOS/ASOS placed at the field), or a 4-character station id; [] when none reports.
 */
export async function weatherForStation(code: string): Promise<WeatherObservation[]> {
  const parsed = stationCode.safeParse(code);
  if (!parsed.success) throw new InvalidInput({ icaoId: [INVALID_ICAO_MESSAGE] });
  const airport = findAirportByCode(parsed.data);
  const own = airport
    ? ownStationOf({ icaoId: airport.icaoId, listedStationIds: listedStationIdsOf(airport.locId) })
    : isWeatherId(parsed.data)
      ? { id: parsed.data, listed: false }
      : null;
  if (!own) throw new InvalidInput({ icaoId: [INVALID_ICAO_MESSAGE] });
  if (own.listed) {
    // As the airport page reads it: the bulk cache's report, where the AWC places it.
    const stored = storedObservations([own.id])[0];
    return stored && isOwnReport(airport!, own, stored) ? [stored.observation] : [];
  }
  const observations = await weatherForIds([own.id]);
  return observations[own.id] ? [observations[own.id]] : [];
}

export type AirportWeather =
  | { status: "ok"; observation: WeatherObservation; station: string; nearest: null }
  /** No report of its own (or no ICAO id): the nearest station's, labelled. */
  | {
      status: "nearest";
      reason: "no-icao" | "no-data";
      observation: WeatherObservation;
      station: string;
      nearest: { distanceNm: number };
    }
  | { status: "no-icao" }
  | { status: "no-data" }
  | { status: "unavailable" };

/** The Weather tab and the header badge of an airport page (docs/product.md, "Weather": the messages for the three empty states). */
export async function weatherForAirport(airport: {
  icao_id: string | null;
  latitude: number;
  longitude: number;
  /** The FAA's weather stations at the field (AWOS.csv): without a weather ICAO id, its own station (app/lib/own-station.ts). */
  weather_stations?: { items: readonly { id: string }[] } | null;
}): Promise<AirportWeather> {
  const id = airport.icao_id?.toUpperCase() ?? null;
  const own = ownStationOf({
    icaoId: id,
    listedStationIds: airport.weather_stations?.items.map((s) => s.id) ?? [],
  });
  let failed = false;
  if (own) {
    const stored = storedObservations([own.id])[0];
    if (stored && isOwnReport(airport, own, stored))
      return { status: "ok", observation: stored.observation, station: own.id, nearest: null };
    // A listed station's report is trusted only as the bulk cache places it (the search rows read the same).
    if (!own.listed) {
      const fetched = await fetchFromDataApi([own.id]);
      const obs = fetched.observations[0];
      if (obs) return { status: "ok", observation: obs, station: own.id, nearest: null };
      failed = fetched.failed;
    }
  }
  const reason = own && !own.listed ? "no-data" : "no-icao";
  const near = nearestStation(airport, id);
  if (near)
    return {
      status: "nearest",
      reason,
      observation: near.observation,
      station: near.observation.icaoId,
      nearest: { distanceNm: near.distanceNm },
    };
  // Nothing stored nearby either: "unable to fetch" when a source is failing, else there is simply no report.
  if (failed || refresher.lastError) return { status: "unavailable" };
  return { status: reason };
}

function nearestStation(at: { latitude: number; longitude: number }, except: string | null) {
  const dLat = NEAREST_STATION_MAX_NM / 60;
  const dLon = dLat / Math.max(0.1, Math.cos((at.latitude * Math.PI) / 180));
  let best: { observation: WeatherObservation; distanceNm: number } | null = null;
  for (const s of observationsInBox({
    south: at.latitude - dLat,
    north: at.latitude + dLat,
    west: at.longitude - dLon,
    east: at.longitude + dLon,
  })) {
    if (s.latitude == null || s.longitude == null || s.observation.icaoId === except) continue;
    const nm = greatCircleNm(at, { latitude: s.latitude, longitude: s.longitude });
    if (nm <= NEAREST_STATION_MAX_NM && (!best || nm < best.distanceNm))
      best = { observation: s.observation, distanceNm: Math.round(nm * 10) / 10 };
  }
  return best;
}

/* ------------------------------------------------------------------------ */
/* Data API fallback                                                          */
/* ------------------------------------------------------------------------ */

/** id → until when (epoch ms) not to ask the Data API about it again. */
const apiMemo = new Map<string, number>();

async function fetchFromDataApi(
  ids: readonly string[],
): Promise<{ observations: WeatherObservation[]; failed: boolean }> {
  const now = Date.now();
  const due = ids.filter((id) => (apiMemo.get(id) ?? 0) <= now);
  if (due.length === 0) return { observations: [], failed: false };
  const observations: WeatherObservation[] = [];
  let failed = false;
  for (let i = 0; i < due.length; i += API_IDS_PER_REQUEST) {
    const chunk = due.slice(i, i + API_IDS_PER_REQUEST);
    const url = `${config.awcBaseUrl}${DATA_API_PATH}?ids=${chunk.map(encodeURIComponent).join(",")}&format=json`;
    try {
      const res = await fetch(url, {
        headers: { "user-agent": USER_AGENT, accept: "application/json" },
        signal: AbortSignal.timeout(config.weatherFetchTimeoutMs),
      });
      // The Data API answers 204 No Content when it knows none of the ids.
      const text = res.status === 204 ? "[]" : await res.text();
      if (!res.ok) throw new Error(`AWC Data API answered ${res.status}`);
      const decoded = decodeMetarJsonArray(JSON.parse(text || "[]"));
      // Several reports per station may come back: keep the newest of each.
      const newest = new Map<string, DecodedObservation>();
      for (const d of decoded) {
        const prev = newest.get(d.observation.icaoId);
        if (!prev || prev.observation.obsTime < d.observation.obsTime) newest.set(d.observation.icaoId, d);
      }
      const rows = [...newest.values()].filter((d) => chunk.includes(d.observation.icaoId)).map(toStore);
      storeObservations(rows, "api", Date.now());
      observations.push(...rows.map((r) => r.observation));
      for (const id of chunk) apiMemo.set(id, Date.now() + API_MEMO_MS);
    } catch (error) {
      failed = true;
      console.error(`[weather] Data API lookup of ${chunk.join(",")} failed: ${describe(error)}`);
      for (const id of chunk) apiMemo.set(id, Date.now() + API_FAILURE_MEMO_MS);
    }
  }
  return { observations, failed };
}

const toStore = (d: DecodedObservation): ObservationToStore => ({
  observation: d.observation,
  latitude: d.latitude,
  longitude: d.longitude,
  category: flightCategory(d.observation),
});

const describe = (error: unknown) =>
  error instanceof Error ? (error.name === "TimeoutError" ? "timed out" : error.message) : String(error);

/* ------------------------------------------------------------------------ */
/* The bulk cache refresher                                                   */
/* ------------------------------------------------------------------------ */

export interface RefreshResult {
  ok: boolean;
  stations: number;
  error?: string;
}

const refresher: {
  running: Promise<RefreshResult> | null;
  timer: ReturnType<typeof setInterval> | null;
  lastAttemptAt: number | null;
  lastError: string | null;
} = { running: null, timer: null, lastAttemptAt: null, lastError: null };

/**
 * Downloads the bulk METAR cache file and stores every station in one
 * transaction. Never throws: a failure is logged, the stored rows stay as they
 * were (with their age), and the next call tries again. Concurrent calls share one download.
 */
export function refreshWeatherCache(): Promise<RefreshResult> {
  refresher.running ??= loadCacheFile().finally(() => {
    refresher.running = null;
  });
  return refresher.running;
}

async function loadCacheFile(): Promise<RefreshResult> {
  refresher.lastAttemptAt = Date.now();
  try {
    const res = await fetch(`${config.awcBaseUrl}${CACHE_FILE_PATH}`, {
      headers: { "user-agent": USER_AGENT },
      signal: AbortSignal.timeout(config.weatherCacheTimeoutMs),
    });
    if (!res.ok) throw new Error(`AWC cache file answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    // The file is gzip; an HTTP layer that already inflated it hands over plain text.
    const text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString("utf8");
    const rows = decodeMetarCacheCsv(text).map(toStore);
    storeObservations(rows, "cache", Date.now());
    refresher.lastError = null;
    return { ok: true, stations: rows.length };
  } catch (error) {
    const message = describe(error);
    refresher.lastError = message;
    console.error(`[weather] METAR cache refresh failed (keeping the last good observations): ${message}`);
    return { ok: false, stations: 0, error: message };
  }
}

const REFRESHER_LEASE = "weather-refresher";

/**
 * Server start: one load now, then one every WEATHER_REFRESH_SECONDS, in the
 * one process that holds the refresher's lease (several processes share the
 * database: one downloads, all read; docs/decisions/0036-several-processes.md).
 * The others try for the lease at each tick and take over when it lapses.
 * The timer does not keep the process alive.
 */
export function startWeatherRefresher(): void {
  if (refresher.timer) return;
  const intervalMs = config.weatherRefreshSeconds * 1000;
  // Held across two missed ticks and a slow download before another process may take it.
  const leaseMs = 2 * intervalMs + config.weatherCacheTimeoutMs;
  const tick = () => {
    let mine = false;
    try {
      mine = holdLease(REFRESHER_LEASE, leaseMs);
    } catch (error) {
      console.error(`[weather] could not check the refresher lease: ${describe(error)}`);
    }
    if (mine) void refreshWeatherCache();
  };
  tick();
  refresher.timer = setInterval(tick, intervalMs);
  refresher.timer.unref();
}

/** Shutdown: no more ticks, and the lease goes back so another process takes over at once. */
export function stopWeatherRefresher(): void {
  if (refresher.timer) clearInterval(refresher.timer);
  refresher.timer = null;
  try {
    giveUpLease(REFRESHER_LEASE);
  } catch {
    // the database may already be closed
  }
}
