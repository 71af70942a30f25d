import { describe, expect, it } from "vitest";
import {
  densityAltitudeAt,
  densityAltitudeMissing,
  isaTemperature,
  pressureAltitudeCorrection,
} from "~/lib/density-altitude";
import { HPA_PER_INHG } from "~/lib/flight-category";

const inHgToHpa = (inHg: number) => inHg * HPA_PER_INHG;

describe("pressure altitude from the altimeter setting", () => {
  // The FAA's altimeter-setting / pressure-altitude conversion table
  // (Pilot's Handbook of Aeronautical Knowledge, FAA-H-8083-25, chapter 4, "Density altitude" figure: conversion factors).
  it.each([
    [28.0, 1824],
    [28.5, 1340],
    [29.0, 863],
    [29.5, 392],
    [29.92, 0],
    [30.0, -73],
    [30.5, -531],
    [31.0, -983],
  ])("%s inHg → %s ft", (inHg, feet) => {
    expect(Math.abs(pressureAltitudeCorrection(inHgToHpa(inHg)) - feet)).toBeLessThanOrEqual(5);
  });

  it("standard temperature is 15 °C at sea level, 1.98 °C colder per 1,000 ft", () => {
    expect(isaTemperature(0)).toBe(15);
    expect(isaTemperature(5000)).toBeCloseTo(5.1, 5);
  });
});

describe("density altitude", () => {
  it("the Pilot's Handbook worked example: 1,165 ft field, 30.10 inHg, 21 °C (70 °F) → about 2,000 ft", () => {
    const da = densityAltitudeAt(1165, { temp: 21, altim: inHgToHpa(30.1) })!;
    expect(da.pressureAltitude).toBe(1000);
    expect(Math.abs(da.densityAltitude - 2000)).toBeLessThanOrEqual(100);
    expect(da.hotAndHigh).toBe(false);
  });

  it("hot and high: 6,000 ft field at 30 °C, 29.92 inHg is near 9,000 ft, warned", () => {
    const da = densityAltitudeAt(6000, { temp: 30, altim: 1013.25 })!;
    // ISA at 6,000 ft is 3.1 °C; 120 × 26.9 = 3,228 ft above.
    expect(da.densityAltitude).toBe(9230);
    expect(da.aboveField).toBe(3230);
    expect(da.hotAndHigh).toBe(true);
  });

  it("cold days give a density altitude below the field", () => {
    const da = densityAltitudeAt(0, { temp: -10, altim: 1013.25 })!;
    expect(da.densityAltitude).toBe(-3000);
    expect(da.hotAndHigh).toBe(false);
  });

  it("says nothing without a temperature, an altimeter or an elevation", () => {
    expect(densityAltitudeAt(100, { temp: null, altim: 1013 })).toBeNull();
    expect(densityAltitudeAt(100, { temp: 20, altim: null })).toBeNull();
    expect(densityAltitudeAt(null, { temp: 20, altim: 1013 })).toBeNull();
  });

  it("says nothing from a placeholder: a 0.00 inHg setting (KMTW's cache row, 3.3 °C) was 179,310 ft", () => {
    expect(densityAltitudeAt(650.9, { temp: 3.3, altim: 0 })).toBeNull();
    expect(densityAltitudeMissing(650.9, { temp: 3.3, altim: 0 })).toEqual(["altimeter setting"]);
    expect(densityAltitudeMissing(650.9, { temp: 99, altim: 1013 })).toEqual(["temperature"]);
    expect(densityAltitudeMissing(null, null)).toEqual(["temperature", "altimeter setting", "field elevation"]);
    expect(densityAltitudeMissing(650.9, { temp: 3.3, altim: 1013 })).toEqual([]);
  });
});
