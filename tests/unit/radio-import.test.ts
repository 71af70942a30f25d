/**
 * The radio, tower, airspace and attendance importers and their parsers, on real FAA and
 * OurAirports rows (docs/decisions/0063-radio-tower-airspace.md): the airports are the APT
 * set the FAA's own change report gives for the 2025-03-20 cycle (KABY, KCOU, KBKT, KMKC …),
 * the ATC, AWOS, CLS_ARSP and APT_ATT tables the bundled 2025-03-20 ones, the FRQ rows the
 * change report's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  airspaceClassText,
  attendanceText,
  faaFrequencyKind,
  FREQUENCY_KIND_LABELS,
  FREQUENCY_KINDS,
  ourAirportsFrequencyKind,
  outsideAirBand,
  towerHoursText,
  towerIsPartTime,
  towerLine,
} from "~/lib/radio";
import { openDatabase } from "~/models/db.server";
import { readAptSet } from "~/services/apt-set.server";
import { bundledOurAirportsFrequencies } from "~/services/bundled-radio.server";
import { importAptSet } from "~/services/faa-import.server";
import {
  importAtcSet,
  importAttendance,
  importAwosSet,
  importClsArspSet,
  importFrequencies,
} from "~/services/radio-import.server";
import { bundledTable, changeReportTable, cycleSetZips, rowCount } from "../support/nasr-cycle-zips";

let tmp: string;
let sqlite: Database.Database;
const counts = (r: { files: { file: string; read: number; kept: number; dropped: Record<string, number> }[] }) =>
  r.files.map(({ file, read, kept, dropped }) => ({ file, read, kept, dropped }));
const all = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args);
const get = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args);

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "radio-import-"));
  sqlite = openDatabase(path.join(tmp, "radio.db")).sqlite;
  const apt = path.join(tmp, "apt.zip");
  fs.writeFileSync(apt, cycleSetZips().APT);
  importAptSet(sqlite, readAptSet(apt));
}, 60_000);

afterAll(() => {
  sqlite?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("what the FAA and OurAirports words mean", () => {
  it("classifies real FAA FREQ_USE values (KABY, KCOU, KEVV, KJAC, KBKT, KCTJ)", () => {
    expect(faaFrequencyKind("CTAF", "ATCT")).toBe("ctaf");
    expect(faaFrequencyKind("UNICOM", "NON-ATCT")).toBe("unicom");
    expect(faaFrequencyKind("LCL/P", "ATCT")).toBe("tower");
    expect(faaFrequencyKind("GND/P", "ATCT")).toBe("ground");
    expect(faaFrequencyKind("CD/P", "TRACON")).toBe("clearance");
    expect(faaFrequencyKind("CD PRE TAXI CLNC", "ATCT")).toBe("clearance");
    expect(faaFrequencyKind("ATIS", "ATCT")).toBe("atis");
    expect(faaFrequencyKind("D-ATIS", "ATCT")).toBe("atis");
    expect(faaFrequencyKind("APCH/P DEP/P", "TRACON")).toBe("approach");
    expect(faaFrequencyKind("APCH/P DEP/P IC", "TRACON")).toBe("approach");
    expect(faaFrequencyKind("CLASS C", "ATCT-TRACON")).toBe("approach");
    expect(faaFrequencyKind("COU ASOS", "ASOS_AWOS")).toBe("weather");
    expect(faaFrequencyKind("EMERG", "ATCT")).toBe("emergency");
    expect(faaFrequencyKind("ALBANY RCAG", "RCAG")).toBe("other");
    expect(faaFrequencyKind("TTHOR STAR", "TRACON")).toBe("other");
  });

  it("classifies OurAirports' loose types, a UNICOM described 'CTAF/UNICOM' being the CTAF (KHAF, KSTS)", () => {
    expect(ourAirportsFrequencyKind("UNIC", "CTAF/UNICOM")).toBe("ctaf"); // KHAF 122.8
    expect(ourAirportsFrequencyKind("UNIC", "UNICOM")).toBe("unicom"); // KSTS 122.95
    expect(ourAirportsFrequencyKind("CTAF", "CTAF")).toBe("ctaf");
    expect(ourAirportsFrequencyKind("TWR", "SANTA ROSA TWR")).toBe("tower");
    expect(ourAirportsFrequencyKind("A/D", "NORCAL APP/DEP")).toBe("approach");
    expect(ourAirportsFrequencyKind("APP (E)", "")).toBe("approach");
    expect(ourAirportsFrequencyKind("CLD", "ATLANTA CLNC DEL")).toBe("clearance");
    expect(ourAirportsFrequencyKind("AWOS", "AWOS 3")).toBe("weather");
    expect(ourAirportsFrequencyKind("asos", "")).toBe("weather");
    expect(ourAirportsFrequencyKind("RDO", "MACON RDO")).toBe("other");
    expect(ourAirportsFrequencyKind("CNTR", "JACKSONVILLE CNTR")).toBe("center");
  });

  it("files OurAirports' en-route centers (ARTCC) under their own kind, after approach (decision 0108)", () => {
    expect(FREQUENCY_KINDS.indexOf("center")).toBe(FREQUENCY_KINDS.indexOf("approach") + 1);
    expect(FREQUENCY_KIND_LABELS.center).toBe("Center");
    expect(ourAirportsFrequencyKind("CNTR", "MINNEAPOLIS CNTR")).toBe("center"); // KAEL 132.35
    expect(ourAirportsFrequencyKind("CNTR", "SALT LAKE CITY")).toBe("center"); // KU03 118.05
    expect(ourAirportsFrequencyKind("CTR", "LOS ANGELES CENTER")).toBe("center");
    expect(ourAirportsFrequencyKind("ARTC", "ANCHORAGE ARTCC")).toBe("center");
    expect(ourAirportsFrequencyKind("ACC", "ATLANTA CNTR")).toBe("center"); // KJFZ
    // ACC that is no center: a range's control (KDPG).
    expect(ourAirportsFrequencyKind("ACC", "CLOVER CON SOUTH")).toBe("other");
    // The center giving the field its approach or departure service: that service, as the A/D rows say it.
    expect(ourAirportsFrequencyKind("CNTR", "ANCHORAGE APP/DEP")).toBe("approach"); // PABL 119.2
    expect(ourAirportsFrequencyKind("CNTR", "CLEVELAND CNTR APP")).toBe("approach"); // KAXQ
    expect(ourAirportsFrequencyKind("A/D", "MINNEAPOLIS CNTR")).toBe("approach"); // 48Y
    // A type that says what the row is wins over a center in its description.
    expect(ourAirportsFrequencyKind("CLD", "ATLANTA CNTR")).toBe("clearance"); // KAHN
    expect(ourAirportsFrequencyKind("OPS", "ANG OPS CNTR")).toBe("other"); // KBAF
    expect(ourAirportsFrequencyKind("EMR", "RESCUE COORD CNTR")).toBe("emergency"); // PAED
    // A center is a voice frequency: 118–137 MHz; anything else (a military UHF) is marked outside the band.
    expect(outsideAirBand("center", "127")).toBe(false);
    expect(outsideAirBand("center", "269.5")).toBe(true);
    expect(outsideAirBand("center", "117.9")).toBe(true);
  });

  it("says tower hours as the FAA writes them, and the CTAF outside them only when one is listed", () => {
    expect(towerHoursText("0700-2000")).toBe("0700–2000 local"); // KSTS
    expect(towerHoursText("24")).toBe("open 24 hours"); // KMKC
    expect(towerHoursText("MON-FRI 1300-2100Z++; EXC FED HOLS; OT BY NOTAM.")).toBe(
      "MON-FRI 1300-2100Z++; EXC FED HOLS; OT BY NOTAM.",
    ); // KBKT
    expect(towerHoursText("0700-2100 MON-FRI; 0800-1700 SAT & SUN")).toBe("0700-2100 MON-FRI; 0800-1700 SAT & SUN"); // KAUO
    expect([towerIsPartTime("0800-2000"), towerIsPartTime("24"), towerIsPartTime(null)]).toEqual([true, false, null]);
    expect(towerLine("0700-2000", true, "118.5")).toBe("Tower 0700–2000 local; CTAF 118.5 otherwise");
    expect(towerLine("0600-2100", true, null)).toBe("Tower 0600–2100 local; no CTAF listed for other times"); // KCHD
    expect(towerLine("24", false, "118.7")).toBe("Tower open 24 hours");
    expect(towerLine(null, null, "118.7")).toBe("Tower hours not listed");
  });

  it("reads attendance schedules and airspace classes (KSTS, KAUO, 0J0, KABY)", () => {
    expect(attendanceText({ month: "ALL", day: "ALL", hour: "0600-2200" })).toBe("0600-2200");
    expect(attendanceText({ month: "ALL", day: "MON-FRI", hour: "0700-1900" })).toBe("MON-FRI 0700-1900");
    expect(attendanceText({ month: "MAY-OCT", day: "ALL", hour: "0800-1700" })).toBe("MAY-OCT 0800-1700");
    expect(attendanceText({ month: "UNATNDD", day: null, hour: null })).toBe("Unattended");
    expect(attendanceText({ month: "UNATTENDED", day: null, hour: null })).toBe("Unattended");
    expect(attendanceText({ month: "ALL", day: "ALL", hour: "ALL" })).toBe("all hours");
    expect(attendanceText({ month: "IREG", day: null, hour: null })).toBe("IREG");
    expect(airspaceClassText({ classB: false, classC: false, classD: true, classE: true })).toBe("Class D and E");
    expect(airspaceClassText({ classB: true, classC: false, classD: false, classE: false })).toBe("Class B");
    expect(airspaceClassText({ classB: false, classC: false, classD: false, classE: false })).toBeNull();
  });
});

describe("importers", () => {
  it("frequencies: the FAA FRQ rows first, OurAirports only for airports the FAA lists none for", () => {
    const results = importFrequencies(sqlite, {
      faa: { text: changeReportTable("FRQ"), source: "frq.zip", cycle: "2026-10-29" },
      ourAirports: bundledOurAirportsFrequencies(),
    });
    expect(counts(results[0])).toEqual([
      {
        file: "FRQ.csv",
        read: rowCount(changeReportTable("FRQ")),
        kept: 212,
        dropped: { "no airport with this location id": 35, "navaid, not a radio frequency": 6 },
      },
    ]);
    expect(results[0]).toMatchObject({ set: "FRQ", cycle: "2026-10-29", effectiveDate: "2025-03-20" });
    expect(results[1]).toMatchObject({ set: "OURAIRPORTS_FRQ", effectiveDate: "2026-08-21" });
    const oa = counts(results[1])[0];
    expect(oa.read).toBe(12_983);
    expect(oa.dropped["FAA FRQ lists this airport"]).toBeGreaterThan(0);
    expect(oa.read).toBe(oa.kept + Object.values(oa.dropped).reduce((a, b) => a + b, 0));

    // KABY: the FAA's nine rows, none of OurAirports' seven.
    expect(all("SELECT kind, use, frequency, hours, source FROM frequencies WHERE loc_id = 'ABY' ORDER BY id")).toEqual(
      [
        { kind: "ctaf", use: "CTAF", frequency: "120.25", hours: null, source: "FAA" },
        { kind: "tower", use: "LCL/P", frequency: "120.25", hours: "0800-2000", source: "FAA" },
        { kind: "ground", use: "GND/P", frequency: "121.9", hours: "0800-2000", source: "FAA" },
        { kind: "unicom", use: "UNICOM", frequency: "122.95", hours: null, source: "FAA" },
        { kind: "atis", use: "ATIS", frequency: "133.05", hours: "0800-2000", source: "FAA" },
        { kind: "tower", use: "LCL/P", frequency: "336.4", hours: "0800-2000", source: "FAA" },
        { kind: "ground", use: "GND/P", frequency: "348.6", hours: "0800-2000", source: "FAA" },
        { kind: "other", use: "ALBANY RCAG", frequency: "125.75", hours: null, source: "FAA" },
        { kind: "other", use: "ALBANY RCAG", frequency: "363.075", hours: null, source: "FAA" },
      ],
    );
    // KMRY is not in the FAA rows: OurAirports' (matched through its local_code, MRY).
    expect(all("SELECT kind, frequency, source FROM frequencies WHERE loc_id = 'MRY' AND kind = 'tower'")).toEqual([
      { kind: "tower", frequency: "118.4", source: "OurAirports" },
    ]);
    expect(get("SELECT cycle, effective_date, label FROM reference_sets WHERE name = 'FRQ'")).toEqual({
      cycle: "2026-10-29",
      effective_date: "2025-03-20",
      label: "FAA NASR 20 Mar 2025",
    });
  });

  it("ATC: towers with their hours as written, ATIS with its phone, joined on FACILITY_ID (not SITE_NO)", () => {
    const result = importAtcSet(
      sqlite,
      { base: bundledTable("ATC_BASE"), atis: bundledTable("ATC_ATIS") },
      { source: "bundled" },
    );
    const [base, atis] = counts(result);
    expect(base.read).toBe(3_596);
    expect(base.dropped).toMatchObject({ "not at an airport (TRACON, ARTCC, CERAP)": 54, "outside the US": 42 });
    expect(atis.read).toBe(615);
    expect(base.read).toBe(base.kept + Object.values(base.dropped).reduce((a, b) => a + b, 0));
    // APT_BASE writes KABY's site number 03616., ATC_BASE 3616.0: the join is on the location id.
    expect(get("SELECT site_no FROM airports WHERE loc_id = 'ABY'")).toEqual({ site_no: "03616." });
    expect(bundledTable("ATC_BASE")).toContain("3616.0,A,ATCT,GA,ABY,");
    expect(get("SELECT * FROM atc_facilities WHERE loc_id = 'ABY'")).toMatchObject({
      facility_type: "ATCT",
      tower_call: "ALBANY",
      tower_hours: "0800-2000",
      approach_call: "JACKSONVILLE ARTCC",
      approach_provider: "ZJX",
    });
    expect(get("SELECT tower_hours FROM atc_facilities WHERE loc_id = 'BKT'")).toEqual({
      tower_hours: "MON-FRI 1300-2100Z++; EXC FED HOLS; OT BY NOTAM.",
    });
    expect(get("SELECT tower_hours FROM atc_facilities WHERE loc_id = 'MKC'")).toEqual({ tower_hours: "24" });
    expect(all("SELECT atis_no, hours, phone FROM atis_services WHERE loc_id = 'ABY'")).toEqual([
      { atis_no: 1, hours: "24", phone: null },
    ]);
  });

  it("AWOS: stations at an airport (SITE_NO set) by their location id, with their phone", () => {
    const [c] = counts(importAwosSet(sqlite, bundledTable("AWOS"), { source: "bundled" }));
    expect(c.read).toBe(2_624);
    expect(c.dropped).toMatchObject({ "not at an airport (no SITE_NO)": 90, "outside the US": 6 });
    expect(get("SELECT station_id, type, phone FROM weather_stations WHERE loc_id = 'ABY'")).toEqual({
      station_id: "ABY",
      type: "ASOS",
      phone: "229-434-7494",
    });
  });

  it("CLS_ARSP and APT_ATT: airspace classes with their hours, attendance schedules", () => {
    const [c] = counts(importClsArspSet(sqlite, bundledTable("CLS_ARSP"), { source: "bundled" }));
    expect(c).toMatchObject({ read: 962 });
    expect(get("SELECT * FROM airspace_classes WHERE loc_id = 'ABY'")).toEqual({
      loc_id: "ABY",
      class_b: 0,
      class_c: 0,
      class_d: 1,
      class_e: 1,
      hours: "CLASS D SVC 0800-2000; OTHER TIMES CLASS E",
      remark: null,
    });
    const [a] = counts(importAttendance(sqlite, bundledTable("APT_ATT"), { source: "bundled" }));
    expect(a.read).toBe(18_947);
    expect(all("SELECT month, day, hour FROM attendance_schedules WHERE loc_id = 'ABY'")).toEqual([
      { month: "ALL", day: "ALL", hour: "0500-2200" },
    ]);
  });

  it("a renamed column is an error naming the file and the column, and the old data stays", () => {
    const before = get("SELECT count(*) AS n FROM atc_facilities") as { n: number };
    expect(before.n).toBeGreaterThan(0);
    const renamed = (text: string, from: string, to: string) => {
      expect(text).toContain(from);
      return text.replace(from, to);
    };
    expect(() =>
      importAtcSet(
        sqlite,
        { base: renamed(bundledTable("ATC_BASE"), "TWR_HRS", "TOWER_HOURS"), atis: bundledTable("ATC_ATIS") },
        { source: "x.zip" },
      ),
    ).toThrow("x.zip: ATC_BASE.csv has no column TWR_HRS");
    expect(() =>
      importAtcSet(
        sqlite,
        { base: bundledTable("ATC_BASE"), atis: renamed(bundledTable("ATC_ATIS"), "ATIS_PHONE_NO", "PHONE") },
        { source: "x.zip" },
      ),
    ).toThrow("ATC_ATIS.csv has no column ATIS_PHONE_NO");
    expect(() =>
      importAwosSet(sqlite, renamed(bundledTable("AWOS"), ",PHONE_NO,", ",PHONE,"), { source: "x" }),
    ).toThrow("AWOS.csv has no column PHONE_NO");
    expect(() =>
      importClsArspSet(sqlite, renamed(bundledTable("CLS_ARSP"), "AIRSPACE_HRS", "HRS"), { source: "x" }),
    ).toThrow("CLS_ARSP.csv has no column AIRSPACE_HRS");
    expect(() =>
      importAttendance(sqlite, renamed(bundledTable("APT_ATT"), ",HOUR", ",HOURS"), { source: "x" }),
    ).toThrow("APT_ATT.csv has no column HOUR");
    expect(() =>
      importFrequencies(sqlite, {
        faa: { text: renamed(changeReportTable("FRQ"), '"FREQ_USE"', '"USE"'), source: "x" },
        ourAirports: bundledOurAirportsFrequencies(),
      }),
    ).toThrow("FRQ.csv has no column FREQ_USE");
    const oa = bundledOurAirportsFrequencies();
    expect(() =>
      importFrequencies(sqlite, { ourAirports: { ...oa, text: renamed(oa.text, "frequency_mhz", "mhz") } }),
    ).toThrow("ourairports_frequencies.csv has no column frequency_mhz");
    expect(get("SELECT count(*) AS n FROM atc_facilities")).toEqual(before);
    expect(get("SELECT count(*) AS n FROM frequencies WHERE source = 'FAA'")).toEqual({ n: 212 });
  });

  it("stores every file's counts with the import", () => {
    const rows = all("SELECT import_kind AS kind, file, read, kept, dropped FROM import_counts ORDER BY id") as {
      kind: string;
      file: string;
      read: number;
      kept: number;
      dropped: string;
    }[];
    expect(rows.map((r) => r.file)).toEqual([
      "APT_BASE.csv",
      "APT_RWY.csv",
      "APT_RWY_END.csv",
      "APT_RMK.csv",
      "APT_ATT.csv",
      "FRQ.csv",
      "ourairports_frequencies.csv",
      "ATC_BASE.csv",
      "ATC_ATIS.csv",
      "AWOS.csv",
      "CLS_ARSP.csv",
      "APT_ATT.csv",
    ]);
    for (const r of rows) {
      expect(r.kind).toBe("faa");
      const dropped = JSON.parse(r.dropped) as Record<string, number>;
      expect(r.read).toBe(r.kept + Object.values(dropped).reduce((a, b) => a + b, 0));
    }
  });
});
