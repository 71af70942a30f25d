import { geoAlbersUsa } from "d3-geo";
import { describe, expect, it } from "vitest";
import { greatCircleNm } from "~/lib/geo";
import { MAP_HEIGHT, MAP_WIDTH, rangeMap, ringAround } from "~/services/range-map.server";

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

/** The ring's vertices on the map, decoded from its relative path. */
function vertices(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, command, x, y] of d.matchAll(/([Ml])(-?[\d.]+)\s?(-?[\d.]+)/g)) {
    const last = points.at(-1);
    points.push(command === "M" || !last ? [+x, +y] : [last[0] + +x, last[1] + +y]);
  }
  return points;
}

describe("range map rings", () => {
  const sts = { latitude: 38.5089, longitude: -122.8128 };

  it.each([60, 120, 300])("a %i NM ring's vertices lie that far from the departure", (nm) => {
    const d = ringAround(sts.latitude, sts.longitude, nm);
    expect(d).toMatch(/^M-?[\d.]+ -?[\d.]+(l-?[\d.]+(?: |(?=-))-?[\d.]+)+z$/);
    const points = vertices(d);
    expect(points.length).toBeGreaterThan(40);
    // One map unit is about 2.6 NM at this scale; vertices are kept to a tenth of a unit.
    for (const p of points) {
      const [longitude, latitude] = projection.invert!(p)!;
      expect(Math.abs(greatCircleNm(sts, { latitude, longitude }) - nm)).toBeLessThan(0.5);
    }
    // No step repeats the point before it.
    expect(d).not.toMatch(/l0 0(?![.\d])|l0-0(?![.\d])/);
  });

  it("shows a coastal departure's whole outer ring, centred, though it reaches over the sea", () => {
    // KSTS at 120 kt, 0.5-2 h: the 240 NM ring reaches past the map's west edge (x = 0).
    const map = rangeMap({
      departure: sts,
      results: [],
      minNm: 60,
      maxNm: 240,
      ringLabels: { min: "30 min", max: "2h", farthest: "" },
    });
    const [x, y, w, h] = map.viewBox;
    const outer = vertices(map.rings.at(-1)!.d);
    const xs = outer.map(([px]) => px);
    const ys = outer.map(([, py]) => py);
    expect(Math.min(...xs)).toBeLessThan(0);
    for (const [px, py] of outer) {
      expect(px).toBeGreaterThanOrEqual(x);
      expect(px).toBeLessThanOrEqual(x + w);
      expect(py).toBeGreaterThanOrEqual(y);
      expect(py).toBeLessThanOrEqual(y + h);
    }
    // The departure in the middle of the box, not pushed to its side.
    expect(Math.abs(map.departure!.x - (x + w / 2))).toBeLessThan(w * 0.05);
    expect(Math.abs((Math.min(...xs) + Math.max(...xs)) / 2 - (x + w / 2))).toBeLessThan(w * 0.05);
    expect(Math.abs((Math.min(...ys) + Math.max(...ys)) / 2 - (y + h / 2))).toBeLessThan(h * 0.05);
    expect(w / h).toBeCloseTo(MAP_WIDTH / MAP_HEIGHT, 1);
  });
});
