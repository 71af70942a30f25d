/**
 * Queries of the page-view tables (app/models/operations-schema.ts). Writes
 * come in batches from app/services/page-views.server.ts, one transaction each.
 */
import crypto from "node:crypto";
import { connection } from "./db.server";

let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const { sqlite } = connection();
  return {
    addViews: sqlite.prepare(
      `INSERT INTO page_view_counts (day, route, referrer_host, device, views) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(day, route, referrer_host, device) DO UPDATE SET views = views + excluded.views`,
    ),
    addVisitor: sqlite.prepare("INSERT OR IGNORE INTO visitor_hashes (day, hash) VALUES (?, ?)"),
    addSearches: sqlite.prepare(
      `INSERT INTO departure_search_counts (day, departure, searches) VALUES (?, ?, ?)
       ON CONFLICT(day, departure) DO UPDATE SET searches = searches + excluded.searches`,
    ),
    // A finished day's hashes become one number; then the hashes and the day's salt are deleted.
    foldVisitors: sqlite.prepare(
      `INSERT INTO daily_visitors (day, visitors) SELECT day, count(*) FROM visitor_hashes WHERE day < ? GROUP BY day
       ON CONFLICT(day) DO UPDATE SET visitors = daily_visitors.visitors + excluded.visitors`,
    ),
    dropHashes: sqlite.prepare("DELETE FROM visitor_hashes WHERE day < ?"),
    dropSalts: sqlite.prepare("DELETE FROM visitor_salts WHERE day < ?"),
    // Never for a day already over: once a later day has a salt or the day is folded, its salt stays gone.
    insertSalt: sqlite.prepare(
      `INSERT OR IGNORE INTO visitor_salts (day, salt) SELECT @day, @salt
       WHERE NOT EXISTS (SELECT 1 FROM visitor_salts WHERE day > @day)
         AND NOT EXISTS (SELECT 1 FROM daily_visitors WHERE day >= @day)`,
    ),
    salt: sqlite.prepare("SELECT salt FROM visitor_salts WHERE day = ?").pluck(),
    viewsPerDay: sqlite.prepare(
      `SELECT v.day AS day, sum(v.views) AS views,
         coalesce((SELECT visitors FROM daily_visitors d WHERE d.day = v.day), (SELECT count(*) FROM visitor_hashes h WHERE h.day = v.day)) AS visitors
       FROM page_view_counts v WHERE v.day >= ? GROUP BY v.day ORDER BY v.day`,
    ),
    topPages: sqlite.prepare(
      "SELECT route, sum(views) AS views FROM page_view_counts WHERE day >= ? GROUP BY route ORDER BY views DESC, route LIMIT ?",
    ),
    topReferrers: sqlite.prepare(
      "SELECT referrer_host AS host, sum(views) AS views FROM page_view_counts WHERE day >= ? AND referrer_host != '' GROUP BY referrer_host ORDER BY views DESC, host LIMIT ?",
    ),
    devices: sqlite.prepare(
      "SELECT device, sum(views) AS views FROM page_view_counts WHERE day >= ? GROUP BY device ORDER BY views DESC",
    ),
    topDepartures: sqlite.prepare(
      "SELECT departure, sum(searches) AS searches FROM departure_search_counts WHERE day >= ? GROUP BY departure ORDER BY searches DESC, departure LIMIT ?",
    ),
  };
}
const queries = () => (prepared ??= prepareQueries());

export interface PageViewBatch {
  today: string;
  /** "day\troute\treferrerHost\tdevice" → views */
  views: Map<string, number>;
  /** "day\thash" */
  visitors: Set<string>;
  /** "day\tdeparture" → searches */
  searches: Map<string, number>;
}

export function writePageViewBatch(batch: PageViewBatch): void {
  const q = queries();
  connection().sqlite.transaction(() => {
    for (const [key, n] of batch.views) {
      const [day, route, referrer, device] = key.split("\t");
      q.addViews.run(day, route, referrer, device, n);
    }
    for (const key of batch.visitors) {
      const [day, hash] = key.split("\t");
      // A hash of a day that has already been folded is dropped, never stored again.
      if (day >= batch.today) q.addVisitor.run(day, hash);
    }
    for (const [key, n] of batch.searches) {
      const [day, departure] = key.split("\t");
      q.addSearches.run(day, departure, n);
    }
    q.foldVisitors.run(batch.today);
    q.dropHashes.run(batch.today);
    q.dropSalts.run(batch.today);
  })();
}

/**
 * The day's salt, made once by whichever process asks first (all processes share it);
 * null for a day that is over (its salt was deleted when it was folded).
 */
export function saltOfDay(day: string): string | null {
  const q = queries();
  q.insertSalt.run({ day, salt: crypto.randomBytes(32).toString("hex") });
  return (q.salt.get(day) as string | undefined) ?? null;
}

export interface TrafficReport {
  days: { day: string; views: number; visitors: number }[];
  topPages: { route: string; views: number }[];
  topReferrers: { host: string; views: number }[];
  devices: { device: string; views: number }[];
  topDepartures: { departure: string; searches: number }[];
}

export function trafficSince(fromDay: string, limit = 10): TrafficReport {
  const q = queries();
  return {
    days: q.viewsPerDay.all(fromDay) as TrafficReport["days"],
    topPages: q.topPages.all(fromDay, limit) as TrafficReport["topPages"],
    topReferrers: q.topReferrers.all(fromDay, limit) as TrafficReport["topReferrers"],
    devices: q.devices.all(fromDay) as TrafficReport["devices"],
    topDepartures: q.topDepartures.all(fromDay, limit) as TrafficReport["topDepartures"],
  };
}
