/**
 * The one rule for the weather station whose report is a field's own (app/lib/own-station.ts,
 * docs/decisions/0107-own-station-everywhere.md), on real rows: the FAA's APT_BASE places of the
 * fields, AWOS.csv's station ids, and where the recorded AWC cache (tests/fixtures/weather/) places
 * the stations.
 */
import { describe, expect, it } from "vitest";
import { isOwnReport, OWN_STATION_MAX_NM, ownStationOf } from "~/lib/own-station";
import { greatCircleNm } from "~/lib/geo";

/** APT_BASE (2024-12-26 snapshot). */
const PETALUMA = { latitude: 38.2577983, longitude: -122.60533691 };
const UPSHUR = { latitude: 39.00059101, longitude: -80.27494774 };
/** The recorded AWC cache's KO69 and KW22 rows. */
const KO69_AT = { latitude: 38.2601, longitude: -122.607 };
const KW22_AT = { latitude: 39.001, longitude: -80.2712 };

describe("ownStationOf: which station's report would be the field's own", () => {
  it.each([
    ["an ICAO id that is a weather id, before any listed station", "KSTS", ["STS"], { id: "KSTS", listed: false }],
    ["an ICAO id in any case, trimmed", " ksts ", [], { id: "KSTS", listed: false }],
    ["an Alaskan ICAO id as it is (no K)", "PALH", ["LHD"], { id: "PALH", listed: false }],
    ["no ICAO id: K + the FAA-listed AWOS's id (Petaluma)", null, ["O69"], { id: "KO69", listed: true }],
    ["no ICAO id: K + the listed id, upper-cased (Upshur County)", null, ["w22"], { id: "KW22", listed: true }],
    ["an ICAO id that is not a weather id falls to the listed station", "W22", ["W22"], { id: "KW22", listed: true }],
    ["a listed id of four characters makes no weather id (Key Largo 07FA)", null, ["07FA"], null],
    ["neither an ICAO id nor a listed station", null, [], null],
  ])("%s", (_, icaoId, listedStationIds, expected) => {
    expect(ownStationOf({ icaoId, listedStationIds })).toEqual(expected);
  });
});

describe("isOwnReport: whether a stored report of that station counts as the field's", () => {
  it("the recorded KO69 and KW22 sit at their fields, well inside the limit", () => {
    expect(greatCircleNm(PETALUMA, KO69_AT)).toBeLessThan(0.6);
    expect(greatCircleNm(UPSHUR, KW22_AT)).toBeLessThan(0.6);
    expect(isOwnReport(PETALUMA, { id: "KO69", listed: true }, KO69_AT)).toBe(true);
    expect(isOwnReport(UPSHUR, { id: "KW22", listed: true }, KW22_AT)).toBe(true);
  });

  it("a listed station's report placed away from the field is not the field's (Petaluma's id, Upshur's place)", () => {
    expect(isOwnReport(PETALUMA, { id: "KO69", listed: true }, KW22_AT)).toBe(false);
  });

  it(`the limit is ${OWN_STATION_MAX_NM} NM: one 0.02° of latitude (1.2 NM) away counts, 0.04° (2.4 NM) does not`, () => {
    const north = (deg: number) => ({ latitude: PETALUMA.latitude + deg, longitude: PETALUMA.longitude });
    expect(isOwnReport(PETALUMA, { id: "KO69", listed: true }, north(0.02))).toBe(true);
    expect(isOwnReport(PETALUMA, { id: "KO69", listed: true }, north(0.04))).toBe(false);
  });

  it("a listed station's report the AWC does not place counts as nobody's", () => {
    expect(isOwnReport(PETALUMA, { id: "KO69", listed: true }, { latitude: null, longitude: null })).toBe(false);
  });

  it("an ICAO id's report is the field's wherever the AWC places it", () => {
    expect(isOwnReport(PETALUMA, { id: "KSTS", listed: false }, KW22_AT)).toBe(true);
    expect(isOwnReport(PETALUMA, { id: "KSTS", listed: false }, { latitude: null, longitude: null })).toBe(true);
  });
});
