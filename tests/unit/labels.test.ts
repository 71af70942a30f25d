import { describe, expect, it } from "vitest";
import { canonicalId, cityState, displayName } from "~/lib/display";
import {
  closedStatusLabel,
  facilityTypeLabel,
  formatFeet,
  formatNm,
  ownershipLabel,
  surfaceClass,
  surfaceLabel,
  facilityUseLabel,
} from "~/lib/labels";

describe("surfaceLabel (spec §9)", () => {
  it.each([
    ["ASPH", "Asphalt"],
    ["CONC", "Concrete"],
    ["SNOW", "Snow"],
    ["ICE", "Ice"],
    ["MATS", "Mats"],
    ["TREATED", "Treated"],
    ["GRAVEL", "Gravel"],
    ["TURF", "Grass"],
    ["DIRT", "Dirt"],
    ["WATER", "Water"],
    ["GRVL", "Gravel"],
    ["TRTD", "Treated"],
    ["asph", "Asphalt"],
    ["ASPH-TURF", "Asphalt / Grass"],
    ["ASPH-CONC", "Asphalt / Concrete"],
    ["ROOF-TOP", "Unknown"],
    ["PEM", "Unknown"],
    ["", "Unknown"],
    [null, "Unknown"],
  ])("%s → %s", (code, label) => expect(surfaceLabel(code)).toBe(label));
});

describe("surfaceClass", () => {
  it.each([
    ["ASPH", "improved"],
    ["CONC-TURF", "improved"],
    ["PEM", "improved"],
    ["TURF", "unimproved"],
    ["GRVL-DIRT", "unimproved"],
    ["GRAVEL", "unimproved"],
    ["WATER", null],
    ["ROOF-TOP", null],
    [null, null],
  ])("%s → %s", (code, cls) => expect(surfaceClass(code)).toBe(cls));
});

describe("use, ownership and facility labels", () => {
  it("names use codes", () => {
    expect(facilityUseLabel("PU")).toBe("Public");
    expect(facilityUseLabel("PR")).toBe("Private");
    expect(facilityUseLabel(null)).toBe("Unknown");
  });
  it("names ownership codes", () => {
    expect(ownershipLabel("PU")).toBe("Public");
    expect(ownershipLabel("PR")).toBe("Private");
    expect(ownershipLabel("MA")).toBe("Air Force");
    expect(ownershipLabel("CG")).toBe("Coast Guard");
    expect(ownershipLabel(undefined)).toBe("Unknown");
  });
  it("names facility types", () => {
    expect(facilityTypeLabel("A")).toBe("Airport");
    expect(facilityTypeLabel("H")).toBe("Heliport");
    expect(facilityTypeLabel("C")).toBe("Seaplane Base");
  });
});

describe("number formats", () => {
  it("rounds nautical miles", () => {
    expect(formatNm(39.6)).toBe("40 NM");
    expect(formatNm(2145.2)).toBe("2,145 NM");
  });
  it("writes feet or N/A", () => {
    expect(formatFeet(5202)).toBe("5,202 ft");
    expect(formatFeet(null)).toBe("N/A");
  });
});

describe("display helpers", () => {
  it("mixes the case of FAA capitals and leaves mixed case alone", () => {
    expect(displayName("CHARLES M SCHULZ - SONOMA COUNTY")).toBe("Charles M Schulz - Sonoma County");
    expect(displayName("SANTA ROSA")).toBe("Santa Rosa");
    expect(displayName("Santa Barbara Muni")).toBe("Santa Barbara Muni");
    expect(displayName(null)).toBe("");
  });
  it("prefers the ICAO id", () => {
    expect(canonicalId({ icao_id: "KSTS", loc_id: "STS" })).toBe("KSTS");
    expect(canonicalId({ icao_id: null, loc_id: "O69" })).toBe("O69");
  });
  it("joins city and state", () => expect(cityState("SANTA ROSA", "CA")).toBe("Santa Rosa, CA"));
});

describe("closedStatusLabel (FAA ARPT_STATUS)", () => {
  it.each([
    ["O", null],
    ["", null],
    [null, null],
    ["CI", "Closed indefinitely"],
    ["cp", "Closed permanently"],
    ["XX", "FAA status XX"],
  ] as const)("%j → %j", (code, label) => {
    expect(closedStatusLabel(code)).toBe(label);
  });
});
