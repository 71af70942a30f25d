import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Rate-limit counters, shared by every server process on the machine
 * (docs/decisions/0019-client-ip-and-rate-limits.md). A row (key like
 * "login:ip:203.0.113.7") lives only until `expires_at`; the sweep then removes it.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    /** Events in the current window (or failures, for the growing-delay keys). */
    count: integer("count").notNull(),
    /** Unix ms: the window's end; the row means nothing after it. */
    expiresAt: integer("expires_at").notNull(),
    /** Unix ms: refused until then (growing delays); 0 when not blocked. */
    blockedUntil: integer("blocked_until").notNull().default(0),
  },
  (t) => [index("rate_limits_expires_at").on(t.expiresAt)],
);
