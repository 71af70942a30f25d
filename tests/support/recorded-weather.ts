import fs from "node:fs";
import { dayTimeGroup } from "../fakes/awc";

/**
 * Stores the recorded AWC cache file (tests/fixtures/weather/) in the database that
 * DATABASE_PATH names, every observation stamped as made now (its report's day-time group
 * with it, as tests/fakes/awc.ts moves a recording), so each station it lists has a current
 * report (wind, category). Imports the app's modules itself: call it
 * after DATABASE_PATH is set. Returns how many stations it stored.
 */
export async function storeRecordedMetarsAsCurrent(): Promise<number> {
  const { decodeMetarCacheCsv } = await import("~/lib/awc-payloads");
  const { flightCategory } = await import("~/lib/flight-category");
  const { storeObservations } = await import("~/models/weather.server");
  const now = Math.round(Date.now() / 1000);
  const decoded = decodeMetarCacheCsv(fs.readFileSync("tests/fixtures/weather/metars-cache-sample.csv", "utf8"));
  storeObservations(
    decoded.map((d) => ({
      ...d,
      observation: {
        ...d.observation,
        obsTime: now,
        rawOb: d.observation.rawOb.replace(/\b\d{6}Z\b/, dayTimeGroup(new Date(now * 1000))),
      },
      category: flightCategory(d.observation),
    })),
    "cache",
    Date.now(),
  );
  return decoded.length;
}
