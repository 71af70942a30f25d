import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { scratchDatabases } from "../support/scratch-databases";
import { parseCsv } from "~/lib/csv";
import { readAptSet, type AptSet } from "~/services/apt-set.server";
import { importAptSet, remarkElementName, type ImportSummary } from "~/services/faa-import.server";

const FIXTURE = path.resolve("tests/fixtures/nasr");
const REORDERED = path.resolve("tests/fixtures/nasr-reordered");

const scratch = scratchDatabases("faa-import-test");
const freshDb = scratch.open;

/** Every reference row, joined by natural keys so databases can be compared regardless of ids. */
function dump(sqlite: Database.Database) {
  return {
    airports: sqlite
      .prepare("SELECT * FROM airports ORDER BY loc_id")
      .all()
      .map((r) => ({ ...(r as object), id: undefined })),
    runways: sqlite
      .prepare(
        `SELECT a.loc_id, r.runway_id, r.length, r.width, r.surface_type_code, r.condition, r.edge_light_intensity
         FROM runways r JOIN airports a ON a.id = r.airport_id ORDER BY a.loc_id, r.runway_id`,
      )
      .all(),
    ends: sqlite
      .prepare(
        `SELECT a.loc_id, r.runway_id, e.end_id, e.true_alignment, e.ils_type, e.right_hand_traffic, e.elevation, e.tdz_elevation,
                e.vgsi_code, e.approach_lights, e.reil, e.displaced_threshold_length
         FROM runway_ends e JOIN runways r ON r.id = e.runway_id JOIN airports a ON a.id = r.airport_id
         ORDER BY a.loc_id, r.runway_id, e.end_id`,
      )
      .all(),
    remarks: sqlite
      .prepare(
        `SELECT a.loc_id, m.element_name, m.remark, m.sequence FROM remarks m JOIN airports a ON a.id = m.airport_id
         ORDER BY a.loc_id, m.sequence`,
      )
      .all(),
  };
}

const airport = (sqlite: Database.Database, locId: string) =>
  sqlite.prepare("SELECT * FROM airports WHERE loc_id = ?").get(locId) as Record<string, unknown> | undefined;

const count = (sqlite: Database.Database, table: string) =>
  (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

function zipFolder(dir: string, extra: Record<string, string> = {}, prefix = ""): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(dir))
    files[`${prefix}${name}`] = new Uint8Array(fs.readFileSync(path.join(dir, name)));
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files, { level: 6 });
}

describe("parseCsv", () => {
  it("handles quotes, escaped quotes, embedded newlines, CRLF/LF and empty unquoted fields", () => {
    const text = '\uFEFF"A","B","C"\r\n"x, y","say ""hi""",12\r\n"multi\nline",,\n"",3.5,\r\n\r\n';
    expect([...parseCsv(text)]).toEqual([
      ["A", "B", "C"],
      ["x, y", 'say "hi"', "12"],
      ["multi\nline", "", ""],
      ["", "3.5", ""],
    ]);
  });

  it("reads a last line without a line end", () => {
    expect([...parseCsv("a,b\n1,2")]).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});

describe("remarkElementName", () => {
  it("names runway elements 'RWY …' and humanizes column names", () => {
    expect(remarkElementName("RUNWAY", "RWY_ID", "15/33")).toBe("RWY 15/33");
    expect(remarkElementName("RUNWAY_END", "RWY_END_ID", "15")).toBe("RWY 15");
    expect(remarkElementName("AIRPORT", "GENERAL_REMARK", "")).toBe("General");
    expect(remarkElementName("AIRPORT", "FUEL_TYPES", "")).toBe("Fuel Types");
    expect(remarkElementName("AIRPORT", "", "")).toBe("Airport");
    expect(remarkElementName("AIRPORT", "FUEL_TYPES", "100LL")).toBe("100LL");
  });

  it("heads the remarks the FAA hangs on APT_BASE columns in a pilot's words, not the column's", () => {
    // TAB_NAME and REF_COL_NAME of real APT_RMK rows in the FAA's 2025-02-20 → 2025-03-20 change report
    // (tests/fixtures/nasr-changes): 'ACTVT MIRL RWY 18/36 - 121.8.' sits under LGT_SKED, 'ASN: 2023-ANM-4752-NRA'
    // under ASP_ANLYS_DTRM_CODE, 'NON-COMMERCIAL LDG FEE IF CLSD.' under LNDG_FEE_FLAG.
    const headings = Object.fromEntries(
      ["LGT_SKED", "BCN_LGT_SKED", "ASP_ANLYS_DTRM_CODE", "LNDG_FEE_FLAG", "FAR_139_TYPE_CODE", "WIND_INDCR_FLAG"].map(
        (column) => [column, remarkElementName("AIRPORT", column, "")],
      ),
    );
    expect(headings).toEqual({
      LGT_SKED: "Lighting",
      BCN_LGT_SKED: "Beacon",
      ASP_ANLYS_DTRM_CODE: "Airspace determination",
      LNDG_FEE_FLAG: "Landing fee",
      FAR_139_TYPE_CODE: "FAR 139 and ARFF",
      WIND_INDCR_FLAG: "Wind indicator",
    });
  });
});

describe("importAptSet (fixture folder)", () => {
  let sqlite: Database.Database;
  let summary: ImportSummary;
  const progress: [number, number, string][] = [];

  beforeAll(() => {
    sqlite = freshDb("folder");
    summary = importAptSet(sqlite, readAptSet(FIXTURE), { onProgress: (d, t, p) => progress.push([d, t, p]) });
  });

  it("returns exact counts", () => {
    expect(summary).toEqual({
      facilities: 10,
      searchable: 6,
      runways: 18,
      runwayEnds: 20,
      remarks: 2,
      skippedNoCoordinates: 1,
      skippedNoName: 0,
      // The FAA's own headings of these real rows all agree with their runway numbers (docs/decisions/0058).
      // The 8 numbered ends the set has no row for (1O5 15/33, BFW 07/25, 32AK 02/20 …) are added from
      // the runway ids and headed by number + variation (docs/decisions/0104).
      headings: {
        ends: 28,
        kept: 20,
        replacedByBearing: 0,
        replacedByNumber: 0,
        filledByBearing: 0,
        filledByNumber: 8,
        dropped: 0,
        unknown: 0,
        added: 8,
        notReciprocal: 0,
      },
      effectiveDate: "2024-12-26",
      label: "FAA NASR 26 Dec 2024",
      files: expect.any(Array),
      attendance: null,
    });
    expect(count(sqlite, "airports")).toBe(10);
    expect(count(sqlite, "runways")).toBe(18);
    expect(count(sqlite, "runway_ends")).toBe(28);
    expect(count(sqlite, "remarks")).toBe(2);
    expect(progress.at(-1)).toEqual([progress.at(-1)![1], progress.at(-1)![1], "done"]);
  });

  it("accounts for every row of every file (read = kept + dropped by reason) and stores the counts", () => {
    const counts = summary.files.map(({ file, read, kept, dropped }) => ({ file, read, kept, dropped }));
    // 12 APT_BASE rows: 03GE has no coordinates in any source, FJDG is in the British Indian Ocean Territory.
    expect(counts).toEqual([
      { file: "APT_BASE.csv", read: 12, kept: 10, dropped: { "no coordinates": 1, "outside the US": 1 } },
      { file: "APT_RWY.csv", read: 21, kept: 18, dropped: { "facility not imported": 1, "outside the US": 2 } },
      { file: "APT_RWY_END.csv", read: 20, kept: 20, dropped: {} },
      { file: "APT_RMK.csv", read: 2, kept: 2, dropped: {} },
    ]);
    const importId = sqlite.prepare("SELECT max(id) FROM data_imports").pluck().get();
    expect(
      sqlite
        .prepare("SELECT import_id, import_kind AS kind, file, read, kept, dropped FROM import_counts ORDER BY id")
        .all()
        .map((r) => ({ ...(r as { dropped: string }), dropped: JSON.parse((r as { dropped: string }).dropped) })),
    ).toEqual(counts.map((c) => ({ import_id: importId, kind: "faa", ...c })));
    expect(sqlite.prepare("SELECT name, cycle, effective_date FROM reference_sets").all()).toEqual([
      { name: "APT", cycle: "2024-12-26", effective_date: "2024-12-26" },
    ]);
  });

  it("maps APT_BASE columns and turns blanks into NULL", () => {
    expect(airport(sqlite, "STS")).toMatchObject({
      site_no: "02260.",
      site_type_code: "A",
      icao_id: "KSTS",
      name: "Charles M Schulz - Sonoma County",
      city: "SANTA ROSA",
      state: "CA",
      latitude: 38.50969942,
      longitude: -122.81290225,
      elevation: 128.7,
      use: "PU",
      ownership: "PU",
      status: "O",
      fuel_types: "100LL,A", // FUEL_TYPES of the fixture (test value, tests/fixtures/nasr/README.md)
    });
    expect(airport(sqlite, "6AZ6")).toMatchObject({
      site_type_code: "H",
      icao_id: null,
      use: "PR",
      name: "Copper Queen Hospital",
    });
  });

  it("leaves out non-US facilities and facilities without coordinates, with their runways", () => {
    expect(airport(sqlite, "FJDG")).toBeUndefined();
    expect(airport(sqlite, "03GE")).toBeUndefined();
    expect(sqlite.prepare("SELECT count(*) AS n FROM runways WHERE length = 12004").get()).toEqual({ n: 0 });
  });

  it("imports runways joined on site", () => {
    const rows = sqlite
      .prepare(
        "SELECT r.* FROM runways r JOIN airports a ON a.id = r.airport_id WHERE a.loc_id = 'STS' ORDER BY r.runway_id",
      )
      .all();
    expect(rows).toMatchObject([
      {
        runway_id: "02/20",
        length: 5202,
        width: 100,
        surface_type_code: "ASPH",
        condition: "GOOD",
        edge_light_intensity: "MED",
      },
      {
        runway_id: "14/32",
        length: 6000,
        width: 150,
        surface_type_code: "ASPH",
        condition: "GOOD",
        edge_light_intensity: "HIGH",
      },
    ]);
    const sba = sqlite
      .prepare(
        "SELECT r.* FROM runways r JOIN airports a ON a.id = r.airport_id WHERE a.loc_id = 'SBA' AND r.runway_id = '15L/33R'",
      )
      .get();
    expect(sba).toMatchObject({ length: 4180, width: 75, edge_light_intensity: null });
    const closed = sqlite
      .prepare("SELECT r.condition FROM runways r JOIN airports a ON a.id = r.airport_id WHERE a.loc_id = '32AK'")
      .all();
    expect(closed).toEqual([{ condition: null }, { condition: null }]);
  });

  it("imports runway ends joined on site and RWY_ID", () => {
    const ends = dump(sqlite).ends.filter((e) => (e as { loc_id: string }).loc_id === "STS");
    expect(ends).toEqual([
      {
        loc_id: "STS",
        runway_id: "02/20",
        end_id: "02",
        true_alignment: 29,
        ils_type: null,
        right_hand_traffic: null,
        elevation: 129,
        tdz_elevation: null,
        vgsi_code: null,
        approach_lights: null,
        reil: null,
        displaced_threshold_length: null,
      },
      {
        loc_id: "STS",
        runway_id: "02/20",
        end_id: "20",
        true_alignment: 209,
        ils_type: null,
        right_hand_traffic: null,
        elevation: 113,
        tdz_elevation: null,
        vgsi_code: null,
        approach_lights: null,
        reil: null,
        displaced_threshold_length: null,
      },
      {
        loc_id: "STS",
        runway_id: "14/32",
        end_id: "14",
        true_alignment: 157,
        ils_type: null,
        right_hand_traffic: "Y",
        elevation: 111,
        tdz_elevation: null,
        vgsi_code: null,
        approach_lights: null,
        reil: "Y",
        displaced_threshold_length: null,
      },
      {
        loc_id: "STS",
        runway_id: "14/32",
        end_id: "32",
        true_alignment: 337,
        ils_type: "ILS",
        right_hand_traffic: "N",
        elevation: 120,
        tdz_elevation: 125.6,
        vgsi_code: "P4L",
        approach_lights: "MALSR",
        reil: "N",
        displaced_threshold_length: null,
      },
    ]);
    const pga07 = dump(sqlite).ends.find(
      (e) => (e as { loc_id: string; end_id: string }).loc_id === "PGA" && (e as { end_id: string }).end_id === "07",
    );
    expect(pga07).toMatchObject({ true_alignment: 81.9, elevation: 4242, displaced_threshold_length: 588 });
  });

  it("imports remarks with a pilot-readable element name", () => {
    expect(dump(sqlite).remarks).toEqual([
      { loc_id: "3CK", element_name: "General", remark: "WX ADZY - CTAF 5 CLICKS OR 815-444-1729.", sequence: 4 },
      { loc_id: "PGA", element_name: "RWY 15/33", remark: "CALM WIND LNDG RWY 15.", sequence: 1 },
    ]);
  });

  it("derives the longest land runway and the longest of each surface class", () => {
    const pick = (id: string) => {
      const a = airport(sqlite, id)!;
      return [a.max_runway_length, a.max_runway_surface, a.max_improved_length, a.max_unimproved_length];
    };
    expect(pick("STS")).toEqual([6000, "ASPH", 6000, null]);
    expect(pick("SBA")).toEqual([6052, "ASPH", 6052, null]);
    expect(pick("1O5")).toEqual([3360, "ASPH", 3360, 2080]);
    expect(pick("32AK")).toEqual([1700, "TURF", null, 1700]);
    // The 50 ft helipad H1 is not a runway; nor is a seaplane base's water lane.
    expect(pick("SEZ")).toEqual([5132, "ASPH", 5132, null]);
    expect(pick("L11")).toEqual([null, null, null, null]);
    expect(pick("6AZ6")).toEqual([null, null, null, null]);
  });

  it("marks only operational airports searchable", () => {
    const flags = Object.fromEntries(
      (
        sqlite.prepare("SELECT loc_id, searchable, status FROM airports ORDER BY loc_id").all() as {
          loc_id: string;
          searchable: number;
          status: string;
        }[]
      ).map((r) => [r.loc_id, [r.searchable, r.status]]),
    );
    expect(flags).toEqual({
      "1O5": [1, "O"],
      "32AK": [0, "CI"],
      "3CK": [1, "O"],
      "6AZ6": [0, "O"],
      BFW: [0, "CP"],
      L11: [0, "O"],
      PGA: [1, "O"],
      SBA: [1, "O"],
      SEZ: [1, "O"],
      STS: [1, "O"],
    });
  });

  it("records the import in data_imports", () => {
    const rows = sqlite.prepare("SELECT * FROM data_imports").all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      effective_date: "2024-12-26",
      label: "FAA NASR 26 Dec 2024",
      facilities: 10,
      runways: 18,
      runway_ends: 20,
      remarks: 2,
    });
    expect(JSON.parse(rows[0].sources as string)).toEqual([{ name: "FAA NASR APT CSV", date: "2024-12-26" }]);
    expect(rows[0].imported_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("re-import replaces reference rows and leaves other tables alone", () => {
    sqlite.exec("CREATE TABLE user_sentinel (id INTEGER PRIMARY KEY, loc_id TEXT NOT NULL)");
    sqlite.prepare("INSERT INTO user_sentinel (loc_id) VALUES ('STS')").run();
    const before = dump(sqlite);
    const again = importAptSet(sqlite, readAptSet(FIXTURE));
    expect(again.facilities).toBe(10);
    expect(dump(sqlite)).toEqual(before);
    expect(count(sqlite, "airports")).toBe(10);
    expect(count(sqlite, "runways")).toBe(18);
    expect(count(sqlite, "runway_ends")).toBe(28);
    expect(count(sqlite, "remarks")).toBe(2);
    expect(sqlite.prepare("SELECT * FROM user_sentinel").all()).toEqual([{ id: 1, loc_id: "STS" }]);
    expect(count(sqlite, "data_imports")).toBe(2);
  });

  it("reads columns by header name: reordered columns, extra column, LF, lower-case names give the same data", () => {
    const other = freshDb("reordered");
    const s = importAptSet(other, readAptSet(REORDERED));
    expect(s).toEqual(summary);
    expect(dump(other)).toEqual(dump(sqlite));
  });

  it("a zip source (files in a sub-folder, other files alongside) equals the folder source", () => {
    const zipFile = path.join(scratch.dir(), "set.zip");
    fs.writeFileSync(
      zipFile,
      zipFolder(FIXTURE, { "README.txt": "not a CSV", "other/APT_CON.csv": '"EFF_DATE"\r\n' }, "26_Dec_2024_APT_CSV/"),
    );
    const other = freshDb("zip");
    const s = importAptSet(other, readAptSet(zipFile));
    expect(s).toEqual(summary);
    expect(dump(other)).toEqual(dump(sqlite));
  });
});

describe("readAptSet errors", () => {
  it("names a missing APT_BASE.csv (folder and zip)", () => {
    const dir = path.join(scratch.dir(), "no-base");
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(FIXTURE, "APT_RWY.csv"), path.join(dir, "APT_RWY.csv"));
    expect(() => readAptSet(dir)).toThrow(/APT_BASE\.csv not found/);
    const zipFile = path.join(scratch.dir(), "no-base.zip");
    fs.writeFileSync(zipFile, zipFolder(dir));
    expect(() => readAptSet(zipFile)).toThrow(/APT_BASE\.csv not found/);
  });

  it("names a missing APT_RWY.csv, a bad path and a broken zip", () => {
    const dir = path.join(scratch.dir(), "no-rwy");
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(FIXTURE, "APT_BASE.csv"), path.join(dir, "APT_BASE.csv"));
    expect(() => readAptSet(dir)).toThrow(/APT_RWY\.csv not found/);
    expect(() => readAptSet(path.join(scratch.dir(), "nope.zip"))).toThrow(/no such file or folder/);
    const bad = path.join(scratch.dir(), "bad.zip");
    fs.writeFileSync(bad, "this is not a zip");
    expect(() => readAptSet(bad)).toThrow(/not a readable zip/);
  });

  it("reads a set without the optional files", () => {
    const dir = path.join(scratch.dir(), "base-rwy-only");
    fs.mkdirSync(dir);
    for (const f of ["APT_BASE.csv", "APT_RWY.csv"]) fs.copyFileSync(path.join(FIXTURE, f), path.join(dir, f));
    const s = importAptSet(freshDb("base-rwy-only"), readAptSet(dir));
    expect([s.facilities, s.runways, s.runwayEnds, s.remarks]).toEqual([10, 18, 0, 0]);
  });
});

describe("importAptSet rules", () => {
  // The columns the rows fill first; the other columns the importer reads follow, blank in every row.
  const BASE_HEAD =
    '"EFF_DATE","SITE_NO","SITE_TYPE_CODE","ARPT_ID","COUNTRY_CODE","ARPT_NAME","LAT_DECIMAL","LONG_DECIMAL","ARPT_STATUS",' +
    '"ICAO_ID","CITY","STATE_CODE","ELEV","FACILITY_USE_CODE","OWNERSHIP_TYPE_CODE","FUEL_TYPES"';
  const RWY_HEAD =
    '"EFF_DATE","SITE_NO","SITE_TYPE_CODE","ARPT_ID","RWY_ID","RWY_LEN","SURFACE_TYPE_CODE",' +
    '"COUNTRY_CODE","RWY_WIDTH","COND","RWY_LGT_CODE"';

  it("takes the newest EFF_DATE, counts a blank country as US, and treats a blank status as operational", () => {
    const set: AptSet = {
      source: "inline",
      base: [
        BASE_HEAD,
        '"2025/01/23","1.","A","AAA","","Alpha",40.5,-100.25,""',
        '"2025/01/23","2.","A","BBB","CA","Bravo",50,-110,"O"',
      ].join("\n"),
      rwy: [
        RWY_HEAD,
        '"2025/02/20","1.","A","AAA","09/27",3000,"TURF-GRVL"',
        '"2025/01/23","1.","A","AAA","18/36",3000,"ASPH"',
      ].join("\n"),
    };
    const sqlite = freshDb("rules");
    const s = importAptSet(sqlite, set);
    expect(s).toMatchObject({
      facilities: 1,
      searchable: 1,
      runways: 2,
      effectiveDate: "2025-02-20",
      label: "FAA NASR 20 Feb 2025",
    });
    // Equal lengths: the improved surface is named.
    expect(airport(sqlite, "AAA")).toMatchObject({
      status: "O",
      searchable: 1,
      max_runway_length: 3000,
      max_runway_surface: "ASPH",
      max_improved_length: 3000,
      max_unimproved_length: 3000,
      state: null,
      elevation: null,
    });
  });

  it("reads a runway length or width of 0 as not given: NULL, and no 'longest runway' of 0 ft", () => {
    // NASR APT_RWY writes 0 for a size it does not give: "SNA",…,"20X",0,0,""; "MY21",…,"NE/SW",7000,0,"WATER".
    const set: AptSet = {
      source: "inline",
      base: [BASE_HEAD, '"2024/12/26","1.","A","ZZA","US","Zero",40.5,-100.25,"O"'].join("\n"),
      rwy: [
        RWY_HEAD,
        '"2024/12/26","1.","A","ZZA","20X",0,"","US",0',
        '"2024/12/26","1.","A","ZZA","NE/SW",7000,"TURF","US",0',
      ].join("\n"),
    };
    const sqlite = freshDb("zero-sizes");
    importAptSet(sqlite, set);
    const rows = sqlite.prepare("SELECT runway_id, length, width FROM runways ORDER BY runway_id").all();
    expect(rows).toEqual([
      { runway_id: "20X", length: null, width: null },
      { runway_id: "NE/SW", length: 7000, width: null },
    ]);
    expect(airport(sqlite, "ZZA")).toMatchObject({ max_runway_length: 7000 });
    const onlyZero = freshDb("zero-only");
    importAptSet(onlyZero, { ...set, rwy: set.rwy.split("\n").slice(0, 2).join("\n") });
    expect(airport(onlyZero, "ZZA")).toMatchObject({ max_runway_length: null, max_runway_surface: null });
  });

  it("uses the SNAPSHOT.json manifest for date, label and sources", () => {
    const set: AptSet = {
      ...readAptSet(FIXTURE),
      manifest: {
        effectiveDate: "2024-12-26",
        label: "Test snapshot",
        sources: [{ name: "X", date: "2020-01-01", role: "y" }],
      },
    };
    const sqlite = freshDb("manifest");
    const s = importAptSet(sqlite, set);
    expect([s.effectiveDate, s.label]).toEqual(["2024-12-26", "Test snapshot"]);
    const row = sqlite.prepare("SELECT label, sources FROM data_imports").get() as { label: string; sources: string };
    expect(row.label).toBe("Test snapshot");
    expect(JSON.parse(row.sources)).toEqual([{ name: "X", date: "2020-01-01", role: "y" }]);
  });

  it("names the file and the column when a column it reads is renamed (FUEL_TYPES, TRUE_ALIGNMENT)", () => {
    const fixture = readAptSet(FIXTURE);
    const sqlite = freshDb("renamed");
    expect(() =>
      importAptSet(sqlite, { ...fixture, base: fixture.base.replace('"FUEL_TYPES"', '"FUEL_TYPE"') }),
    ).toThrow(/APT_BASE\.csv has no column FUEL_TYPES/);
    expect(() =>
      importAptSet(sqlite, { ...fixture, end: fixture.end!.replace('"TRUE_ALIGNMENT"', '"TRUE_ALIGN"') }),
    ).toThrow(/APT_RWY_END\.csv has no column TRUE_ALIGNMENT/);
    expect(count(sqlite, "airports")).toBe(0);
  });

  it("rejects a set whose APT_BASE lacks a required column, and rolls back", () => {
    const sqlite = freshDb("rollback");
    importAptSet(sqlite, readAptSet(FIXTURE));
    const broken: AptSet = {
      source: "inline",
      base: '"SITE_NO","SITE_TYPE_CODE","ARPT_ID"\n"1.","A","AAA"\n',
      rwy: RWY_HEAD + "\n",
    };
    expect(() => importAptSet(sqlite, broken)).toThrow(/APT_BASE\.csv has no column LAT_DECIMAL, LONG_DECIMAL/);
    const dup: AptSet = {
      source: "inline",
      base: [
        BASE_HEAD,
        '"2025/01/23","1.","A","AAA","US","Alpha",40,-100,""',
        '"2025/01/23","2.","H","AAA","US","Alpha",40,-100,""',
      ].join("\n"),
      rwy: RWY_HEAD,
    };
    expect(() => importAptSet(sqlite, dup)).toThrow(/lists AAA twice/);
    expect(count(sqlite, "airports")).toBe(10);
    expect(count(sqlite, "data_imports")).toBe(1);
  });
});
