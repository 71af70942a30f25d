/**
 * The live places' fetch state (docs/decisions/0080-live-places-cache.md): per
 * airport and service, when its places were last fetched, how the last try
 * went, when the next may be made and which process is making it; per
 * service, how long every process waits after the service asked to back off.
 * Times are epoch milliseconds.
 */
import { connection } from "./db.server";

export type LiveService = "overpass" | "wikipedia";
export const LIVE_SERVICES: readonly LiveService[] = ["overpass", "wikipedia"];

export interface FetchState {
  airportLocId: string;
  service: LiveService;
  /** never, ok, failed */
  status: string;
  fetchedAt: number | null;
  attemptedAt: number | null;
  lastError: string | null;
  failures: number;
  nextAttemptAt: number;
  claimedBy: string | null;
  claimedUntil: number | null;
  viewedAt: number | null;
  kept: number | null;
}

let prepared: ReturnType<typeof prepare> | undefined;
function prepare() {
  const { sqlite } = connection();
  return {
    states: sqlite.prepare(
      `SELECT airport_loc_id AS airportLocId, service, status, fetched_at AS fetchedAt, attempted_at AS attemptedAt,
              last_error AS lastError, failures, next_attempt_at AS nextAttemptAt, claimed_by AS claimedBy,
              claimed_until AS claimedUntil, viewed_at AS viewedAt, kept
         FROM live_place_fetches WHERE airport_loc_id = ?`,
    ),
    ensure: sqlite.prepare(`INSERT OR IGNORE INTO live_place_fetches (airport_loc_id, service) VALUES (?, ?)`),
    // A view is written at most once a minute per airport: the background pass only needs "recently".
    viewed: sqlite.prepare(
      `UPDATE live_place_fetches SET viewed_at = @now
        WHERE airport_loc_id = @locId AND (viewed_at IS NULL OR viewed_at < @now - 60000)`,
    ),
    claim: sqlite.prepare(
      `UPDATE live_place_fetches SET claimed_by = @holder, claimed_until = @until
        WHERE airport_loc_id = @locId AND service = @service
          AND (claimed_until IS NULL OR claimed_until < @now OR claimed_by = @holder)`,
    ),
    release: sqlite.prepare(
      `UPDATE live_place_fetches SET claimed_by = NULL, claimed_until = NULL
        WHERE airport_loc_id = ? AND service = ? AND claimed_by = ?`,
    ),
    succeeded: sqlite.prepare(
      `UPDATE live_place_fetches SET status = 'ok', fetched_at = @now, attempted_at = @now, last_error = NULL,
              failures = 0, next_attempt_at = @next, kept = @kept, claimed_by = NULL, claimed_until = NULL
        WHERE airport_loc_id = @locId AND service = @service`,
    ),
    failed: sqlite.prepare(
      `UPDATE live_place_fetches SET status = 'failed', attempted_at = @now, last_error = @error,
              failures = failures + 1, next_attempt_at = @next, claimed_by = NULL, claimed_until = NULL
        WHERE airport_loc_id = @locId AND service = @service`,
    ),
    postpone: sqlite.prepare(
      `UPDATE live_place_fetches SET next_attempt_at = MAX(next_attempt_at, @next), claimed_by = NULL, claimed_until = NULL
        WHERE airport_loc_id = @locId AND service = @service`,
    ),
    service: sqlite.prepare(
      `SELECT paused_until AS pausedUntil, failures, last_error AS lastError FROM live_place_services WHERE service = ?`,
    ),
    pause: sqlite.prepare(
      `INSERT INTO live_place_services (service, paused_until, failures, last_error) VALUES (@service, @until, 1, @error)
       ON CONFLICT (service) DO UPDATE SET paused_until = MAX(paused_until, @until), failures = failures + 1, last_error = @error`,
    ),
    serviceOk: sqlite.prepare(`UPDATE live_place_services SET failures = 0, last_error = NULL WHERE service = ?`),
    due: sqlite.prepare(
      `SELECT DISTINCT airport_loc_id FROM live_place_fetches
        WHERE viewed_at >= @since AND next_attempt_at <= @now AND (status <> 'ok' OR fetched_at < @staleBefore)
          AND (claimed_until IS NULL OR claimed_until < @now)
        ORDER BY viewed_at DESC LIMIT @limit`,
    ),
  };
}
const q = () => (prepared ??= prepare());

export function fetchStates(locId: string): FetchState[] {
  return q().states.all(locId) as FetchState[];
}

/** The rows exist (status never) and the view is noted. */
export function noteView(locId: string, now: number): void {
  const s = q();
  for (const service of LIVE_SERVICES) s.ensure.run(locId, service);
  s.viewed.run({ locId, now });
}

export function ensureStates(locId: string): void {
  for (const service of LIVE_SERVICES) q().ensure.run(locId, service);
}

/** Claims the fetch of one airport's service for `holder` until `until`; false when another process has it. */
export function claimFetch(locId: string, service: LiveService, holder: string, now: number, until: number): boolean {
  return q().claim.run({ locId, service, holder, now, until }).changes === 1;
}

export function releaseFetch(locId: string, service: LiveService, holder: string): void {
  q().release.run(locId, service, holder);
}

export function recordSuccess(locId: string, service: LiveService, now: number, next: number, kept: number): void {
  q().succeeded.run({ locId, service, now, next, kept });
  q().serviceOk.run(service);
}

export function recordFailure(locId: string, service: LiveService, now: number, next: number, error: string): void {
  q().failed.run({ locId, service, now, next, error });
}

export function postponeFetch(locId: string, service: LiveService, next: number): void {
  q().postpone.run({ locId, service, next });
}

export function serviceState(service: LiveService) {
  return (
    (q().service.get(service) as { pausedUntil: number; failures: number; lastError: string | null } | undefined) ?? {
      pausedUntil: 0,
      failures: 0,
      lastError: null,
    }
  );
}

export function pauseService(service: LiveService, until: number, error: string): void {
  q().pause.run({ service, until, error });
}

/** Airports viewed since `since` whose places are due (never fetched, failed, or older than their life). */
export function dueAirports(now: number, since: number, staleBefore: number, limit: number): string[] {
  return (q().due.all({ now, since, staleBefore, limit }) as { airport_loc_id: string }[]).map((r) => r.airport_loc_id);
}
