/**
 * The optimised search (app/services/search-scan.server.ts: chord prefilter,
 * bounded heap, precomputed crosswinds) against a straightforward reference —
 * one object per airport, the exact haversine distance of each, a full sort —
 * over many criteria on the bundled FAA data, so no speed trick changes an
 * answer (docs/decisions/0049-search-scan.md).
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchCriteria } from "~/lib/search-criteria";
import { bundledDatabase } from "../support/bundled-database";
import { fuelReportRow } from "../support/field-report-rows";

// Observed now: the crosswind limit then has a current wind at every station the recording lists.
bundledDatabase("search-scan", { currentWeather: true });

type Modules = {
  search: typeof import("~/services/search.server");
  index: typeof import("~/services/airport-index.server");
  winds: typeof import("~/services/station-winds.server");
  criteria: typeof import("~/lib/search-criteria");
  flightTime: typeof import("~/lib/flight-time");
  reports: typeof import("~/services/field-reports.server");
  dates: typeof import("~/lib/field-report-dates");
};
let m: Modules;

beforeAll(async () => {
  m = {
    search: await import("~/services/search.server"),
    index: await import("~/services/airport-index.server"),
    winds: await import("~/services/station-winds.server"),
    criteria: await import("~/lib/search-criteria"),
    flightTime: await import("~/lib/flight-time"),
    reports: await import("~/services/field-reports.server"),
    dates: await import("~/lib/field-report-dates"),
  };
});

/** The plain implementation: every airport an object, every distance exact, one full sort, one slice. */
function reference(criteria: SearchCriteria, pageSize: number) {
  const { index: idx, search } = m;
  const departure = search.resolveDeparture(criteria.departureAirport, "departureAirport");
  const index = idx.airportIndex();
  const origin = idx.scanOrigin(departure);
  const minNm = (criteria.minDuration ?? 0) * criteria.aircraftSpeed;
  const maxNm = criteria.maxDuration != null ? criteria.maxDuration * criteria.aircraftSpeed : Infinity;
  const winds = criteria.maxCrosswind != null ? m.winds.currentWindsForIndex(index) : null;
  const lengthOf = (i: number) =>
    criteria.runwaySurface === "improved"
      ? index.maxImproved[i]
      : criteria.runwaySurface === "unimproved"
        ? index.maxUnimproved[i]
        : index.maxLength[i];
  const rows = index.rows
    .map((airport, i) => {
      let crosswind: number | null = null;
      if (winds) {
        // The best runway's crosswind, heading by heading: |V·sin(w − h)| with the stored sines and cosines.
        const speed = winds.speed[i];
        const headings = index.headingStart[i + 1] - index.headingStart[i];
        const direction = winds.direction[i];
        if (!Number.isNaN(speed) && headings > 0 && direction !== -1) {
          if (speed === 0) crosswind = 0;
          else if (Number.isNaN(direction)) crosswind = Math.round(speed);
          else {
            const all = [];
            for (let k = index.headingStart[i]; k < index.headingStart[i + 1]; k++) {
              all.push(Math.abs(speed * (winds.sin[i] * index.headingCos[k] - winds.cos[i] * index.headingSin[k])));
            }
            crosswind = Math.round(Math.min(...all));
          }
        }
      }
      return { i, airport, nm: idx.distanceToPosition(index, i, origin), crosswind };
    })
    .filter(
      (r) =>
        r.airport.id !== departure.id &&
        lengthOf(r.i) >= Math.max(1, criteria.minRunwayLength ?? 0) &&
        (criteria.airportUse === undefined || r.airport.use === (criteria.airportUse === "public" ? "PU" : "PR")) &&
        (criteria.state === undefined || r.airport.state === criteria.state) &&
        r.nm >= minNm &&
        r.nm <= maxNm &&
        (criteria.maxCrosswind == null ||
          (r.crosswind == null ? !criteria.windRequired : r.crosswind <= criteria.maxCrosswind)),
    );
  // Field reports (docs/decisions/0083): each airport's current facts as its page computes them, one query each.
  const usesReports = criteria.maxFuelPrice !== undefined || criteria.courtesyCar || criteria.sort === "fuel_price";
  const grade = criteria.fuelGrade ?? "100LL";
  const freshCents = (locId: string) => {
    const line = m.reports.currentFactsOf(locId).fuel.find((f) => f.grade === grade);
    return line && line.age_days <= 30 ? Math.round(line.price_usd * 100) : 3001;
  };
  const cents = new Map<number, number>();
  const kept = !usesReports
    ? rows.slice()
    : rows.filter((r) => {
        const c = freshCents(r.airport.locId);
        cents.set(r.i, c);
        if (criteria.maxFuelPrice !== undefined && !(c <= 3000 && c / 100 <= criteria.maxFuelPrice + 1e-9))
          return false;
        return !criteria.courtesyCar || m.reports.currentFactsOf(r.airport.locId).courtesy_car?.value === "yes";
      });
  rows.length = 0;
  rows.push(...kept);
  const distanceKey = (nm: number) => Math.min(2 ** 20 - 1, Math.round(nm * 100));
  const sign = criteria.direction === "desc" ? -1 : 1;
  rows.sort((a, b) => {
    const byRunway = criteria.sort === "runway" ? index.maxLength[a.i] - index.maxLength[b.i] : 0;
    const byPrice = criteria.sort === "fuel_price" ? cents.get(a.i)! - cents.get(b.i)! : 0;
    return sign * (byRunway || byPrice || distanceKey(a.nm) - distanceKey(b.nm) || a.i - b.i);
  });
  const totalPages = Math.ceil(rows.length / pageSize);
  const page = Math.max(1, Math.min(criteria.page, Math.max(totalPages, 1)));
  return {
    total: rows.length,
    page,
    rows: rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map((r) => [
        r.airport.locId,
        Math.round(r.nm * 10) / 10,
        m.flightTime.flightMinutes(r.nm, criteria.aircraftSpeed),
        winds ? r.crosswind : "none",
      ]),
  };
}

function optimised(criteria: SearchCriteria, pageSize: number) {
  const answer = m.search.searchAirports(criteria, pageSize);
  return {
    total: answer.pagination.totalResults,
    page: answer.pagination.page,
    rows: answer.results.map((r) => [
      r.loc_id,
      r.distance_nm,
      r.flight_time_minutes,
      r.crosswind === null ? "none" : r.crosswind.status === "within" ? r.crosswind.best_kt : null,
    ]),
  };
}

/** A small deterministic generator, so a failure names a reproducible case. */
function generator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)];
}

const DEPARTURES = ["KSTS", "KBOS", "PANC", "PHNL", "TJSJ", "KDEN", "KORD", "O69", "PGUM", "KEYW"];

function criteriaFor(seed: number): { criteria: SearchCriteria; pageSize: number } {
  const pick = generator(seed);
  const speed = pick([50, 95, 120, 160, 250, 500]);
  const window = pick([
    {},
    {},
    { maxDuration: 1 },
    { minDuration: 0.5, maxDuration: 2 },
    { minDuration: 3 },
    {
      maxDuration: 0.25,
    },
    { minDuration: 6 },
  ]);
  const raw = {
    departureAirport: pick(DEPARTURES),
    aircraftSpeed: speed,
    ...window,
    ...pick([{}, {}, { runwaySurface: "improved" }, { runwaySurface: "unimproved" }]),
    ...pick([{}, {}, { airportUse: "public" }, { airportUse: "private" }]),
    ...pick([{}, {}, {}, { minRunwayLength: 3000 }, { minRunwayLength: 8000 }, { state: "CA" }, { state: "AK" }]),
    ...pick([
      {},
      {},
      { maxCrosswind: 0 },
      { maxCrosswind: 5 },
      { maxCrosswind: 10, windRequired: true },
      {
        maxCrosswind: 15,
      },
    ]),
    sort: pick(["distance", "time", "runway"]),
    direction: pick(["asc", "desc"]),
    page: pick([1, 1, 2, 3, 7, 25, 60, 254, 9999]),
  };
  return { criteria: m.criteria.searchCriteria.parse(raw), pageSize: pick([50, 50, 1, 7, 200]) };
}

describe("the optimised search gives the reference's answer", () => {
  it("over 400 criteria combinations (departures, windows, filters, crosswind, sorts, directions, pages, page sizes)", () => {
    let compared = 0;
    let crosswinds = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const { criteria, pageSize } = criteriaFor(seed);
      const want = reference(criteria, pageSize);
      expect({ seed, ...optimised(criteria, pageSize) }).toEqual({ seed, ...want });
      compared += want.rows.length;
      if (criteria.maxCrosswind != null) crosswinds++;
    }
    // The combinations really reached rows and the crosswind limit.
    expect(compared).toBeGreaterThan(5000);
    expect(crosswinds).toBeGreaterThan(50);
  }, 120_000);

  it("at a distance limit equal to an airport's exact distance (the exact test at the edge), both ways", () => {
    const { index: idx } = m;
    const index = idx.airportIndex();
    for (const code of ["KSTS", "KBOS", "PANC"]) {
      const departure = m.search.resolveDeparture(code, "departureAirport");
      const origin = idx.scanOrigin(departure);
      for (const step of [3, 41, 397, 1201, 5003]) {
        const i = step % index.size;
        const nm = idx.distanceToPosition(index, i, origin);
        for (const speed of [100, 137]) {
          for (const window of [{ maxDuration: nm / speed }, { minDuration: nm / speed }]) {
            for (const direction of ["asc", "desc"] as const) {
              const criteria = m.criteria.searchCriteria.parse({
                departureAirport: code,
                aircraftSpeed: speed,
                ...window,
                direction,
              });
              expect(optimised(criteria, 50)).toEqual(reference(criteria, 50));
            }
          }
        }
      }
    }
  }, 60_000);
});

describe("field reports in the scan (docs/decisions/0083-field-reports-in-search.md)", () => {
  it("the price limit, the courtesy car and the fuel_price sort give the reference's answer", async () => {
    const { insertFieldReport } = await import("~/models/field-reports.server");
    const { connection } = await import("~/models/db.server");
    const sqlite = connection().sqlite;
    const user = (email: string) =>
      Number(sqlite.prepare("INSERT INTO users (email, first_name) VALUES (?, 'Scan')").run(email).lastInsertRowid);
    const author = user("scan-author@example.test");
    const confirmer = user("scan-confirmer@example.test");
    const { dateOfEpochDay, earliestUsDate, epochDay } = m.dates;
    const today = epochDay(earliestUsDate());
    const index = m.index.airportIndex();
    const report = (i: number, daysAgo: number, price: number, car: string | null) =>
      insertFieldReport(
        fuelReportRow({
          airport_loc_id: index.rows[i].locId,
          user_id: author,
          visited_on: dateOfEpochDay(today - daysAgo),
          fuel: JSON.stringify([
            { grade: "100LL", price_usd: price, service: "self" },
            ...(i % 3 === 0 ? [{ grade: "UL94", price_usd: price - 0.4, service: "full" }] : []),
          ]),
          courtesy_car: car,
        }),
      );
    sqlite.transaction(() => {
      for (let i = 0; i < index.size; i += 3) {
        // Prices at whole cents 4.00–8.99 (ties included), 0–44 days old; some airports with an older, different value.
        const id = report(i, i % 45, 4 + (i % 500) / 100, i % 4 === 0 ? "yes" : i % 4 === 1 ? "no" : null);
        if (i % 9 === 0) report(i, 50 + (i % 30), 3.5, "yes");
        if (i % 11 === 0) sqlite.prepare("UPDATE field_reports SET hidden = 1 WHERE id = ?").run(id);
        if (i % 13 === 0)
          sqlite
            .prepare("INSERT INTO field_report_confirmations (report_id, user_id, confirmed_on) VALUES (?, ?, ?)")
            .run(id, confirmer, dateOfEpochDay(today - 2));
      }
      sqlite.prepare("UPDATE field_report_generation SET generation = generation + 1 WHERE id = 1").run();
    })();
    let compared = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const pick = generator(seed * 7919);
      const criteria = m.criteria.searchCriteria.parse({
        departureAirport: pick(["KSTS", "KDEN", "KORD", "KBOS"]),
        aircraftSpeed: pick([95, 120, 160]),
        maxDuration: pick([1, 2, 3]),
        ...pick([{}, { fuelGrade: "UL94" }, { fuelGrade: "100LL" }]),
        ...pick([{}, { maxFuelPrice: 6.5 }, { maxFuelPrice: 5.01 }, { maxFuelPrice: 8 }]),
        ...pick([{}, {}, { courtesyCar: true }]),
        sort: pick(["distance", "fuel_price", "fuel_price"]),
        direction: pick(["asc", "asc", "desc"]),
        page: pick([1, 1, 2, 5]),
      });
      const pageSize = pick([50, 7]);
      const want = reference(criteria, pageSize);
      expect({ seed, ...optimised(criteria, pageSize) }).toEqual({ seed, ...want });
      compared += want.rows.length;
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});

describe("crosswinds worked out once per weather change", () => {
  it("see a report another server process stored (SQLite data_version), within 10 s", () => {
    const index = m.index.airportIndex();
    const i = index.rows.findIndex((r) => r.icaoId === "KSTS");
    const t0 = Date.now();
    const before = m.winds.currentWindsForIndex(index, t0).bestCrosswind[i];
    // Another process (its own connection) stores a new KSTS report: 260° at 30 kt.
    const other = new Database(process.env.DATABASE_PATH!);
    other
      .prepare(
        `UPDATE weather_observations SET observation = json_set(observation, '$.wdir', 260, '$.wspd', 30, '$.wgst', null),
         fetched_at = ? WHERE icao_id = 'KSTS'`,
      )
      .run(t0 + 1);
    other.close();
    const headings = Array.from(index.headings.subarray(index.headingStart[i], index.headingStart[i + 1]));
    const expected = Math.round(Math.min(...headings.map((h) => Math.abs(30 * Math.sin(((260 - h) * Math.PI) / 180)))));
    expect(expected).not.toBe(before);
    expect(m.winds.currentWindsForIndex(index, t0 + 61_000).bestCrosswind[i]).toBe(expected);
  });
});
