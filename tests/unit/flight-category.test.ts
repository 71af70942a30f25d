import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMetarCacheCsv, decodeMetarJsonArray, type DecodedObservation } from "~/lib/awc-payloads";
import {
  categoryFrom,
  ceilingFeet,
  flightCategory,
  formatAge,
  formatObservationTime,
  isOld,
  parseVisibility,
  type FlightCategory,
} from "~/lib/flight-category";
import { cloudLines, formatAltimeter, formatTemperature, formatVisibility, formatWind } from "~/lib/weather-text";

const fixtures = path.resolve(__dirname, "../fixtures/weather");
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");

const samples: Record<string, DecodedObservation[]> = {
  "metar-sample.json": decodeMetarJsonArray(JSON.parse(read("metar-sample.json"))),
  "metars-cache-sample.csv": decodeMetarCacheCsv(read("metars-cache-sample.csv")),
  "metars-cache-sample-2026.csv": decodeMetarCacheCsv(read("metars-cache-sample-2026.csv")),
};

/**
 * Where our spec §4 category and the AWC's own differ, by sample and station.
 * Both are reports without any visibility (an AUTO station's sensor out, or
 * `////` not decoded) under an overcast ceiling below 500 ft. The AWC gives no
 * category without visibility. Spec §4 says "LIFR if ceiling below 500 ft OR
 * visibility below 1 mi": the ceiling alone proves LIFR, and no visibility
 * could make it better, so we show LIFR (the safe, and literal, answer).
 * With a higher ceiling and no visibility we answer UNKNOWN like the AWC,
 * because the visibility might make it worse
 * (docs/decisions/0010-flight-category-missing-inputs.md).
 */
const KNOWN_DIFFERENCES: Record<string, { ours: FlightCategory; awc: FlightCategory | null; why: string }> = {
  "metars-cache-sample.csv/UTNU": {
    ours: "LIFR",
    awc: null,
    why: "OVC004 and no visibility: ceiling 400 ft alone is LIFR",
  },
  "metars-cache-sample.csv/KUZA": {
    ours: "LIFR",
    awc: null,
    why: "AUTO, OVC003 and no visibility: ceiling 300 ft alone is LIFR",
  },
};

describe("flight category on every recorded observation, against the AWC's own", () => {
  for (const [sample, rows] of Object.entries(samples)) {
    it(`${sample}: all ${rows.length} observations agree, except the named cases`, () => {
      const differences: string[] = [];
      for (const row of rows) {
        const ours = flightCategory(row.observation);
        const key = `${sample}/${row.observation.icaoId}`;
        const known = KNOWN_DIFFERENCES[key];
        if (known) {
          expect({ ours, awc: row.awcCategory }, known.why).toEqual({ ours: known.ours, awc: known.awc });
          continue;
        }
        // The AWC's missing category (empty or 'null') is our UNKNOWN.
        const awc = row.awcCategory ?? "UNKNOWN";
        if (ours !== awc) differences.push(`${key}: ours ${ours}, AWC ${awc} — ${row.observation.rawOb}`);
      }
      expect(differences).toEqual([]);
    });
  }

  it("covers every category across the samples", () => {
    const seen = new Set(Object.values(samples).flatMap((rows) => rows.map((r) => flightCategory(r.observation))));
    expect([...seen].sort()).toEqual(["IFR", "LIFR", "MVFR", "UNKNOWN", "VFR"]);
  });

  it("the recorded counts match SOURCES.md", () => {
    expect(samples["metar-sample.json"]).toHaveLength(17);
    expect(samples["metars-cache-sample.csv"]).toHaveLength(4909);
    expect(samples["metars-cache-sample-2026.csv"]).toHaveLength(76);
    const count = (rows: DecodedObservation[], c: FlightCategory) =>
      rows.filter((r) => flightCategory(r.observation) === c).length;
    const y2026 = samples["metars-cache-sample-2026.csv"];
    expect([
      count(y2026, "VFR"),
      count(y2026, "MVFR"),
      count(y2026, "IFR"),
      count(y2026, "LIFR"),
      count(y2026, "UNKNOWN"),
    ]).toEqual([43, 23, 4, 5, 1]);
  });
});

describe("categoryFrom: spec §4 thresholds", () => {
  const cases: [number | null, number | null, FlightCategory][] = [
    [10_000, 10, "VFR"],
    [3100, 6, "VFR"],
    [3000, 10, "MVFR"], // ceiling 1,000–3,000 inclusive
    [1000, 10, "MVFR"],
    [10_000, 5, "MVFR"], // visibility 3–5 inclusive
    [10_000, 3, "MVFR"],
    [999, 10, "IFR"],
    [500, 10, "IFR"],
    [10_000, 2.99, "IFR"],
    [10_000, 1, "IFR"],
    [499, 10, "LIFR"],
    [0, 10, "LIFR"],
    [10_000, 0.99, "LIFR"],
    [10_000, 0.25, "LIFR"],
    [2000, 0.5, "LIFR"], // the worse of the two wins
    [600, 4, "IFR"],
    [300, null, "LIFR"], // a ceiling below 500 is LIFR whatever the visibility
    [null, 0.5, "LIFR"],
    [800, null, "UNKNOWN"], // could be LIFR with a low visibility
    [10_000, null, "UNKNOWN"],
    [null, 10, "UNKNOWN"],
    [null, null, "UNKNOWN"],
  ];
  it.each(cases)("ceiling %s ft, visibility %s mi → %s", (c, v, expected) => {
    expect(categoryFrom(c, v)).toBe(expected);
  });
});

describe("ceilingFeet", () => {
  it("is the lowest BKN/OVC/OVX/VV base × 100, ignoring FEW and SCT", () => {
    expect(
      ceilingFeet([
        { cover: "FEW", base: 5 },
        { cover: "BKN", base: 25 },
        { cover: "OVC", base: 12 },
      ]),
    ).toBe(1200);
    expect(ceilingFeet([{ cover: "SCT", base: 3 }])).toBe(10_000);
    expect(ceilingFeet([{ cover: "OVX", base: 2 }])).toBe(200);
    expect(ceilingFeet([{ cover: "VV", base: 0 }])).toBe(0);
    expect(ceilingFeet([])).toBe(10_000);
    expect(ceilingFeet([{ cover: "BKN", base: null }])).toBeNull();
  });
});

describe("parseVisibility", () => {
  it.each([
    ["10+", 10],
    ["6+", 6],
    ["10", 10],
    ["9", 9],
    ["2.49", 2.49],
    ["1 1/2", 1.5],
    ["1 3/4SM", 1.75],
    ["1/2", 0.5],
    ["M1/4", 0.25],
    ["P6SM", 6],
    [9, 9],
    ["", null],
    ["nonsense", null],
    [null, null],
  ] as const)("%s → %s", (text, miles) => {
    expect(parseVisibility(text)).toBe(miles);
  });
});

describe("display (spec §9)", () => {
  it("shows visibility of 10 or more as '10+ mi'", () => {
    expect(formatVisibility("10+")).toBe("10+ mi");
    expect(formatVisibility("10")).toBe("10+ mi");
    expect(formatVisibility("15")).toBe("10+ mi");
    expect(formatVisibility("6+")).toBe("6+ mi");
    expect(formatVisibility("9")).toBe("9 mi");
    expect(formatVisibility("1.5")).toBe("1 1/2 mi");
    expect(formatVisibility("0.25")).toBe("1/4 mi");
    expect(formatVisibility("M1/4")).toBe("less than 1/4 mi");
    expect(formatVisibility("2.49")).toBe("2.49 mi");
    expect(formatVisibility(null)).toBe("Not reported");
  });

  it("names cloud covers and gives bases in feet (reported × 100)", () => {
    expect(cloudLines([])).toEqual(["Clear"]);
    expect(
      cloudLines([
        { cover: "FEW", base: 25 },
        { cover: "SCT", base: 60 },
        { cover: "BKN", base: 120 },
        { cover: "OVC", base: 250 },
      ]),
    ).toEqual(["Few 2,500 ft", "Scattered 6,000 ft", "Broken 12,000 ft", "Overcast 25,000 ft"]);
    expect(cloudLines([{ cover: "OVX", base: 2 }])).toEqual(["Sky obscured, vertical visibility 200 ft"]);
    expect(cloudLines([{ cover: "CLR", base: null }])).toEqual(["Clear"]);
    expect(
      cloudLines([
        { cover: "SCT", base: 40, type: "CB" },
        { cover: "BKN", base: 50, type: "TCU" },
      ]),
    ).toEqual(["Scattered 4,000 ft cumulonimbus (CB)", "Broken 5,000 ft towering cumulus (TCU)"]);
  });

  it("gives temperatures in °C and °F", () => {
    expect(formatTemperature(18.9)).toBe("19 °C / 66 °F");
    expect(formatTemperature(-1.7)).toBe("-2 °C / 29 °F");
    expect(formatTemperature(0)).toBe("0 °C / 32 °F");
    expect(formatTemperature(null)).toBe("Not reported");
  });

  it("reads wind: direction, speed, gusts, variable and calm", () => {
    expect(formatWind({ wdir: 310, wspd: 3, wgst: null })).toBe("310° at 3 kt");
    expect(formatWind({ wdir: 90, wspd: 12, wgst: 19 })).toBe("090° at 12 kt, gusts 19 kt");
    expect(formatWind({ wdir: "VRB", wspd: 4, wgst: 10 })).toBe("Variable at 4 kt, gusts 10 kt");
    expect(formatWind({ wdir: 0, wspd: 0, wgst: null })).toBe("Calm");
    expect(formatWind({ wdir: null, wspd: null, wgst: null })).toBe("Not reported");
  });

  it("shows the altimeter in inHg with hPa", () => {
    expect(formatAltimeter(1015.3)).toBe("29.98 inHg (1015.3 hPa)");
    expect(formatAltimeter(null)).toBe("Not reported");
  });

  it("gives the observation time in UTC and its age", () => {
    const obs = Date.UTC(2025, 0, 27, 21, 53) / 1000;
    expect(formatObservationTime(obs)).toBe("21:53Z 27 Jan 2025");
    const at = (minutes: number) => obs * 1000 + minutes * 60_000;
    expect(formatAge(obs, at(0.5))).toBe("just now");
    expect(formatAge(obs, at(12))).toBe("12 min ago");
    expect(formatAge(obs, at(60))).toBe("1 h ago");
    expect(formatAge(obs, at(185))).toBe("3 h 5 min ago");
    expect(formatAge(obs, at(60 * 24 * 2))).toBe("2 days ago");
    expect(formatAge(obs, at(60 * 24 * 400))).toBe("1 year ago");
    expect(isOld(obs, at(90))).toBe(false);
    expect(isOld(obs, at(91))).toBe(true);
  });
});
