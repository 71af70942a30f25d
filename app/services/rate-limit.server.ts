import { authConfig } from "./auth-config.server";

export { clientIp } from "~/http/client-address.server";

/**
 * Fixed-window counters in memory: enough for the one Node process this app
 * runs as (docs/decisions/0013-auth-and-bot-check.md). A second process would need a shared store.
 */
const windows = new Map<string, { count: number; resetAt: number }>();

export class RateLimited extends Error {
  constructor(public retryAfterSeconds: number, message: string) {
    super(message);
    this.name = "RateLimited";
  }
}

function sweep(now: number) {
  if (windows.size < 10_000) return;
  for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
}

/** Seconds until `key` may try again, or 0 when it is under `limit` in the current window. */
export function blockedFor(key: string, limit: number): number {
  const now = Date.now();
  const w = windows.get(key);
  if (!w || w.resetAt <= now) return 0;
  return w.count >= limit ? Math.ceil((w.resetAt - now) / 1000) : 0;
}

/** Counts one event for `key`. */
export function countHit(key: string) {
  const now = Date.now();
  sweep(now);
  const w = windows.get(key);
  if (!w || w.resetAt <= now) windows.set(key, { count: 1, resetAt: now + authConfig.rateLimits.windowSeconds * 1000 });
  else w.count++;
}

export function resetCount(key: string) {
  windows.delete(key);
}

/** Throws RateLimited with a message a pilot understands when any key is over its limit. */
export function checkLimits(what: string, keys: { key: string; limit: number }[]) {
  const wait = Math.max(0, ...keys.map(({ key, limit }) => blockedFor(key, limit)));
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new RateLimited(wait, `Too many ${what} attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`);
  }
}
