import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/models/db.server";
import { readAptSet } from "~/services/apt-set.server";
import { BUNDLED_SNAPSHOT, importAptSet, type ImportSummary } from "~/services/faa-import.server";

let tmp: string;
let sqlite: Database.Database;
let summary: ImportSummary;
/** CPU seconds the import took. */
let seconds: number;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-test-"));
  sqlite = openDatabase(path.join(tmp, "snapshot.db")).sqlite;
  // CPU time of this process, as `npm run bench` reports it: the import runs synchronously here, and
  // on a shared machine wall time would also count the time spent waiting for a core.
  const started = process.cpuUsage();
  summary = importAptSet(sqlite, readAptSet(BUNDLED_SNAPSHOT));
  const used = process.cpuUsage(started);
  seconds = (used.user + used.system) / 1e6;
}, 60_000);

afterAll(() => {
  sqlite?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as T;

describe("bundled offline snapshot", () => {
  it("is a NASR-layout set with a manifest, imported in a few seconds", () => {
    const set = readAptSet(BUNDLED_SNAPSHOT);
    expect(set.manifest?.effectiveDate).toBe("2024-12-26");
    expect(set.manifest?.sources?.map((s) => s.name)).toHaveLength(4);
    expect(set.end).toBeDefined();
    expect(set.rmk?.trim().split(/\r?\n/)).toHaveLength(1); // header only: no remarks in these sources
    expect(summary.effectiveDate).toBe("2024-12-26");
    expect(summary.label).toBe("FAA NASR 26 Dec 2024 (offline snapshot)");
    expect(seconds).toBeLessThan(10);
  });

  it("holds the real counts", () => {
    expect(summary).toMatchObject({
      facilities: 19_834,
      searchable: 12_686,
      runways: 23_659,
      runwayEnds: 15_162,
      remarks: 0,
      skippedNoCoordinates: 185,
    });
    expect(summary.facilities).toBeGreaterThanOrEqual(19_000);
    expect(summary.searchable).toBeGreaterThanOrEqual(12_000);
    expect(summary.searchable).toBeLessThanOrEqual(14_000);
  });

  it("has KSTS as in NASR 2024-12", () => {
    const sts = get<Record<string, unknown>>("SELECT * FROM airports WHERE loc_id = 'STS'");
    expect(sts).toMatchObject({
      icao_id: "KSTS",
      state: "CA",
      site_type_code: "A",
      status: "O",
      use: "PU",
      max_runway_length: 6000,
      max_runway_surface: "ASPH",
      searchable: 1,
    });
    expect(sts.name).toContain("Schulz");
    const runways = sqlite
      .prepare("SELECT runway_id, length, surface_type_code FROM runways WHERE airport_id = ? ORDER BY runway_id")
      .all(sts.id);
    expect(runways).toEqual([
      { runway_id: "02/20", length: 5202, surface_type_code: "ASPH" },
      { runway_id: "14/32", length: 6000, surface_type_code: "ASPH" },
    ]);
    // OurAirports gives the true heading of both ends of 14/32; the FAA-only fields stay empty.
    const ends = sqlite
      .prepare(
        `SELECT e.end_id, e.true_alignment, e.ils_type, e.vgsi_code, e.approach_lights FROM runway_ends e
         JOIN runways r ON r.id = e.runway_id WHERE r.airport_id = ? AND r.runway_id = '14/32' ORDER BY e.end_id`,
      )
      .all(sts.id);
    expect(ends).toEqual([
      { end_id: "14", true_alignment: 157, ils_type: null, vgsi_code: null, approach_lights: null },
      { end_id: "32", true_alignment: 337, ils_type: null, vgsi_code: null, approach_lights: null },
    ]);
  });

  it("keeps non-airports and closed airports but does not make them searchable", () => {
    const byType = Object.fromEntries(
      (
        sqlite
          .prepare("SELECT site_type_code AS t, count(*) AS n, sum(searchable) AS s FROM airports GROUP BY 1")
          .all() as { t: string; n: number; s: number }[]
      ).map((r) => [r.t, [r.n, r.s]]),
    );
    expect(byType.H[0]).toBeGreaterThan(6_000);
    expect(byType.H[1]).toBe(0);
    expect(byType.C[1]).toBe(0);
    expect(byType.G[1]).toBe(0);
    expect(byType.U[1]).toBe(0);
    expect(byType.B[1]).toBe(0);
    expect(
      get<{ n: number }>(
        "SELECT count(*) AS n FROM airports WHERE searchable = 1 AND (site_type_code <> 'A' OR status <> 'O')",
      ).n,
    ).toBe(0);
    expect(get<Record<string, unknown>>("SELECT status, searchable FROM airports WHERE loc_id = 'BFW'")).toEqual({
      status: "CP",
      searchable: 0,
    });
  });

  it("never invents FAA-only values", () => {
    const n = (sql: string) => get<{ n: number }>(sql).n;
    expect(n("SELECT count(*) AS n FROM airports WHERE fuel_types IS NOT NULL")).toBe(0);
    expect(
      n(
        "SELECT count(*) AS n FROM runway_ends WHERE ils_type IS NOT NULL OR vgsi_code IS NOT NULL OR approach_lights IS NOT NULL OR tdz_elevation IS NOT NULL OR reil IS NOT NULL OR right_hand_traffic IS NOT NULL",
      ),
    ).toBe(0);
    expect(n("SELECT count(*) AS n FROM airports WHERE use IS NULL")).toBeGreaterThan(0);
  });
});
