/**
 * The offline data a fresh server starts with: every bundled file's rows read, kept and
 * dropped as data/SOURCES.md says ("Import counts (offline data)"), and what an airport's
 * radio, tower and airspace blocks then hold (KSTS, KOSH, KHAF, KCHD), by the service the
 * airport page and JSON use.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AirportRadio } from "~/services/airport-radio.server";
import { bundledDatabase } from "../support/bundled-database";

bundledDatabase("bundled-radio");

let airportRadio: (locId: string) => AirportRadio;
let stored: { file: string; read: number; kept: number; dropped: Record<string, number> }[];

beforeAll(async () => {
  const { latestImportCounts } = await import("~/models/import-counts.server");
  stored = latestImportCounts("faa")?.files ?? [];
  ({ airportRadio } = await import("~/services/airport-radio.server"));
}, 120_000);

/** The "Import counts (offline data)" table of data/SOURCES.md, as the importer counts them. */
function sourcesTable() {
  const text = fs.readFileSync(path.resolve("data/SOURCES.md"), "utf8");
  const section = text.slice(text.indexOf("### Import counts (offline data)"));
  const n = (s: string) => Number(s.replaceAll(",", ""));
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [file, read, kept, dropped] = line
        .split("|")
        .slice(1, 5)
        .map((c) => c.trim());
      const reasons = Object.fromEntries(
        dropped
          .split("; ")
          .filter(Boolean)
          .map((r) => {
            const m = /^([\d,]+) (.+)$/.exec(r)!;
            return [m[2], n(m[1])];
          }),
      );
      return { file: /`([^`]+)`/.exec(file)![1], read: n(read), kept: n(kept), dropped: reasons };
    });
}

describe("the bundled offline data", () => {
  it("reads, keeps and drops each file's rows as data/SOURCES.md says", () => {
    const documented = sourcesTable();
    expect(documented.map((d) => d.file).sort()).toEqual(stored.map((s) => s.file).sort());
    for (const d of documented) {
      const s = stored.find((x) => x.file === d.file)!;
      expect({ file: s.file, read: s.read, kept: s.kept, dropped: s.dropped }).toEqual(d);
    }
    // The shared folder's SOURCES.md gives the tables' row counts; every row is accounted for.
    expect(Object.fromEntries(stored.map((s) => [s.file, s.read]))).toMatchObject({
      "ATC_BASE.csv": 3_596,
      "ATC_ATIS.csv": 615,
      "AWOS.csv": 2_624,
      "CLS_ARSP.csv": 962,
      "APT_ATT.csv": 18_947,
      "ourairports_frequencies.csv": 12_983,
    });
  });

  it("KSTS: tower 0700–2000 with the CTAF (OurAirports) for other times, ATIS phone, ASOS phone, class D", () => {
    const r = airportRadio("STS");
    expect(r.frequencies?.source).toEqual({ name: "OurAirports", date: "2026-08-21" });
    expect(r.frequencies?.items.map((f) => [f.kind, f.frequency])).toEqual([
      ["ctaf", "118.5"],
      ["unicom", "122.95"],
      ["tower", "118.5"],
      ["ground", "121.9"],
      ["atis", "120.55"],
      ["approach", "127.8"],
    ]);
    expect(r.tower).toMatchObject({
      source: { name: "FAA NASR ATC", date: "2025-03-20" },
      facility_type: "ATCT",
      towered: true,
      call: "SANTA ROSA",
      hours: "0700-2000",
      part_time: true,
      ctaf_outside_hours: "118.5",
      atis: [{ number: 1, description: null, hours: "24", phone: "707-545-2847" }],
    });
    expect(r.weather_stations?.items).toEqual([
      { id: "STS", type: "ASOS", phone: "707-573-8393", second_phone: null, frequency: null },
    ]);
    expect(r.airspace).toEqual({
      source: { name: "FAA NASR CLS_ARSP", date: "2025-03-20" },
      classes: ["D"],
      label: "Class D",
      hours: "CLASS D SVC 0700-2000; OTHER TIMES CLASS G",
      remark: null,
    });
    expect(r.attendance?.schedules.map((s) => s.text)).toEqual(["0600-2200"]);
  });

  it("KOSH: tower 0600–2200, CTAF 118.5 otherwise, ASOS phone, attended 0700-2000", () => {
    const r = airportRadio("OSH");
    expect(r.tower).toMatchObject({ hours: "0600-2200", part_time: true, ctaf_outside_hours: "118.5" });
    expect(r.weather_stations?.items[0]).toMatchObject({ type: "ASOS", phone: "920-426-1644" });
    expect(r.airspace?.hours).toBe("CLASS D SVC 0600-2200; OTHER TIMES CLASS G");
    expect(r.attendance?.schedules.map((s) => s.text)).toEqual(["0700-2000"]);
  });

  it("KCHD: a part-time tower with no CTAF listed gets none (the tower frequency is not taken for it)", () => {
    const r = airportRadio("CHD");
    expect(r.tower).toMatchObject({ towered: true, hours: "0600-2100", part_time: true, ctaf_outside_hours: null });
    expect(r.frequencies?.items.filter((f) => f.kind === "tower").map((f) => f.frequency)).toEqual(["126.1"]);
    expect(r.frequencies?.items.some((f) => f.kind === "ctaf")).toBe(false);
  });

  it("KHAF: no tower, CTAF/UNICOM 122.8, AWOS-3 phone, NORCAL approach, no class airspace", () => {
    const r = airportRadio("HAF");
    expect(r.tower).toMatchObject({
      facility_type: "NON-ATCT",
      towered: false,
      part_time: null,
      ctaf_outside_hours: null,
      approach: { call: "NORCAL", provider: "NCT", secondary_call: null },
    });
    expect(r.frequencies?.items.filter((f) => f.kind === "ctaf")).toEqual([
      expect.objectContaining({ use: "UNIC", name: "CTAF/UNICOM", frequency: "122.8" }),
    ]);
    expect(r.weather_stations?.items).toEqual([
      { id: "HAF", type: "AWOS-3", phone: "650-728-5649", second_phone: null, frequency: null },
    ]);
    expect(r.airspace).toBeNull();
    expect(r.radio_sources.airspace).toEqual({ name: "FAA NASR CLS_ARSP", date: "2025-03-20" });
    expect(r.attendance?.schedules.map((s) => s.text)).toEqual(["0830-1630"]);
  });
});
