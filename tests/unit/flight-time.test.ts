import { describe, expect, it } from "vitest";
import { flightMinutes, formatFlightTime, roundToQuarterHour } from "~/lib/flight-time";

describe("flightMinutes", () => {
  it.each([
    [120, 120, 60],
    [60, 120, 30],
    [293, 150, 117],
    [0, 120, 0],
  ])("%d NM at %d kt is %d min", (nm, kt, min) => expect(flightMinutes(nm, kt)).toBe(min));
});

describe("roundToQuarterHour", () => {
  it.each([
    [0, 0],
    [1, 15],
    [7, 15],
    [22, 15],
    [23, 30],
    [52, 45],
    [53, 60],
    [67, 60],
    [68, 75],
    [117, 120],
  ])("%d min → %d min", (min, rounded) => expect(roundToQuarterHour(min)).toBe(rounded));
});

describe("formatFlightTime", () => {
  it.each([
    [5, "15 min"],
    [30, "30 min"],
    [44, "45 min"],
    [53, "1h"],
    [60, "1h"],
    [75, "1h 15m"],
    [117, "2h"],
    [143, "2h 30m"],
    [605, "10h"],
    [0, "0 min"],
  ])("%d min reads %s", (min, text) => expect(formatFlightTime(min)).toBe(text));
});
