/**
 * First-party page views (issue 12; docs/decisions/0035-first-party-page-views.md).
 *
 * A view is stored as counts per UTC day, route pattern, referring host and
 * device class. The unique-visitor estimate hashes the client address and
 * User-Agent with a random salt of the day; only the hash is kept, only for
 * that day, then the day's hashes and salt are deleted and one number stays.
 * No cookie, no IP, no user id, no query string is ever stored.
 *
 * Counting: a document GET is counted by the server (app/entry.server.tsx);
 * client-side navigations are sent by the browser with navigator.sendBeacon
 * (app/components/page-view-beacon.tsx), which skips the first load, so
 * nothing is counted twice. Bots are not counted.
 *
 * Events are buffered in memory and written in one transaction every
 * ANALYTICS_FLUSH_MS (a crash loses at most that much traffic, never user data).
 */
import crypto from "node:crypto";
import { isbot } from "isbot";
import { config } from "~/config.server";
import { deviceClass, ROUTE_PATTERN } from "~/lib/page-views";
import { findAirportByCode } from "~/models/airports.server";
import {
  saltOfDay,
  trafficSince,
  writePageViewBatch,
  type PageViewBatch,
  type TrafficReport,
} from "~/models/page-views.server";

export interface PageViewInput {
  route: string;
  /** The search page's departure on a first results page, if any. */
  departure?: string | null;
  userAgent: string | null;
  /** Only hashed, never stored. */
  clientAddress: string;
  /** The Referer header; our own host counts as none. */
  referrer: string | null;
  /** The host the request was made to (ours). */
  host: string;
}

const utcDay = (ms = Date.now()) => new Date(ms).toISOString().slice(0, 10);

let batch: PageViewBatch = emptyBatch();
let pending = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let salt: { day: string; value: string } | null = null;
let lastWriteDay = "";

function emptyBatch(now = Date.now()): PageViewBatch {
  return { today: utcDay(now), views: new Map(), visitors: new Set(), searches: new Map() };
}

/**
 * Counts one page view (not a bot's). Returns false when it was not counted.
 * `now` (ms) is the clock: the UTC day of the view and of its salt.
 */
export function recordPageView(view: PageViewInput, now = Date.now()): boolean {
  if (!config.analyticsEnabled) return false;
  if (!view.userAgent || isbot(view.userAgent)) return false;
  if (!ROUTE_PATTERN.test(view.route)) return false;
  const day = utcDay(now);
  const referrerHost = externalHost(view.referrer, view.host);
  const device = deviceClass(view.userAgent);
  const viewKey = `${day}\t${view.route}\t${referrerHost}\t${device}`;
  batch.views.set(viewKey, (batch.views.get(viewKey) ?? 0) + 1);
  const hash = visitorHash(day, view);
  // No salt: the day is over and folded into its one number (its salt is gone), so no visitor is added to it.
  if (hash) batch.visitors.add(`${day}\t${hash}`);
  if (view.departure && findAirportByCode(view.departure)) {
    const key = `${day}\t${view.departure.toUpperCase()}`;
    batch.searches.set(key, (batch.searches.get(key) ?? 0) + 1);
  }
  pending++;
  scheduleFlush(now);
  if (config.analyticsEndpoint) void forward(view, referrerHost);
  return true;
}

function externalHost(referrer: string | null, ownHost: string): string {
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    const own = [ownHost.split(":")[0].toLowerCase(), config.publicOriginHost].filter(Boolean);
    return own.includes(host) ? "" : host.slice(0, 100);
  } catch {
    return "";
  }
}

function visitorHash(day: string, view: PageViewInput): string | null {
  if (salt?.day !== day) {
    const value = saltOfDay(day);
    if (!value) return null;
    salt = { day, value };
  }
  return crypto
    .createHash("sha256")
    .update(`${salt.value}\n${view.clientAddress}\n${view.userAgent}\n${view.host}`)
    .digest("base64url")
    .slice(0, 22);
}

function scheduleFlush(now: number) {
  if (pending >= 1000) {
    flushPageViews(now);
    return;
  }
  if (timer) return;
  timer = setTimeout(flushPageViews, config.analyticsFlushMs);
  timer.unref();
}

/**
 * Writes what is buffered (also called on shutdown). A failed write is logged and dropped: traffic counts are not worth retrying.
 * The first write of a new UTC day folds the days before it and deletes their hashes and salts; this process forgets its copy.
 */
export function flushPageViews(now = Date.now()): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const today = utcDay(now);
  if (salt && salt.day < today) salt = null;
  const current = { ...batch, today };
  batch = emptyBatch(now);
  // Nothing buffered: write only to fold a finished day (its hashes and salt are then deleted).
  if (pending === 0 && lastWriteDay === today) return;
  pending = 0;
  lastWriteDay = today;
  try {
    writePageViewBatch(current);
  } catch (error) {
    console.error(
      `[analytics] could not store page views: ${(error as { code?: string }).code ?? (error as Error).message}`,
    );
  }
}

/** The Traffic view of the admin dashboard: the last `days` days (today included). */
export function trafficReport(days = 30, now = Date.now()): TrafficReport & { fromDay: string; toDay: string } {
  flushPageViews(now);
  const fromDay = utcDay(now - (days - 1) * 86_400_000);
  return { ...trafficSince(fromDay), fromDay, toDay: utcDay(now) };
}

/**
 * ANALYTICS_ENDPOINT: the same event to a Plausible-compatible service
 * (POST {name, url, domain, referrer}). Plausible counts visitors from the
 * User-Agent and X-Forwarded-For headers, so those are passed on to it (and
 * only to it); the URL is the route pattern, as stored here.
 */
async function forward(view: PageViewInput, referrerHost: string) {
  const domain = config.analyticsDomain || view.host.split(":")[0];
  try {
    const res = await fetch(config.analyticsEndpoint!, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": view.userAgent ?? "",
        "x-forwarded-for": view.clientAddress,
      },
      body: JSON.stringify({
        name: "pageview",
        url: `https://${domain}${view.route}`,
        domain,
        referrer: referrerHost ? `https://${referrerHost}/` : null,
      }),
      signal: AbortSignal.timeout(3_000),
    });
    await res.arrayBuffer();
    if (!res.ok) console.error(`[analytics] ANALYTICS_ENDPOINT answered ${res.status}`);
  } catch (error) {
    console.error(`[analytics] ANALYTICS_ENDPOINT unreachable: ${(error as Error).name}`);
  }
}
