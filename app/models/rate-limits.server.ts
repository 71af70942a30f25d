import { connection } from "./db.server";

/**
 * The rate-limit counters' queries (table: rate-limits-schema.ts). Plain prepared
 * statements: one upsert per counted event, cheap enough for every sign-in.
 */
export interface CounterRow {
  count: number;
  expiresAt: number;
  blockedUntil: number;
}

let prepared: ReturnType<typeof prepare> | undefined;
function prepare() {
  const { sqlite } = connection();
  return {
    sqlite,
    get: sqlite.prepare<[string], CounterRow>(
      "SELECT count, expires_at AS expiresAt, blocked_until AS blockedUntil FROM rate_limits WHERE key = ?",
    ),
    /** One more event in the key's window; a window that has ended starts again at 1. */
    hit: sqlite.prepare<{ key: string; now: number; expiresAt: number }, CounterRow>(
      `INSERT INTO rate_limits (key, count, expires_at, blocked_until) VALUES (@key, 1, @expiresAt, 0)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN expires_at <= @now THEN 1 ELSE count + 1 END,
         blocked_until = CASE WHEN expires_at <= @now THEN 0 ELSE blocked_until END,
         expires_at = CASE WHEN expires_at <= @now THEN @expiresAt ELSE expires_at END
       RETURNING count, expires_at AS expiresAt, blocked_until AS blockedUntil`,
    ),
    put: sqlite.prepare<{ key: string; count: number; expiresAt: number; blockedUntil: number }>(
      `INSERT INTO rate_limits (key, count, expires_at, blocked_until) VALUES (@key, @count, @expiresAt, @blockedUntil)
       ON CONFLICT (key) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at, blocked_until = excluded.blocked_until`,
    ),
    remove: sqlite.prepare<[string]>("DELETE FROM rate_limits WHERE key = ?"),
    sweep: sqlite.prepare<[number]>("DELETE FROM rate_limits WHERE expires_at <= ?"),
  };
}
const q = () => (prepared ??= prepare());

/** The key's live row, or undefined when it has none or its window has ended. */
export function counterOf(key: string, now: number): CounterRow | undefined {
  const row = q().get.get(key);
  return row && row.expiresAt > now ? row : undefined;
}

export function hitCounter(key: string, now: number, windowMs: number): CounterRow {
  return q().hit.get({ key, now, expiresAt: now + windowMs })!;
}

/**
 * Reads the key's live row and writes what `next` makes of it, in one immediate
 * transaction, so two processes counting the same key never lose an event.
 */
export function updateCounter(key: string, now: number, next: (row: CounterRow | undefined) => CounterRow): CounterRow {
  const { sqlite } = q();
  return sqlite
    .transaction(() => {
      const row = next(counterOf(key, now));
      q().put.run({ key, ...row });
      return row;
    })
    .immediate();
}

export function removeCounter(key: string) {
  q().remove.run(key);
}

/** Removes every row whose window has ended. */
export function sweepCounters(now: number): number {
  return q().sweep.run(now).changes;
}
