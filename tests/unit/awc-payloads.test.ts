import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  decodeMetarCacheCsv,
  decodeMetarJson,
  decodeMetarJsonArray,
  isWeatherId,
  MalformedPayload,
  splitCsvLine,
} from "~/lib/awc-payloads";

const fixtures = path.resolve(__dirname, "../fixtures/weather");
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
const byId = <T extends { observation: { icaoId: string } }>(rows: T[], id: string) =>
  rows.find((r) => r.observation.icaoId === id)!;

describe("the 2025 cache file (5-line preamble, no type prefix, VRB spelled out)", () => {
  const rows = decodeMetarCacheCsv(read("metars-cache-sample.csv"));

  it("skips the preamble and reads every station", () => {
    expect(rows).toHaveLength(4909);
    expect(new Set(rows.map((r) => r.observation.icaoId)).size).toBe(4909);
  });

  it("decodes KSTS into the spec's shape", () => {
    const sts = byId(rows, "KSTS");
    expect(sts.observation).toEqual({
      obsTime: Date.UTC(2025, 0, 27, 21, 53) / 1000,
      icaoId: "KSTS",
      temp: 18.9,
      dewp: -1.7,
      wdir: 310,
      wspd: 3,
      wgst: null,
      visib: "10+",
      altim: 1020,
      clouds: [],
      wxString: null,
      rawOb: "KSTS 272153Z COR 31003KT 10SM CLR 19/M02 A3012 RMK AO2 SLP192 T01891017",
      dataType: "METAR",
    });
    expect(sts.latitude).toBeCloseTo(38.5037);
    expect(sts.longitude).toBeCloseTo(-122.811);
    expect(sts.awcCategory).toBe("VFR");
  });

  it("keeps gusts, present weather and cloud bases in hundreds of feet", () => {
    const mcd = byId(rows, "KMCD");
    expect(mcd.observation).toMatchObject({ wdir: 280, wspd: 19, wgst: 28, visib: "4", wxString: "-SN HZ" });
    expect(mcd.observation.clouds).toEqual([
      { cover: "SCT", base: 28 },
      { cover: "OVC", base: 35 },
    ]);
  });

  it("marks a layer the report calls CB or TCU (the sky columns do not say so)", () => {
    // LEVX … FEW011 SCT017CB BKN023 …: sky columns FEW 1100, SCT 1700, BKN 2300.
    expect(byId(rows, "LEVX").observation.clouds).toEqual([
      { cover: "FEW", base: 11 },
      { cover: "SCT", base: 17, type: "CB" },
      { cover: "BKN", base: 23 },
    ]);
    expect(byId(rows, "EGPO").observation.clouds).toEqual([{ cover: "FEW", base: 18, type: "CB" }]);
  });

  it("reads VRB winds and vertical visibility (OVX with vert_vis_ft)", () => {
    expect(byId(rows, "KIKT").observation.wdir).toBe("VRB");
    expect(byId(rows, "ESNZ").observation.clouds).toEqual([{ cover: "OVX", base: 9 }]);
    expect(byId(rows, "UWOO").observation.clouds).toEqual([{ cover: "OVX", base: 1 }]);
  });

  it("turns the altimeter from inHg to hPa", () => {
    expect(byId(rows, "KMCD").observation.altim).toBeCloseTo(29.32 * 33.8639, 0);
  });
});

describe("the 2026 cache file (no preamble, quoted 'METAR ' raw text, VRB as 0, 'null' category)", () => {
  const rows = decodeMetarCacheCsv(read("metars-cache-sample-2026.csv"));

  it("reads all 76 rows with their .000Z times", () => {
    expect(rows).toHaveLength(76);
    expect(byId(rows, "KDTA").observation.obsTime).toBe(Date.UTC(2026, 2, 20, 15, 20) / 1000);
    expect(byId(rows, "KDTA").observation.rawOb).toBe("METAR KDTA 201520Z AUTO 07010KT 10SM CLR 13/M06 A3031 RMK AO1");
  });

  it("turns a 0° wind with speed into VRB when the report says VRB, and keeps calm as calm", () => {
    for (const id of ["KJSL", "KVDI", "KJKA"]) expect(byId(rows, id).observation.wdir, id).toBe("VRB");
    expect(byId(rows, "KJSL").observation).toMatchObject({ wspd: 4, wgst: 10 });
    expect(byId(rows, "KAXS").observation).toMatchObject({ wdir: 0, wspd: 0 });
  });

  it("reads a missing visibility as null and the literal 'null' category as none", () => {
    expect(byId(rows, "KAXS").observation.visib).toBeNull();
    expect(byId(rows, "KAXS").awcCategory).toBeNull();
  });

  it("reads OVX with its base in cloud_base_ft_agl and SPECI reports", () => {
    const cybw = byId(rows, "CYBW");
    expect(cybw.observation.clouds).toEqual([{ cover: "OVX", base: 2 }]);
    expect(cybw.observation.dataType).toBe("SPECI");
    expect(cybw.observation.visib).toBe("1");
  });
});

describe("the Data API JSON", () => {
  const rows = decodeMetarJsonArray(JSON.parse(read("metar-sample.json")));

  it("decodes all 17 objects, cloud bases from feet to hundreds", () => {
    expect(rows).toHaveLength(17);
    const mco = rows[0].observation;
    expect(mco).toEqual({
      obsTime: 1784667180,
      icaoId: "KMCO",
      temp: 34,
      dewp: 21,
      wdir: 170,
      wspd: 11,
      wgst: null,
      visib: "10+",
      altim: 1015.3,
      clouds: [
        { cover: "SCT", base: 60 },
        { cover: "SCT", base: 120 },
        { cover: "SCT", base: 250 },
      ],
      wxString: null,
      rawOb: "METAR KMCO 212053Z 17011KT 10SM SCT060 SCT120 SCT250 34/21 A2998",
      dataType: "METAR",
    });
  });

  it("keeps a numeric visibility as text, '6+', CLR as no layers, gusts and SPECI", () => {
    expect(byId(rows, "KLAX").observation.visib).toBe("9");
    expect(rows.some((r) => r.observation.visib === "6+")).toBe(true);
    expect(byId(rows, "KBFL").observation.clouds).toEqual([]);
    expect(rows.filter((r) => r.observation.wgst != null).map((r) => r.observation.icaoId)).toEqual(
      expect.arrayContaining(["KMCO", "KJAX"]),
    );
    expect(rows.some((r) => r.observation.dataType === "SPECI")).toBe(true);
  });

  it("reads an obscured sky given as vertVis (hundreds of feet)", () => {
    const d = decodeMetarJson({
      icaoId: "PACD",
      obsTime: 1,
      rawOb: "PACD 1",
      visib: "1/4",
      clouds: [{ cover: "OVX", base: null }],
      vertVis: 2,
    });
    expect(d.observation.clouds).toEqual([{ cover: "OVX", base: 2 }]);
  });
});

describe("malformed payloads", () => {
  it("rejects a cache file without its header or rows", () => {
    expect(() => decodeMetarCacheCsv("<html>Service unavailable</html>")).toThrow(MalformedPayload);
    expect(() => decodeMetarCacheCsv("No errors\nraw_text,station_id,observation_time\n")).toThrow(MalformedPayload);
  });

  it("skips a row without id, time or report but keeps the others", () => {
    const csv =
      "raw_text,station_id,observation_time\n,KXXX,2025-01-01T00:00:00Z\nKAAA 010000Z,KAAA,2025-01-01T00:00:00Z\n";
    expect(decodeMetarCacheCsv(csv).map((r) => r.observation.icaoId)).toEqual(["KAAA"]);
  });

  it("rejects JSON that is not an array of METARs", () => {
    expect(() => decodeMetarJsonArray({ error: "x" })).toThrow(MalformedPayload);
    expect(() => decodeMetarJsonArray([{ nope: 1 }])).toThrow(MalformedPayload);
  });

  it("splits quoted CSV fields", () => {
    expect(splitCsvLine('"METAR A, B",KAAA,"x ""y"""')).toEqual(["METAR A, B", "KAAA", 'x "y"']);
  });

  it("takes only 4-character upper-case ids for weather", () => {
    expect(["KSTS", "STS", "KSTSX", "ksts", "K0R4"].map(isWeatherId)).toEqual([true, false, false, false, true]);
  });
});
