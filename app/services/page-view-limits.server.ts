import crypto from "node:crypto";
import { config } from "~/config.server";
import { authConfig } from "./auth-config.server";
import { RateLimited } from "./errors.server";
import { blockedFor, countHit } from "./rate-limit.server";

/**
 * How many page views one visitor (a client address and its User-Agent) and one client
 * address may report per rate-limit window (README "Operations"; docs/decisions/0075-page-views-only-of-served-pages.md).
 * The keys are keyed hashes: no address is stored, not even for the window.
 */
export function holdPageViewRate(clientAddress: string, userAgent: string | null): void {
  if (!config.analyticsEnabled) return;
  const keys = [
    {
      key: `page-view:visitor:${keyed(`${clientAddress}\n${userAgent ?? ""}`)}`,
      limit: config.analyticsEventsPerVisitor,
    },
    { key: `page-view:address:${keyed(clientAddress)}`, limit: config.analyticsEventsPerAddress },
  ];
  const wait = Math.max(0, ...keys.map(({ key, limit }) => blockedFor(key, limit)));
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new RateLimited(
      wait,
      `Too many page views reported. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    );
  }
  for (const { key } of keys) countHit(key);
}

function keyed(text: string): string {
  return crypto.createHmac("sha256", authConfig.sessionSecrets[0]).update(text).digest("base64url").slice(0, 22);
}
