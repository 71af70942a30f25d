/**
 * The daily unique-visitor estimate's salt (issue 12 item 5; docs/decisions/0046-visitor-salt-clock.md):
 * it changes with the UTC day, the same visitor counts once a day and again the
 * next day, and a finished day's salt is gone for good. The clock is the
 * service's `now` parameter; a real SQLite file with the app's migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-salts-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.ANALYTICS = "on";
delete process.env.ANALYTICS_ENDPOINT;

let service: typeof import("~/services/page-views.server");
let sqlite: import("better-sqlite3").Database;

beforeAll(async () => {
  service = await import("~/services/page-views.server");
  sqlite = (await import("~/models/db.server")).connection().sqlite;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const view = (clientAddress: string) => ({
  route: "/tools",
  userAgent: DESKTOP,
  clientAddress,
  referrer: null,
  host: "airportfinder.test",
});
const ms = (iso: string) => Date.parse(iso);
const salts = () =>
  sqlite.prepare("SELECT day, salt FROM visitor_salts ORDER BY day").all() as { day: string; salt: string }[];
const hashes = () =>
  sqlite.prepare("SELECT day, hash FROM visitor_hashes ORDER BY day, hash").all() as { day: string; hash: string }[];

it("counts a visitor once per UTC day, again the next day, with a new salt; yesterday's salt is gone", () => {
  // Day 1, just before midnight UTC: visitor A twice, visitor B once.
  const day1 = "2099-03-01";
  expect(service.recordPageView(view("198.51.100.7"), ms(`${day1}T08:00:00Z`))).toBe(true);
  expect(service.recordPageView(view("198.51.100.7"), ms(`${day1}T23:59:58Z`))).toBe(true);
  expect(service.recordPageView(view("203.0.113.9"), ms(`${day1}T23:59:59Z`))).toBe(true);
  service.flushPageViews(ms(`${day1}T23:59:59.500Z`));
  expect(salts().map((s) => s.day)).toEqual([day1]);
  const day1Salt = salts()[0]!.salt;
  const day1Hashes = hashes();
  expect(day1Hashes).toHaveLength(2);
  // No address in what is stored.
  expect(JSON.stringify(day1Hashes)).not.toContain("198.51.100.7");

  // Day 2, just after midnight UTC: visitor A again.
  const day2 = "2099-03-02";
  expect(service.recordPageView(view("198.51.100.7"), ms(`${day2}T00:00:01Z`))).toBe(true);
  service.flushPageViews(ms(`${day2}T00:00:02Z`));

  // A new salt for the new day; the old day's salt and hashes are deleted, its count kept as one number.
  expect(salts().map((s) => s.day)).toEqual([day2]);
  expect(salts()[0]!.salt).not.toBe(day1Salt);
  const day2Hashes = hashes();
  expect(day2Hashes.map((h) => h.day)).toEqual([day2]);
  // Same visitor, new day: a different hash, so it cannot be linked to yesterday's.
  expect(day1Hashes.map((h) => h.hash)).not.toContain(day2Hashes[0]!.hash);

  const report = service.trafficReport(30, ms(`${day2}T00:00:03Z`));
  expect(report.toDay).toBe(day2);
  expect(report.days).toEqual([
    { day: day1, views: 3, visitors: 2 },
    { day: day2, views: 1, visitors: 1 },
  ]);

  // A late event stamped on day 1 (a process whose clock lagged) cannot bring day 1's salt back
  // nor add a visitor to the finished day.
  expect(service.recordPageView(view("192.0.2.44"), ms(`${day1}T23:59:59.900Z`))).toBe(true);
  expect(salts().map((s) => s.day)).toEqual([day2]);
  service.flushPageViews(ms(`${day2}T00:00:04Z`));
  expect(salts().map((s) => s.day)).toEqual([day2]);
  expect(service.trafficReport(30, ms(`${day2}T00:00:05Z`)).days[0]).toEqual({ day: day1, views: 4, visitors: 2 });
});
