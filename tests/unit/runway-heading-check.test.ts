/**
 * Runway headings you can fly by (docs/decisions/0058-runway-heading-check.md): the
 * bundled snapshot imported into a temp database, its real rows checked one by one
 * (a reversed runway, ends 80° off, a correct one, lettered water lanes, a helipad),
 * and a sweep over every end: none more than 30° from its runway number once the
 * World Magnetic Model's variation is added.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { calculateMagVarForDecimalYear } from "magvar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CsvTable } from "~/lib/csv";
import { initialBearing } from "~/lib/geo";
import { magneticVariation, modelYear } from "~/lib/magnetic-variation";
import {
  angleBetween,
  checkRunwayEndHeading,
  compassEndDirection,
  RECIPROCAL_TOLERANCE_DEG,
  runwayEndMagneticHeading,
} from "~/lib/runway-heading";
import { openDatabase } from "~/models/db.server";
import { readAptSet } from "~/services/apt-set.server";
import { BUNDLED_SNAPSHOT, importAptSet, type ImportSummary } from "~/services/faa-import.server";

interface SourceEnd {
  locId: string;
  runwayId: string;
  endId: string;
  stored: number | null;
  position: { latitude: number; longitude: number } | null;
}

interface ImportedEnd {
  locId: string;
  runwayId: string;
  endId: string;
  heading: number | null;
  origin: string | null;
  latitude: number;
  longitude: number;
}

let tmp: string;
let sqlite: Database.Database;
let summary: ImportSummary;
/** APT_RWY_END of the bundled snapshot as it comes, by 'LOC|RWY|END'. */
const source = new Map<string, SourceEnd>();
/** The same ends after the import, with their airport's position. */
let imported: ImportedEnd[];
/** The snapshot's cycle (2024-12-26) held inside WMM2025: 2025.0. */
const YEAR = modelYear("2024-12-26");

const key = (locId: string, runwayId: string, endId: string) => `${locId}|${runwayId}|${endId}`;
const numberOrNull = (s: string) => (s === "" ? null : Number(s));

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "heading-check-test-"));
  sqlite = openDatabase(path.join(tmp, "snapshot.db")).sqlite;
  const set = readAptSet(BUNDLED_SNAPSHOT);
  summary = importAptSet(sqlite, set);
  const end = new CsvTable(set.end!, "APT_RWY_END.csv");
  const c = (name: string) => end.col(name);
  const [loc, rwy, id, align, lat, lon] = [
    "ARPT_ID",
    "RWY_ID",
    "RWY_END_ID",
    "TRUE_ALIGNMENT",
    "LAT_DECIMAL",
    "LONG_DECIMAL",
  ].map(c);
  for (const row of end.rows) {
    const latitude = numberOrNull(lat(row));
    const longitude = numberOrNull(lon(row));
    source.set(key(loc(row), rwy(row), id(row)), {
      locId: loc(row),
      runwayId: rwy(row),
      endId: id(row),
      stored: numberOrNull(align(row)),
      position: latitude != null && longitude != null ? { latitude, longitude } : null,
    });
  }
  imported = sqlite
    .prepare(
      `SELECT a.loc_id AS locId, r.runway_id AS runwayId, e.end_id AS endId, e.true_alignment AS heading,
              e.true_alignment_origin AS origin, a.latitude, a.longitude
       FROM runway_ends e JOIN runways r ON r.id = e.runway_id JOIN airports a ON a.id = r.airport_id`,
    )
    .all() as ImportedEnd[];
}, 120_000);

afterAll(() => {
  sqlite?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const headingOf = (locId: string, runwayId: string, endId: string) =>
  imported.find((e) => e.locId === locId && e.runwayId === runwayId && e.endId === endId)?.heading;
const sourceOf = (locId: string, runwayId: string, endId: string) => source.get(key(locId, runwayId, endId))!;

/** The check as the import runs it, on one real row of the snapshot and its airport's position. */
function checkSourceRow(locId: string, runwayId: string, endId: string) {
  const row = sourceOf(locId, runwayId, endId);
  const other = [...source.values()].find((s) => s.locId === locId && s.runwayId === runwayId && s.endId !== endId);
  const airport = imported.find((e) => e.locId === locId)!;
  const bearing = row.position && other?.position ? initialBearing(row.position, other.position) : null;
  return checkRunwayEndHeading({
    endId,
    stored: row.stored,
    variation: magneticVariation(airport.latitude, airport.longitude, YEAR),
    bearing,
  });
}

describe("the magnetic variation comes from the World Magnetic Model 2025", () => {
  it("reproduces NOAA's published WMM2025 test values", () => {
    // NOAA NCEI, "WMM2025 Test Values" (WMM2025testvalues.pdf, WMM2025_TestValues.txt in WMM2025COF.zip):
    // height 0 km; 2025.0 at 80° N 0° E: D = 1.28°; at 0° 120° E: −0.16°; at 80° S 240° E: 68.78°;
    // 2027.5 at 80° N 0° E: 2.59°.
    expect(magneticVariation(80, 0, 2025.0)).toBeCloseTo(1.28, 2);
    expect(magneticVariation(0, 120, 2025.0)).toBeCloseTo(-0.16, 2);
    expect(magneticVariation(-80, 240, 2025.0)).toBeCloseTo(68.78, 2);
    expect(magneticVariation(80, 0, 2027.5)).toBeCloseTo(2.59, 2);
  });

  it("gives the variation pilots know at two airports", () => {
    // NOAA's Magnetic Field Calculator (ngdc.noaa.gov/geomag/calculators/magcalc.shtml, WMM2025), early 2025:
    // San Francisco Intl about 13° E, New York JFK about 12.6° W (the calculator rounds to minutes).
    expect(Math.abs(magneticVariation(37.6188, -122.375, 2025.0) - 13)).toBeLessThan(0.5);
    expect(Math.abs(magneticVariation(40.6398, -73.7789, 2025.0) - -12.6)).toBeLessThan(0.5);
  });

  it("holds a date before the model into its validity, so the check does not depend on the day it runs", () => {
    expect(YEAR).toBe(2025);
    expect(modelYear("2027-07-02")).toBeCloseTo(2027.5, 2);
    expect(modelYear("2031-01-01")).toBeLessThan(2030);
  });
});

describe("runway numbers", () => {
  it("reads two-digit, one-digit, parallel, water and three-digit ids; letters and helipads have none", () => {
    expect(
      ["09", "9", "36", "36L", "18C", "18R", "04W", "18U", "11G", "14S", "009", "189"].map(runwayEndMagneticHeading),
    ).toEqual([90, 90, 360, 360, 180, 180, 40, 180, 110, 140, 9, 189]);
    expect(["N", "NE", "H1", "ALL", "WAY", "00", "37", "", "9X"].map(runwayEndMagneticHeading)).toEqual(
      Array(9).fill(null),
    );
    expect(compassEndDirection("N")).toBe(360);
    expect(compassEndDirection("sw")).toBe(225);
    expect(compassEndDirection("18")).toBeNull();
  });
});

describe("real rows of the bundled data", () => {
  it("Ellington (7B9, CT): runway 01/19 comes reversed (01 at 175°, 19 at 355°) and is turned round from its ends' positions", () => {
    expect(sourceOf("7B9", "01/19", "01").stored).toBe(175);
    expect(sourceOf("7B9", "01/19", "19").stored).toBe(355);
    expect(checkSourceRow("7B9", "01/19", "01")).toEqual({ heading: 355.5, source: "bearing", outcome: "replaced" });
    expect(headingOf("7B9", "01/19", "01")).toBe(355.5);
    expect(headingOf("7B9", "01/19", "19")).toBe(175.5);
  });

  it("Holly Grove Muni (2A6, AR): end 33 comes at 247°, 82° off its number; the positions' bearing replaces it", () => {
    const variation = magneticVariation(34.58245078, -91.16522838, YEAR);
    expect(angleBetween(247, 330 + variation)).toBeGreaterThan(80);
    expect(checkSourceRow("2A6", "15/33", "33")).toEqual({ heading: 327.7, source: "bearing", outcome: "replaced" });
    expect(headingOf("2A6", "15/33", "33")).toBe(327.7);
    expect(headingOf("2A6", "15/33", "15")).toBe(148); // its other end was right, and stays as it came
  });

  it("Ashland/Lineville (26A, AL): end 27 comes at 353.3°, 88° off; replaced by 270°", () => {
    expect(sourceOf("26A", "09/27", "27").stored).toBe(353.3);
    expect(headingOf("26A", "09/27", "27")).toBe(270);
  });

  it("Big Sky (AL93, AL): end 36 comes at 275° with no positions to check against: number + variation", () => {
    expect(sourceOf("AL93", "18/36", "36")).toMatchObject({ stored: 275, position: null });
    const variation = magneticVariation(
      imported.find((e) => e.locId === "AL93")!.latitude,
      imported.find((e) => e.locId === "AL93")!.longitude,
      YEAR,
    );
    expect(checkSourceRow("AL93", "18/36", "36")).toEqual({
      heading: Math.round((360 + variation) * 10) / 10,
      source: "number",
      outcome: "replaced",
    });
    expect(headingOf("AL93", "18/36", "36")).toBe(355.9);
    expect(headingOf("AL93", "18/36", "18")).toBe(175.9); // no heading in the source: filled the same way
  });

  it("Geneva Muni (33J, AL) and Capitol Drive (02C, WI): ends within 30° of their numbers but not reciprocal are headed again from the ends' positions or number + variation", () => {
    // 33J end 29 comes at 315°; the FAA's own APT_RWY_END (change report 2025-03-20) says 287°.
    expect([sourceOf("33J", "11/29", "11").stored, sourceOf("33J", "11/29", "29").stored]).toEqual([110, 315]);
    expect(checkSourceRow("33J", "11/29", "29").outcome).toBe("kept");
    expect([sourceOf("02C", "18/36", "18").stored, sourceOf("02C", "18/36", "36").stored]).toEqual([179, 336]);
    expect(checkSourceRow("02C", "18/36", "36").outcome).toBe("kept");
    const after = ["33J 11/29 11", "33J 11/29 29", "02C 18/36 18", "02C 18/36 36"].map((id) => {
      const [loc, rwy, end] = id.split(" ");
      const e = imported.find((x) => x.locId === loc && x.runwayId === rwy && x.endId === end)!;
      return `${id} ${e.heading} ${e.origin}`;
    });
    expect(after).toEqual([
      "33J 11/29 11 107.7 bearing",
      "33J 11/29 29 287.7 bearing",
      "02C 18/36 18 180 bearing",
      "02C 18/36 36 360 bearing",
    ]);
    // Within a degree of the FAA's 287° for 33J end 29.
    expect(angleBetween(headingOf("33J", "11/29", "29")!, 287)).toBeLessThan(1);
  });

  it("Merrill Field (MRI, AK) and Kenmore Air Harbor (W55, WA): runways the snapshot has no end rows for get their ends from the runway ids, headed by number + variation", () => {
    for (const [locId, rwy] of [
      ["MRI", "05/23"],
      ["MRI", "07/25"],
      ["MRI", "16/34"],
      ["W55", "16W/34W"],
    ] as const) {
      const [base, reciprocal] = rwy.split("/");
      expect(source.get(key(locId, rwy, base)), `${locId} ${base}`).toBeUndefined();
      expect(source.get(key(locId, rwy, reciprocal)), `${locId} ${reciprocal}`).toBeUndefined();
    }
    const mri = imported.find((e) => e.locId === "MRI")!;
    const variation = magneticVariation(mri.latitude, mri.longitude, YEAR);
    expect(variation).toBeGreaterThan(14); // Anchorage: about 14.5° east
    expect(headingOf("MRI", "07/25", "07")).toBe(Math.round((70 + variation) * 10) / 10);
    expect(headingOf("MRI", "07/25", "25")).toBe(Math.round((250 + variation) * 10) / 10);
    const w55 = imported.find((e) => e.locId === "W55")!;
    expect(headingOf("W55", "16W/34W", "34W")).toBe(
      Math.round((340 + magneticVariation(w55.latitude, w55.longitude, YEAR)) * 10) / 10,
    );
    expect(imported.filter((e) => e.locId === "MRI").map((e) => [e.endId, e.origin])).toEqual(
      ["05", "23", "07", "25", "16", "34"].map((end) => [end, "number"]),
    );
  });

  it("Charles M. Schulz–Sonoma County (STS, CA): right headings are kept exactly", () => {
    for (const [rwy, end, heading] of [
      ["14/32", "14", 157],
      ["14/32", "32", 337],
      ["02/20", "02", 29],
      ["02/20", "20", 209],
    ] as const) {
      expect(checkSourceRow("STS", rwy, end)).toEqual({ heading, source: "source", outcome: "kept" });
      expect(headingOf("STS", rwy, end)).toBe(heading);
    }
  });

  it("West Bolivar Flying Service (MS37, MS): lettered lane N/S comes reversed; the positions' bearing stands in", () => {
    expect(sourceOf("MS37", "N/S", "N").stored).toBe(177);
    expect(headingOf("MS37", "N/S", "N")).toBe(356.9);
    expect(headingOf("MS37", "N/S", "S")).toBe(176.9);
  });

  it("New York Skyports (6N7, NY): lane N/S whose positions point N south gets no heading, not a reversed one", () => {
    expect(sourceOf("6N7", "N/S", "N").stored).toBeNull();
    expect(initialBearing(sourceOf("6N7", "N/S", "N").position!, sourceOf("6N7", "N/S", "S").position!)).toBeCloseTo(
      186.3,
      1,
    );
    expect(checkSourceRow("6N7", "N/S", "N")).toEqual({ heading: null, source: null, outcome: "unknown" });
    expect(headingOf("6N7", "N/S", "N")).toBeNull();
  });

  it("Sky Way Estates (CL04, CA): lane W comes at 315° with no number and no positions: dropped, never guessed", () => {
    expect(sourceOf("CL04", "E/W", "W")).toMatchObject({ stored: 315, position: null });
    expect(checkSourceRow("CL04", "E/W", "W")).toEqual({ heading: null, source: null, outcome: "dropped" });
    expect(headingOf("CL04", "E/W", "W")).toBeNull();
  });

  it("Dekalb-Peachtree (PDK, GA): helipad H1 has one end and no number: heading unknown", () => {
    expect(checkSourceRow("PDK", "H1", "H1")).toEqual({ heading: null, source: null, outcome: "unknown" });
    expect(headingOf("PDK", "H1", "H1")).toBeNull();
  });
});

describe("sweep over every runway end of the bundled snapshot", () => {
  it("no numbered end is more than 30° from its number plus the variation at its field", () => {
    const off: string[] = [];
    let numbered = 0;
    for (const e of imported) {
      const magnetic = runwayEndMagneticHeading(e.endId);
      if (magnetic == null || e.heading == null) continue;
      numbered++;
      // The variation straight from the WMM package, not through the app's own helper.
      const judge = magnetic + calculateMagVarForDecimalYear(2025.0, e.latitude, e.longitude, 0);
      if (angleBetween(e.heading, judge) > 30) off.push(`${e.locId} ${e.endId} ${e.heading}`);
    }
    expect(numbered).toBeGreaterThan(14_500);
    expect(off).toEqual([]);
  });

  it("a runway's two ends are reciprocal within 15° wherever both have a heading", () => {
    const byRunway = new Map<string, ImportedEnd[]>();
    for (const e of imported) {
      const k = `${e.locId}|${e.runwayId}`;
      byRunway.set(k, [...(byRunway.get(k) ?? []), e]);
    }
    const off: string[] = [];
    let pairs = 0;
    for (const [k, ends] of byRunway) {
      if (ends.length !== 2 || ends[0].heading == null || ends[1].heading == null) continue;
      pairs++;
      if (angleBetween(ends[0].heading, ends[1].heading + 180) > RECIPROCAL_TOLERANCE_DEG)
        off.push(`${k} ${ends[0].heading}/${ends[1].heading}`);
    }
    expect(pairs).toBeGreaterThan(15_000);
    // Elk City (S90, ID): the FAA's own runway id '14/35' names two ends 150° apart; both are
    // headed by number + variation (no end rows), and nothing says which number is wrong.
    expect(off).toEqual(["S90|14/35 153/3"]);
  });

  it("an end without a number has the bearing between its ends' positions, or no heading", () => {
    let lettered = 0;
    for (const e of imported) {
      if (runwayEndMagneticHeading(e.endId) != null || e.heading == null) continue;
      lettered++;
      const own = sourceOf(e.locId, e.runwayId, e.endId).position;
      const other = [...source.values()].find(
        (s) => s.locId === e.locId && s.runwayId === e.runwayId && s.endId !== e.endId,
      )?.position;
      expect(own && other, `${e.locId} ${e.endId}`).toBeTruthy();
      expect(angleBetween(e.heading, initialBearing(own!, other!))).toBeLessThanOrEqual(30);
    }
    expect(lettered).toBeGreaterThan(30);
  });

  it("keeps every heading that agreed, and counts each replaced, filled and dropped one", () => {
    const tally = { kept: 0, replaced: 0, filled: 0, dropped: 0, unknown: 0, added: 0 };
    for (const e of imported) {
      // An end the snapshot has no row for was added from its runway's id, and filled by number + variation.
      const row = source.get(key(e.locId, e.runwayId, e.endId));
      if (!row) {
        tally.added++;
        expect([e.origin, runwayEndMagneticHeading(e.endId) != null], `${e.locId} ${e.endId}`).toEqual([
          "number",
          true,
        ]);
      }
      const before = row?.stored ?? null;
      if (before != null && e.heading === before) tally.kept++;
      else if (before != null && e.heading != null) tally.replaced++;
      else if (before == null && e.heading != null) tally.filled++;
      else if (before != null) tally.dropped++;
      else tally.unknown++;
    }
    const h = summary.headings;
    expect(h.ends).toBe(imported.length);
    expect(h.kept).toBe(tally.kept);
    expect(h.replacedByBearing + h.replacedByNumber).toBe(tally.replaced);
    expect(h.filledByBearing + h.filledByNumber).toBe(tally.filled);
    expect(h.dropped).toBe(tally.dropped);
    expect(h.unknown).toBe(tally.unknown);
    expect(h.added).toBe(tally.added);
    // The figures of the bundled cycle, for the record (README "Data"): 888 headings replaced.
    expect(h).toEqual({
      ends: 31_782,
      kept: 11_759,
      replacedByBearing: 393,
      replacedByNumber: 495,
      filledByBearing: 1_166,
      filledByNumber: 17_827,
      dropped: 21,
      unknown: 121,
      added: 16_620,
      notReciprocal: 124,
    });
  });

  it("records where each heading came from, so a page can say which it did not find in the data", () => {
    const origins = new Map<string | null, number>();
    for (const e of imported) {
      expect(e.origin === null).toBe(e.heading === null);
      origins.set(e.origin, (origins.get(e.origin) ?? 0) + 1);
    }
    const h = summary.headings;
    expect(Object.fromEntries(origins)).toEqual({
      data: h.kept,
      bearing: h.replacedByBearing + h.filledByBearing,
      number: h.replacedByNumber + h.filledByNumber,
      null: h.dropped + h.unknown,
    });
    const originOf = (locId: string, runwayId: string, endId: string) =>
      imported.find((e) => e.locId === locId && e.runwayId === runwayId && e.endId === endId)?.origin;
    expect(originOf("STS", "14/32", "14")).toBe("data");
    expect(originOf("7B9", "01/19", "01")).toBe("bearing");
    expect(originOf("AL93", "18/36", "18")).toBe("number");
  });

  it("no end points the opposite way of its runway's number any more (44 did)", () => {
    let reversedBefore = 0;
    for (const e of imported) {
      const magnetic = runwayEndMagneticHeading(e.endId);
      const before = source.get(key(e.locId, e.runwayId, e.endId))?.stored ?? null;
      if (magnetic == null) continue;
      const judge = magnetic + calculateMagVarForDecimalYear(2025.0, e.latitude, e.longitude, 0);
      if (before != null && angleBetween(before, judge) > 150) reversedBefore++;
      if (e.heading != null) expect(angleBetween(e.heading, judge)).toBeLessThan(150);
    }
    expect(reversedBefore).toBeGreaterThanOrEqual(44);
  });
});
