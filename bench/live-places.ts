/**
 * Issue 21: the airport page's server time with its live places cached against the same
 * page with LIVE_PLACES=off (target ≤ 1.2×). Two built servers over copies of one
 * database: one with LIVE_PLACES=on whose KSTS places were fetched from the stand-in
 * services (tests/fakes/places-services.ts: the recorded Brasília cafés moved to KSTS, the
 * recorded Elbphilharmonie outline retagged as its aerodrome, the recorded Pescadero
 * Wikipedia answer), one with LIVE_PLACES=off over the copy taken before that fetch.
 * Rounds alternate between the two; the best p50 of each is kept.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { coordinateKey, startFakePlacesServices } from "../tests/fakes/places-services";
import { answerRecordedPlacesAt } from "../tests/support/recorded-places-at";
import { startServer } from "../tests/support/server";

async function p50(url: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)];
}

export async function livePlacesBench(databasePath: string, dir: string): Promise<void> {
  const offDb = path.join(dir, "live-off.db");
  const onDb = path.join(dir, "live-on.db");
  fs.copyFileSync(databasePath, offDb);
  fs.copyFileSync(databasePath, onDb);
  const db = new Database(onDb, { readonly: true });
  const sts = db.prepare("SELECT loc_id AS locId, latitude, longitude FROM airports WHERE loc_id = 'STS'").get() as {
    locId: string;
    latitude: number;
    longitude: number;
  };
  db.close();
  const fake = await startFakePlacesServices();
  const at = coordinateKey(sts.latitude, sts.longitude);
  answerRecordedPlacesAt(fake, { lat: sts.latitude, lon: sts.longitude });
  const on = await startServer({
    databasePath: onDb,
    env: {
      WEB_CONCURRENCY: "1",
      LIVE_PLACES: "on",
      OVERPASS_URL: fake.overpassUrl,
      WIKIPEDIA_API_URL: fake.wikipediaUrl,
      LIVE_PLACES_REFRESH_SECONDS: "3600",
    },
  });
  const off = await startServer({ databasePath: offDb, env: { WEB_CONCURRENCY: "1", LIVE_PLACES: "off" } });
  try {
    // The first view starts the fetch; wait on its cache rows (bounded) until both services are in.
    await (await fetch(`${on.url}/airport/KSTS`)).arrayBuffer();
    const read = new Database(onDb, { readonly: true });
    const deadline = Date.now() + 60_000;
    const done = () =>
      read
        .prepare("SELECT COUNT(*) FROM live_place_fetches WHERE airport_loc_id = ? AND status = 'ok'")
        .pluck()
        .get(sts.locId) === 2;
    while (!done()) {
      if (Date.now() > deadline) throw new Error("the live places of KSTS were not fetched within a minute");
      await new Promise((r) => setTimeout(r, 100));
    }
    const liveRows = read
      .prepare(
        `SELECT (SELECT COUNT(*) FROM restaurants WHERE airport_loc_id = @id AND source = 'osm_live')
              + (SELECT COUNT(*) FROM landmarks WHERE airport_loc_id = @id AND source = 'wikipedia')`,
      )
      .pluck()
      .get({ id: sts.locId }) as number;
    read.close();
    const asked = fake.requests.filter((r) => r.at === at).length;
    let bestOn = Infinity;
    let bestOff = Infinity;
    const n = Number(process.env.BENCH_LIVE_REQUESTS ?? 60);
    for (let round = 0; round < 3; round++) {
      bestOff = Math.min(bestOff, await p50(`${off.url}/airport/KSTS`, n));
      bestOn = Math.min(bestOn, await p50(`${on.url}/airport/KSTS`, n));
    }
    const askedAgain = fake.requests.filter((r) => r.at === at).length - asked;
    console.log(`\nGET /airport/KSTS, live places cached (${liveRows} live rows) vs LIVE_PLACES=off`);
    console.log(
      `  off p50 ${bestOff.toFixed(2)} ms   cached p50 ${bestOn.toFixed(2)} ms   ${(bestOn / bestOff).toFixed(2)}× (target ≤ 1.2×; ` +
        `best p50 of 3 rounds of ${n}, one at a time; ${askedAgain} requests to the services meanwhile)`,
    );
  } finally {
    await on.stop();
    await off.stop();
    await fake.close();
  }
}
