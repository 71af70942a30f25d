import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeTafJsonArray, forecastAt, periodLabel, splitTafGroups } from "~/lib/taf";

const recorded = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../fixtures/weather/taf-sample.json"), "utf8"));
const tafs = decodeTafJsonArray(recorded);
const taf = (id: string) => tafs.find((t) => t.icaoId === id)!;
const at = (iso: string) => Date.parse(iso) / 1000;

describe("decoding the recorded Data API TAFs", () => {
  it("decodes every one, each group matched with its own words", () => {
    expect(tafs.map((t) => t.icaoId)).toEqual(["KJAX", "KMCO", "KDAB", "KJFK", "KSTS", "KBFL"]);
    for (const t of tafs) for (const p of t.periods) expect(p.text).not.toBeNull();
  });

  it("splits FM, TEMPO and PROB groups, PROB30 with its period as one group", () => {
    expect(splitTafGroups(taf("KJFK").raw)).toEqual([
      "2915/3018 29008KT P6SM SCT015 BKN035",
      "TEMPO 2915/2918 -SHRA BKN015",
      "FM291800 32010KT P6SM VCSH BKN035",
      "PROB30 2919/3001 3SM -SHRA BR",
      "FM301200 33012KT P6SM VCSH BKN025",
    ]);
    expect(splitTafGroups("TAF KXXX 010000Z 0100/0124 00000KT P6SM SKC PROB30 TEMPO 0102/0104 1SM FG")).toEqual([
      "0100/0124 00000KT P6SM SKC",
      "PROB30 TEMPO 0102/0104 1SM FG",
    ]);
  });

  it("gives each period a flight category; a TEMPO group keeps the prevailing visibility it does not name", () => {
    const jfk = taf("KJFK");
    expect(jfk.periods.map((p) => [p.change, p.category])).toEqual([
      ["BASE", "VFR"], // P6SM, BKN035: ceiling 3,500 ft
      ["TEMPO", "MVFR"], // -SHRA BKN015: ceiling 1,500 ft, visibility P6SM kept
      ["FM", "VFR"], // P6SM BKN035
      ["PROB", "MVFR"], // 3SM -SHRA BR: BKN035 kept, visibility 3
      ["FM", "MVFR"], // BKN025
    ]);
  });

  it("keeps the cumulonimbus the forecast names for a layer (KJAX: SCT040CB, OVC035CB)", () => {
    const layers = taf("KJAX").periods.flatMap((p) => p.clouds);
    expect(layers).toEqual(
      expect.arrayContaining([
        { cover: "SCT", base: 40, type: "CB" },
        { cover: "OVC", base: 35, type: "CB" },
      ]),
    );
    expect(layers.filter((l) => l.type).length).toBe(2);
  });

  it("KSTS goes from VFR to IFR at FM210600 (BKN007)", () => {
    expect(taf("KSTS").periods.map((p) => p.category)).toEqual(["VFR", "IFR", "VFR"]);
  });
});

describe("forecastAt: the period in force at a given time", () => {
  it("takes the last FM group begun, and the TEMPO groups in force", () => {
    const mco = taf("KMCO");
    // 2026-07-21 23:00Z: FM212100 prevails, TEMPO 2122/2201 in force.
    const f = forecastAt(mco, at("2026-07-21T23:00:00Z"))!;
    expect(f.prevailing.text).toBe("FM212100 18012G18KT P6SM VCTS SCT035CB SCT250");
    expect(f.temporary.map((p) => p.text)).toEqual(["TEMPO 2122/2201 3SM TSRA BKN030CB"]);
    expect(f.temporary[0].category).toBe("MVFR");
  });

  it("the base group before the first FM, nothing temporary after the TEMPO ends", () => {
    const mco = taf("KMCO");
    expect(forecastAt(mco, at("2026-07-21T19:00:00Z"))!.prevailing.change).toBe("BASE");
    const later = forecastAt(mco, at("2026-07-22T01:00:00Z"))!;
    expect(later.temporary).toEqual([]);
  });

  it("an FM group starts at its own minute: 05:59Z is still the base, 06:00Z the FM group", () => {
    const sts = taf("KSTS");
    expect(forecastAt(sts, at("2026-07-21T05:59:00Z"))!.prevailing.category).toBe("VFR");
    expect(forecastAt(sts, at("2026-07-21T06:00:00Z"))!.prevailing.category).toBe("IFR");
  });

  it("PROB30 counts from its start", () => {
    const f = forecastAt(taf("KJFK"), at("2026-07-29T20:00:00Z"))!;
    expect(f.temporary.map((p) => [p.change, p.probability])).toEqual([["PROB", 30]]);
    expect(periodLabel(f.temporary[0])).toBe("Chance 30 % 19:00Z–01:00Z");
  });

  it("nothing outside the validity", () => {
    expect(forecastAt(taf("KSTS"), at("2026-07-22T00:00:00Z"))).toBeNull();
    expect(forecastAt(taf("KSTS"), at("2026-07-20T23:59:00Z"))).toBeNull();
  });
});
