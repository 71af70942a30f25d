/**
 * Missing is missing (docs/decisions/0059-missing-weather-values.md): every row of the
 * recorded AWC payloads — both cache files (tests/fixtures/weather, byte copies of
 * ../shared/data/weather) and the Data API objects — through the decoder and every
 * figure derived from it, none out of physical range; and the real rows that read a
 * missing altimeter setting or a garbled wind as numbers.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMetarCacheCsv, decodeMetarJson, decodeMetarJsonArray, splitCsvLine } from "~/lib/awc-payloads";
import { densityAltitudeAt, densityAltitudeMissing } from "~/lib/density-altitude";
import { flightCategory, HPA_PER_INHG } from "~/lib/flight-category";
import { formatAltimeter, formatWind } from "~/lib/weather-text";
import { runwayWind, runwayWindSummary } from "~/lib/runway-wind";

const fixtures = path.resolve(__dirname, "../fixtures/weather");
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");

/** The cache file's own station elevations (`elevation_m`), by station: the field elevation for the sweep. */
function cacheElevations(text: string): Map<string, number | null> {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.startsWith("raw_text,"));
  const header = splitCsvLine(lines[at]);
  const id = header.indexOf("station_id");
  const elev = header.indexOf("elevation_m");
  const out = new Map<string, number | null>();
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) continue;
    const f = splitCsvLine(line);
    out.set(f[id].trim(), f[elev].trim() === "" ? null : Number(f[elev]) * 3.28084);
  }
  return out;
}

const cache2025 = read("metars-cache-sample.csv");
const cache2026 = read("metars-cache-sample-2026.csv");
const json = JSON.parse(read("metar-sample.json")) as Record<string, unknown>[];
const elevations2025 = cacheElevations(cache2025);
const elevations2026 = cacheElevations(cache2026);
const recorded = [
  ...decodeMetarCacheCsv(cache2025).map((d) => ({ ...d, elevationFt: elevations2025.get(d.observation.icaoId) })),
  ...decodeMetarCacheCsv(cache2026).map((d) => ({ ...d, elevationFt: elevations2026.get(d.observation.icaoId) })),
  ...json.map((o) => ({ ...decodeMetarJson(o), elevationFt: typeof o.elev === "number" ? o.elev * 3.28084 : null })),
];
const byId = (id: string) => recorded.find((r) => r.observation.icaoId === id)!;
/** Headings every 10°, so each wind meets a runway along, across and against it. */
const compass = Array.from({ length: 36 }, (_, i) => ({
  endId: String(i + 1).padStart(2, "0"),
  heading: (i + 1) * 10,
}));

describe("every recorded observation, and every figure made from it, is physical or absent", () => {
  it("reads all 5,002 of them", () => {
    expect(recorded).toHaveLength(4909 + 76 + 17);
  });

  it("temperatures and dew points within −60..60 °C or null", () => {
    const bad = recorded.filter(({ observation: o }) => [o.temp, o.dewp].some((t) => t != null && (t < -60 || t > 60)));
    expect(bad.map((r) => r.observation.rawOb)).toEqual([]);
  });

  it("altimeter settings within 25–33 inHg or null", () => {
    const bad = recorded.filter(
      ({ observation: o }) => o.altim != null && (o.altim / HPA_PER_INHG < 25 || o.altim / HPA_PER_INHG > 33),
    );
    expect(bad.map((r) => `${r.observation.icaoId} ${r.observation.altim}`)).toEqual([]);
  });

  // Below −5,000 ft is real in the recording: Yakutsk (UEEE) at −42 °C and 30.80 inHg is near −7,400 ft.
  it("density altitude within −10,000..20,000 ft at every station below 12,000 ft", () => {
    let worked = 0;
    const bad: string[] = [];
    for (const r of recorded) {
      if (r.elevationFt == null || r.elevationFt >= 12_000) continue;
      const da = densityAltitudeAt(r.elevationFt, r.observation);
      if (!da) continue;
      worked++;
      if (da.densityAltitude < -10_000 || da.densityAltitude > 20_000)
        bad.push(`${r.observation.icaoId} ${da.densityAltitude} ft`);
    }
    expect(bad).toEqual([]);
    expect(worked).toBeGreaterThan(4_000);
  });

  it("wind speeds a surface station can report, and no head- or crosswind above the wind itself", () => {
    const bad: string[] = [];
    for (const { observation: o } of recorded) {
      if (o.wspd != null && (o.wspd < 0 || o.wspd > 200)) bad.push(`${o.icaoId} speed ${o.wspd}`);
      const w = runwayWind(o, compass);
      if (w.kind !== "steady") continue;
      const most = (o.wspd ?? 0) + (o.wgst ?? 0);
      for (const e of w.ends) {
        if (Math.abs(e.headwind) > most || e.crosswind > most)
          bad.push(`${o.icaoId} ${e.endId} ${e.headwind}/${e.crosswind}`);
        if (e.gustHeadwind != null && Math.abs(e.gustHeadwind) > most) bad.push(`${o.icaoId} ${e.endId} gust`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("a flight category from every one, UNKNOWN when an input it needs is missing", () => {
    for (const { observation: o } of recorded)
      expect(["VFR", "MVFR", "IFR", "LIFR", "UNKNOWN"]).toContain(flightCategory(o));
  });
});

describe("real reports with a value left out", () => {
  it("KMTW (Manitowoc) has no A group: the cache's 0.00 inHg is no altimeter setting, not 179,310 ft of density altitude", () => {
    const mtw = byId("KMTW").observation;
    expect(mtw.rawOb).not.toMatch(/\sA\d{4}\s/);
    expect(mtw.temp).toBe(3.3);
    expect(mtw.altim).toBeNull();
    expect(formatAltimeter(mtw.altim)).toBe("Not reported");
    // The field elevation of Manitowoc County (MTW) in the FAA data: 650.9 ft.
    expect(densityAltitudeAt(650.9, mtw)).toBeNull();
    expect(densityAltitudeMissing(650.9, mtw)).toEqual(["altimeter setting"]);
    // The wind the report does hold still works out.
    expect(runwayWindSummary(runwayWind(mtw, [{ endId: "25", heading: 248 }]))).toMatch(
      /^Favoured runway 25: 15 kt headwind/,
    );
  });

  it("every cache row written 0.00 inHg (291, 16 of them US stations) reads as no altimeter setting", () => {
    const lines = cache2025.split(/\r?\n/).slice(5);
    const altim = splitCsvLine(lines[0]).indexOf("altim_in_hg");
    const zero = lines
      .slice(1)
      .map((l) => splitCsvLine(l))
      .filter((f) => f[altim] === "0.00")
      .map((f) => f[1]);
    expect(zero).toHaveLength(291);
    for (const id of zero) expect(byId(id).observation.altim).toBeNull();
    expect(zero.filter((id) => /^[KP]/.test(id))).toContain("KFHM");
  });

  it("KP69 comes garbled ('00000[T'): the cache's 2° at 210 kt is not the report's wind", () => {
    const p69 = byId("KP69").observation;
    expect(p69.rawOb).toContain("00000[T");
    expect(p69).toMatchObject({ wdir: null, wspd: null, wgst: null, temp: 2, altim: 1029.1 });
    expect(formatWind(p69)).toBe("Not reported");
    expect(runwayWind(p69, compass).kind).toBe("missing");
  });

  it("KCVC reports neither wind, visibility nor temperature: all null, category UNKNOWN, no density altitude", () => {
    const cvc = byId("KCVC").observation;
    expect(cvc).toMatchObject({ wdir: null, wspd: null, temp: null, dewp: null, visib: null });
    expect(flightCategory(cvc)).toBe("UNKNOWN");
    expect(densityAltitudeMissing(800, cvc)).toEqual(["temperature"]);
  });

  it("keeps a glued or prefixed wind group the AWC decoded (MGTU '272200Z32004KT', MMZC 'E18020KT')", () => {
    expect(byId("MGTU").observation).toMatchObject({ wdir: 320, wspd: 4 });
    expect(byId("MMZC").observation).toMatchObject({ wdir: 180, wspd: 20 });
  });

  it("the Data API alike: a 0 or absent altimeter, absent temperatures and wind read as null", () => {
    // KMCO's real object, as the older Data API answered a report without those groups: explicit nulls
    // and zero (../shared/data/weather/SOURCES.md, "Older JSON variant").
    const kmco = json.find((o) => o.icaoId === "KMCO")!;
    const [zero] = decodeMetarJsonArray([{ ...kmco, altim: 0, temp: null, dewp: null }]);
    expect(zero.observation).toMatchObject({ altim: null, temp: null, dewp: null, wdir: 170, wspd: 11 });
    const withoutWind = { ...kmco, rawOb: "METAR KMCO 212053Z /////KT 10SM SCT060 34/21 A2998" };
    delete (withoutWind as Record<string, unknown>).altim;
    expect(decodeMetarJson(withoutWind).observation).toMatchObject({ altim: null, wdir: null, wspd: null, wgst: null });
  });
});
