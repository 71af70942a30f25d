/**
 * Live local places (docs/decisions/0080-live-places-cache.md): OpenStreetMap
 * through Overpass (0078) and Wikipedia landmarks (0079), fetched per airport,
 * kept in the place tables for 30 days, and credited.
 *
 *  - The first view of an airport's page (or its JSON) starts a fetch and
 *    waits for it at most LIVE_PLACES_WAIT_MS; the answer then says the
 *    places are on their way, and a later view has them.
 *  - One request at a time to each service across every process: an
 *    in-process queue, and a lease per service in SQLite (the weather
 *    refresher's, docs/decisions/0036-several-processes.md).
 *  - A failure keeps the last good rows; the airport waits longer after each
 *    (1 min, 2, 4 … up to 6 h), and when the service asked us to back off (429,
 *    504, a "runtime error" remark, no answer at all) every process waits.
 *  - A background pass, in the one process holding its lease, refreshes the
 *    airports people look at and warms the featured ones.
 */
import { config } from "~/config.server";
import { fieldOutline, onField } from "~/lib/aerodrome-outline";
import { osmPlace, type OsmPlace } from "~/lib/osm-places";
import { OverpassFailure } from "~/lib/overpass-answer";
import { WikipediaFailure, oneLine, sightOf } from "~/lib/wikipedia-geosearch";
import { findAirportByCode } from "~/models/airports.server";
import { connection } from "~/models/db.server";
import {
  LIVE_SERVICES,
  claimFetch,
  dueAirports,
  fetchStates,
  noteView,
  pauseService,
  postponeFetch,
  recordFailure,
  recordSuccess,
  releaseFetch,
  serviceState,
  ensureStates,
  type FetchState,
  type LiveService,
} from "~/models/live-places.server";
import { FEATURED_CODES } from "./featured.server";
import { askOverpass, overpassQuery } from "./overpass-client.server";
import { ServiceUnreachable } from "./places-services-http.server";
import { giveUpLease, holdLease, processHolderId } from "./process-lease.server";
import { storeLivePlaces, type LivePlace, type LiveStoreCounts } from "./live-places-store.server";
import { articleUrl, askWikipedia } from "./wikipedia-client.server";

/** How long fetched places are kept before they are fetched again. */
export const LIVE_PLACES_LIFE_MS = 30 * 24 * 3600_000;
const AIRPORT_BACKOFF_MS = 60_000;
const AIRPORT_BACKOFF_MAX_MS = 6 * 3600_000;
const SERVICE_PAUSE_MS = 30_000;
const SERVICE_PAUSE_MAX_MS = 3600_000;
const VIEW_NOTE_MS = 60_000;

export interface LiveAirport {
  locId: string;
  latitude: number;
  longitude: number;
}

export interface LiveSourceStatus {
  /** The last good fetch (ISO), or null when none has succeeded yet. */
  fetchedAt: string | null;
  /** The last try failed: its time (ISO); the rows shown are those of fetchedAt. */
  failedAt: string | null;
}

export interface LivePlacesStatus {
  enabled: boolean;
  /** A first fetch is due or under way: the bundled places only, for now. */
  onTheWay: boolean;
  osm: LiveSourceStatus | null;
  wikipedia: LiveSourceStatus | null;
}

const OFF: LivePlacesStatus = { enabled: false, onTheWay: false, osm: null, wikipedia: null };

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

const isDue = (s: FetchState | undefined, now: number) =>
  !s || ((s.status !== "ok" || (s.fetchedAt ?? 0) < now - LIVE_PLACES_LIFE_MS) && s.nextAttemptAt <= now);

function statusOf(states: FetchState[]): LivePlacesStatus {
  const of = (service: LiveService): LiveSourceStatus => {
    const s = states.find((x) => x.service === service);
    return {
      fetchedAt: iso(s?.fetchedAt ?? null),
      failedAt: s?.status === "failed" ? iso(s.attemptedAt) : null,
    };
  };
  const osm = of("overpass");
  const wikipedia = of("wikipedia");
  const onTheWay = states.length === 0 || states.some((s) => s.fetchedAt == null && s.status !== "failed");
  return { enabled: true, onTheWay, osm, wikipedia };
}

/**
 * What an airport page (or its JSON) says of its live places, after starting
 * a fetch when one is due and waiting for it at most `waitMs`. Never throws:
 * a broken cache is logged and the bundled places are shown.
 */
export async function livePlacesFor(airport: LiveAirport, waitMs = config.livePlacesWaitMs): Promise<LivePlacesStatus> {
  if (!config.livePlaces) return OFF;
  try {
    const now = Date.now();
    // One read on a cached view; the rows are made, and the view noted, at most once a minute.
    let states = fetchStates(airport.locId);
    if (states.length < LIVE_SERVICES.length || states.some((s) => (s.viewedAt ?? 0) < now - VIEW_NOTE_MS)) {
      noteView(airport.locId, now);
      states = fetchStates(airport.locId);
    }
    if (
      LIVE_SERVICES.some((svc) =>
        isDue(
          states.find((s) => s.service === svc),
          now,
        ),
      )
    ) {
      const job = refreshAirport(airport);
      if (waitMs > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([job, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
        clearTimeout(timer);
      }
    }
    return statusOf(fetchStates(airport.locId));
  } catch (error) {
    console.error(`[live places] ${airport.locId}: ${describe(error)}`);
    return OFF;
  }
}

const running = new Map<string, Promise<void>>();

/** Fetches what is due of one airport's places; one job per airport in this process. Never rejects. */
export function refreshAirport(airport: LiveAirport): Promise<void> {
  let job = running.get(airport.locId);
  if (!job) {
    job = Promise.all(LIVE_SERVICES.map((svc) => fetchService(airport, svc)))
      .then(() => undefined)
      .catch((error) => console.error(`[live places] ${airport.locId}: ${describe(error)}`))
      .finally(() => running.delete(airport.locId));
    running.set(airport.locId, job);
  }
  return job;
}

class LeaseBusy extends Error {}

const queues = new Map<LiveService, Promise<unknown>>();

/** Runs `fn` when no other request to `service` is under way in any process. */
function oneAtATime<T>(service: LiveService, fn: () => Promise<T>): Promise<T> {
  const lease = `live-places-${service}`;
  const ttl = config.livePlacesFetchTimeoutMs + 5_000;
  const run = (queues.get(service) ?? Promise.resolve()).then(async () => {
    const giveUpAt = Date.now() + 2 * ttl;
    while (!holdLease(lease, ttl)) {
      if (Date.now() > giveUpAt) throw new LeaseBusy("another process kept the service busy");
      await new Promise((r) => setTimeout(r, 100));
    }
    try {
      return await fn();
    } finally {
      giveUpLease(lease);
    }
  });
  queues.set(
    service,
    run.catch(() => undefined),
  );
  return run;
}

async function fetchService(airport: LiveAirport, service: LiveService): Promise<void> {
  const now = Date.now();
  ensureStates(airport.locId);
  if (
    !isDue(
      fetchStates(airport.locId).find((s) => s.service === service),
      now,
    )
  )
    return;
  const paused = serviceState(service).pausedUntil;
  if (paused > now) {
    postponeFetch(airport.locId, service, paused);
    return;
  }
  const claimMs = 3 * (config.livePlacesFetchTimeoutMs + 5_000);
  if (!claimFetch(airport.locId, service, processHolderId, now, now + claimMs)) return;
  const failures = fetchStates(airport.locId).find((s) => s.service === service)?.failures ?? 0;
  try {
    const counts = await oneAtATime(service, async () => {
      // While this process waited its turn, the service may have asked everyone to wait.
      const pausedNow = serviceState(service).pausedUntil;
      if (pausedNow > Date.now()) throw new PausedMeanwhile(pausedNow);
      return service === "overpass" ? fetchOsm(airport) : fetchWikipedia(airport);
    });
    const done = Date.now();
    // Due again when the places are older than their life (fetched_at), not before.
    recordSuccess(airport.locId, service, done, done, counts.kept);
    console.log(
      `[live places] ${airport.locId} ${service}: ${counts.offered} offered, ${counts.kept} kept, ` +
        `${counts.alreadyListed} already listed, ${counts.merged} merged, ${counts.outOfRange} out of range, ` +
        `${counts.beyondKeep} beyond the list's size, ${counts.removed} removed`,
    );
  } catch (error) {
    const at = Date.now();
    if (error instanceof PausedMeanwhile) return postponeFetch(airport.locId, service, error.until);
    if (error instanceof LeaseBusy) return postponeFetch(airport.locId, service, at + AIRPORT_BACKOFF_MS);
    const message = describe(error);
    const next = at + Math.min(AIRPORT_BACKOFF_MAX_MS, AIRPORT_BACKOFF_MS * 2 ** failures);
    recordFailure(airport.locId, service, at, next, message);
    if (asksToBackOff(error)) {
      const svcFailures = serviceState(service).failures;
      pauseService(service, at + Math.min(SERVICE_PAUSE_MAX_MS, SERVICE_PAUSE_MS * 2 ** svcFailures), message);
    }
    console.error(`[live places] ${airport.locId} ${service} failed (keeping the last good rows): ${message}`);
  } finally {
    releaseFetch(airport.locId, service, processHolderId);
  }
}

class PausedMeanwhile extends Error {
  constructor(readonly until: number) {
    super("the service asked to back off");
  }
}

function asksToBackOff(error: unknown): boolean {
  if (error instanceof OverpassFailure) return error.backOff;
  if (error instanceof ServiceUnreachable) return true;
  if (error instanceof WikipediaFailure) return /^http-(429|5\d\d)$/.test(error.code);
  return false;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchOsm(airport: LiveAirport): Promise<LiveStoreCounts> {
  const answer = await askOverpass(overpassQuery(airport));
  const outline = fieldOutline(answer.elements, { lat: airport.latitude, lon: airport.longitude });
  const places: LivePlace[] = [];
  for (const e of answer.elements) {
    if (e.tags?.aeroway === "aerodrome") continue;
    const p = osmPlace(e);
    if ("drop" in p) continue;
    places.push(fromOsm(p, outline.length > 0 && onField({ lat: p.latitude, lon: p.longitude }, outline)));
  }
  return storeLivePlaces(connection().sqlite, airport, "osm_live", dedupeById(places));
}

const fromOsm = (p: OsmPlace, inside: boolean): LivePlace => ({
  source: "osm_live",
  sourceId: p.sourceId,
  list: p.list,
  kind: p.kind,
  name: p.name,
  latitude: p.latitude,
  longitude: p.longitude,
  summary: p.summary,
  phone: p.phone,
  website: p.website,
  address: p.address,
  onField: inside,
});

/** An element matched by two statements of the query comes back twice. */
const dedupeById = (places: LivePlace[]) => [...new Map(places.map((p) => [p.sourceId, p])).values()];

async function fetchWikipedia(airport: LiveAirport): Promise<LiveStoreCounts> {
  const articles = await askWikipedia(airport);
  const places: LivePlace[] = [];
  for (const a of articles) {
    const sight = sightOf(a);
    if ("drop" in sight) continue;
    places.push({
      source: "wikipedia",
      sourceId: a.key,
      list: "landmarks",
      kind: sight.kind,
      name: a.title,
      latitude: a.latitude,
      longitude: a.longitude,
      summary: oneLine(a.description),
      phone: null,
      website: articleUrl(a.title),
      address: null,
      onField: false,
    });
  }
  return storeLivePlaces(connection().sqlite, airport, "wikipedia", dedupeById(places));
}

/* ------------------------------------------------------------ background */

const REFRESHER_LEASE = "live-places-refresher";
const PASS_LIMIT = 20;
const refresher: { timer: ReturnType<typeof setInterval> | null; running: Promise<void> | null } = {
  timer: null,
  running: null,
};

/** One pass: the airports viewed in the last 30 days whose places are due, then the featured airports. */
export async function refreshPass(): Promise<void> {
  const now = Date.now();
  const codes = dueAirports(now, now - LIVE_PLACES_LIFE_MS, now - LIVE_PLACES_LIFE_MS, PASS_LIMIT);
  for (const code of FEATURED_CODES) {
    const a = findAirportByCode(code);
    if (a && !codes.includes(a.locId)) codes.push(a.locId);
  }
  for (const code of codes) {
    const a = findAirportByCode(code);
    if (!a) continue;
    await refreshAirport({ locId: a.locId, latitude: a.latitude, longitude: a.longitude });
  }
}

/** Server start: a pass every LIVE_PLACES_REFRESH_SECONDS, in the one process holding the lease. */
export function startLivePlacesRefresher(): void {
  if (!config.livePlaces || refresher.timer) return;
  const intervalMs = config.livePlacesRefreshSeconds * 1000;
  const tick = () => {
    if (refresher.running) return;
    let mine = false;
    try {
      mine = holdLease(REFRESHER_LEASE, 2 * intervalMs);
    } catch (error) {
      console.error(`[live places] could not check the refresher lease: ${describe(error)}`);
    }
    if (!mine) return;
    refresher.running = refreshPass()
      .catch((error) => console.error(`[live places] background pass failed: ${describe(error)}`))
      .finally(() => (refresher.running = null));
  };
  // The first pass one interval after the start: a start (or a test server) asks no service until a page is viewed.
  refresher.timer = setInterval(tick, intervalMs);
  refresher.timer.unref();
}

export function stopLivePlacesRefresher(): void {
  if (refresher.timer) clearInterval(refresher.timer);
  refresher.timer = null;
  try {
    giveUpLease(REFRESHER_LEASE);
  } catch {
    // the database may already be closed
  }
}
