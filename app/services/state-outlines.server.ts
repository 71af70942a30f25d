/**
 * How far a point lies outside the states its source names, on the US Census outlines of
 * `us-atlas` (states-10m: longitude and latitude, the range map's data unprojected), read once per
 * process: the places import's check of a National Park Service unit's point against its states
 * (docs/decisions/0116-places-at-the-post-office.md).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { geoContains } from "d3-geo";
import { feature } from "topojson-client";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { greatCircleNm, type LatLon } from "~/lib/geo";
import { US_STATES } from "~/lib/us-states";

type Outline = Feature<Polygon | MultiPolygon, { name: string }>;

/** us-atlas names the district and the territories so; the states by their names (app/lib/us-states.ts). */
const OTHER_NAMES: Record<string, string> = {
  DC: "District of Columbia",
  PR: "Puerto Rico",
  VI: "United States Virgin Islands",
  GU: "Guam",
  AS: "American Samoa",
  MP: "Commonwealth of the Northern Mariana Islands",
};

let outlines: Map<string, Outline> | undefined;

function outlineOf(code: string): Outline | undefined {
  if (!outlines) {
    const require = createRequire(import.meta.url);
    const us = JSON.parse(fs.readFileSync(require.resolve("us-atlas/states-10m.json"), "utf8")) as Topology<{
      states: GeometryCollection<{ name: string }>;
    }>;
    const all = feature(us, us.objects.states) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
    const byName = new Map(all.features.map((f) => [f.properties.name, f]));
    const names = new Map<string, string>([...US_STATES, ...Object.entries(OTHER_NAMES)]);
    outlines = new Map([...names].flatMap(([c, name]) => (byName.has(name) ? [[c, byName.get(name)!]] : [])));
  }
  return outlines.get(code);
}

const vertices = (o: Outline) =>
  o.geometry.type === "Polygon" ? o.geometry.coordinates.flat() : o.geometry.coordinates.flat(2);

/**
 * 0 when the point lies in one of the states (two-letter codes), else its distance in NM to the
 * nearest vertex of their outlines (within a few NM of the outline itself: the outlines are the
 * 1:10,000,000 ones); null when a code names no state or territory of the outlines.
 */
export function nmOutsideStates(point: LatLon, codes: readonly string[]): number | null {
  const shapes = codes.map((c) => outlineOf(c.trim().toUpperCase()));
  if (shapes.length === 0 || shapes.some((s) => s === undefined)) return null;
  const at: [number, number] = [point.longitude, point.latitude];
  if (shapes.some((s) => geoContains(s!, at))) return 0;
  let nearest = Infinity;
  for (const s of shapes)
    for (const [longitude, latitude] of vertices(s!))
      nearest = Math.min(nearest, greatCircleNm(point, { latitude, longitude }));
  return nearest;
}
