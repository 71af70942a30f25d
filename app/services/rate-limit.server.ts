import { counterOf, hitCounter, removeCounter, sweepCounters, updateCounter } from "~/models/rate-limits.server";
import { authConfig } from "./auth-config.server";
import { RateLimited } from "./errors.server";

export { RateLimited };

/**
 * Rate limits kept in SQLite, so every server process on the machine counts
 * together (docs/decisions/0019-client-ip-and-rate-limits.md). Two kinds:
 * fixed-window caps (`checkLimits` + `countHit`: sign-ups per IP, attempts per
 * IP, address look-ups) and growing delays for failed passwords
 * (`checkFailureDelay` + `countFailure`), which slow whoever keeps failing
 * without locking anyone else out.
 */

const windowMs = () => authConfig.rateLimits.windowSeconds * 1000;

let lastSweep = 0;
/** Removes ended windows at most once a minute, on the way of a write. */
function sweep(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  sweepCounters(now);
}

/** Seconds until `key` may try again, or 0 when it is under `limit` in the current window. */
export function blockedFor(key: string, limit: number): number {
  const now = Date.now();
  const row = counterOf(key, now);
  return row && row.count >= limit ? Math.ceil((row.expiresAt - now) / 1000) : 0;
}

/** Counts one event for `key`. */
export function countHit(key: string) {
  const now = Date.now();
  sweep(now);
  hitCounter(key, now, windowMs());
}

/** Counts one event for `key` in a window of its own length (the daily field-report limits). */
export function countHitIn(key: string, windowMs: number) {
  const now = Date.now();
  sweep(now);
  hitCounter(key, now, windowMs);
}

export function resetCount(key: string) {
  removeCounter(key);
}

const waitMessage = (what: string, seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many ${what} attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
};

/** Throws RateLimited with a message a pilot understands when any key is over its limit. */
export function checkLimits(what: string, keys: { key: string; limit: number }[]) {
  const wait = Math.max(0, ...keys.map(({ key, limit }) => blockedFor(key, limit)));
  if (wait > 0) throw new RateLimited(wait, waitMessage(what, wait));
}

/**
 * The delay after `failures` failures: none for the first few
 * (LOGIN_FAILURES_BEFORE_DELAY), then LOGIN_DELAY_BASE_SECONDS, doubling with
 * each further failure, up to LOGIN_DELAY_MAX_SECONDS.
 */
export function failureDelayMs(failures: number): number {
  const { freeFailures, delayBaseSeconds, delayMaxSeconds } = authConfig.rateLimits.failures;
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(delayBaseSeconds * 2 ** doublings, delayMaxSeconds) * 1000;
}

/** One more failure for `key` (e.g. an e-mail from one IP); its delay grows. */
export function countFailure(key: string) {
  const now = Date.now();
  sweep(now);
  updateCounter(key, now, (row) => nextFailure(row?.count ?? 0, now));
}

function nextFailure(previous: number, now: number) {
  const count = previous + 1;
  const blockedUntil = now + failureDelayMs(count);
  return {
    count,
    blockedUntil: blockedUntil > now ? blockedUntil : 0,
    expiresAt: Math.max(blockedUntil, now + windowMs()),
  };
}

/**
 * Throws RateLimited while `key` waits out its delay. Trying again before the
 * delay is over counts as one more failure, so the wait doubles for whoever
 * ignores Retry-After; the password is not even checked then.
 */
export function checkFailureDelay(what: string, key: string) {
  const now = Date.now();
  const row = counterOf(key, now);
  if (!row || row.blockedUntil <= now) return;
  const next = updateCounter(key, now, (current) => nextFailure(current?.count ?? row.count, now));
  const wait = Math.max(1, Math.ceil((next.blockedUntil - now) / 1000));
  throw new RateLimited(wait, waitMessage(what, wait));
}
