import { describe, expect, it } from "vitest";
import { greatCircleMidpoint, greatCircleNm } from "~/lib/geo";

const KSFO = { latitude: 37.6189, longitude: -122.375 };
const KLAX = { latitude: 33.9425, longitude: -118.4081 };
const KJFK = { latitude: 40.6398, longitude: -73.7789 };
const KBOS = { latitude: 42.3656, longitude: -71.0096 };
const KSEA = { latitude: 47.449, longitude: -122.3093 };
const PANC = { latitude: 61.1743, longitude: -149.9963 };
const PAFA = { latitude: 64.8151, longitude: -147.8563 };

describe("greatCircleNm", () => {
  // Published great-circle distances (spherical earth), NM.
  it.each([
    ["KSFO–KLAX", 293, KSFO, KLAX],
    ["KJFK–KLAX", 2145, KJFK, KLAX],
    ["KBOS–KSEA", 2158, KBOS, KSEA],
    ["PANC–PAFA", 227, PANC, PAFA],
  ])("%s ≈ %d NM", (_, nm, a, b) => {
    expect(greatCircleNm(a, b)).toBeGreaterThan(nm * 0.99);
    expect(greatCircleNm(a, b)).toBeLessThan(nm * 1.01);
  });

  it("is zero to itself and symmetric", () => {
    expect(greatCircleNm(KSFO, KSFO)).toBe(0);
    expect(greatCircleNm(KSFO, KJFK)).toBeCloseTo(greatCircleNm(KJFK, KSFO), 9);
  });

  it("one degree of latitude is 60 NM", () => {
    expect(greatCircleNm({ latitude: 10, longitude: 5 }, { latitude: 11, longitude: 5 })).toBeCloseTo(60.04, 1);
  });
});

describe("greatCircleMidpoint", () => {
  it("is equally far from both ends, half the total", () => {
    for (const [a, b] of [
      [KBOS, KSEA],
      [KSFO, KLAX],
      [PANC, PAFA],
    ]) {
      const m = greatCircleMidpoint(a, b);
      const total = greatCircleNm(a, b);
      expect(greatCircleNm(a, m)).toBeCloseTo(total / 2, 3);
      expect(greatCircleNm(b, m)).toBeCloseTo(total / 2, 3);
    }
  });

  it("differs from the average of coordinates on a long east-west leg", () => {
    const m = greatCircleMidpoint(KBOS, KSEA);
    // The great circle bows north of the mean latitude (~44.9°).
    expect(m.latitude).toBeGreaterThan(46.5);
  });
});
