/**
 * The results page's range map, drawn on the server (docs/decisions/0040-range-map-and-exports.md).
 *
 * The state outlines come from the Census data in `us-atlas`
 * (states-albers-10m: already projected with d3's Albers USA at scale 1300 into
 * 975 × 610, Alaska and Hawaii as insets). They are turned into one SVG path
 * once per process — borders shared by two states drawn once, coordinates
 * rounded to whole units, points closer than MIN_STEP dropped — and served
 * as a cacheable image (/map/us-states.svg), so a results page carries only
 * its own rings and dots. Points and rings use the same projection.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { geoAlbersUsa, geoCircle, geoPath } from "d3-geo";
import { mesh } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { MultiLineString } from "geojson";

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;
/** Manhattan distance (map units) under which a vertex is dropped: about 1 px on a phone-wide map. */
const MIN_STEP = 3;

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
// Tenths of a map unit: the map zooms to the outer ring, and whole units show as steps on a small ring.
const ringPath = geoPath(projection).digits(1);

/** [x, y] on the map, or null outside the lower 48, Alaska and Hawaii (territories). */
export function projectPoint(latitude: number, longitude: number): [number, number] | null {
  const p = projection([longitude, latitude]);
  return p ? [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10] : null;
}

/** A circle of `nm` nautical miles around a point, as an SVG path on the map ('' when it falls outside). */
const circleOf = (latitude: number, longitude: number, nm: number) =>
  geoCircle()
    .center([longitude, latitude])
    .radius(nm / 60)
    .precision(4)();

/** Rings drawn lately: searches from one airport share theirs, and a ring costs a twentieth of a results page (decision 0090). */
const RINGS_KEPT = 256;
const rings = new Map<string, string>();

export function ringAround(latitude: number, longitude: number, nm: number): string {
  const key = `${latitude},${longitude},${nm}`;
  let d = rings.get(key);
  if (d === undefined) {
    d = relativePath(ringPath(circleOf(latitude, longitude, nm)) ?? "");
    if (rings.size >= RINGS_KEPT) rings.delete(rings.keys().next().value!);
    rings.set(key, d);
  }
  return d;
}

/**
 * geoPath's absolute path ("M11.2,237L11.5,236.1…Z") as relative steps ("M11.2 237l0.3-0.9…z"),
 * repeated points dropped: the same shape in about half the bytes, which the results page
 * carries twice (its SVG and its hydration data).
 */
const tenths = (v: number) => Math.round(v * 10) / 10;

function relativePath(d: string): string {
  let out = "";
  let last: [number, number] | null = null;
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === "Z") {
      out += "z";
      continue;
    }
    const [x, y] = args.split(",").map(Number);
    if (command === "M" || !last) out += `M${x} ${y}`;
    else if (x !== last[0] || y !== last[1]) out += `l${tenths(x - last[0])} ${tenths(y - last[1])}`;
    last = [x, y];
  }
  return out.replace(/ -/g, "-");
}

/**
 * The smallest box of the map's shape holding the points, padded and centred on them; at least 1/8
 * of the map wide, and the whole map when they need that much. Not held inside the map: a coastal
 * departure's rings reach over the sea (the svg's background), and a box pushed back inside the
 * map would cut them off on one side and show empty land on the other.
 */
export function fitViewBox(points: [number, number][]): [number, number, number, number] {
  if (points.length === 0) return [0, 0, MAP_WIDTH, MAP_HEIGHT];
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const aspect = MAP_WIDTH / MAP_HEIGHT;
  let w = Math.max((x1 - x0) * 1.15, MAP_WIDTH / 8);
  let h = Math.max((y1 - y0) * 1.15, w / aspect);
  w = Math.max(w, h * aspect);
  h = w / aspect;
  if (w >= MAP_WIDTH || h >= MAP_HEIGHT) return [0, 0, MAP_WIDTH, MAP_HEIGHT];
  return [Math.round((x0 + x1) / 2 - w / 2), Math.round((y0 + y1) / 2 - h / 2), Math.round(w), Math.round(h)];
}

/** The map's zoom steps: the outline image is drawn for each, so its lines stay thin and its coast fine when zoomed. */
export const OUTLINE_ZOOMS = [1, 2, 4] as const;
export type OutlineZoom = (typeof OUTLINE_ZOOMS)[number];

/** The outline zoom for a view box: the largest step not above how far the box is zoomed. */
export function outlineZoomFor(viewBoxWidth: number): OutlineZoom {
  const zoom = MAP_WIDTH / viewBoxWidth;
  return [...OUTLINE_ZOOMS].reverse().find((z) => z <= zoom) ?? 1;
}

function compactPath(lines: MultiLineString, zoom: OutlineZoom): string {
  let out = "";
  for (const line of lines.coordinates) {
    const pts: [number, number][] = [];
    line.forEach(([x, y], i) => {
      const p: [number, number] = [Math.round(x * zoom), Math.round(y * zoom)];
      const last = pts[pts.length - 1];
      const isEnd = i === line.length - 1;
      if (last && Math.abs(last[0] - p[0]) + Math.abs(last[1] - p[1]) < (isEnd ? 1 : MIN_STEP)) return;
      pts.push(p);
    });
    if (pts.length < 2) continue;
    out += `M${pts[0][0]} ${pts[0][1]}`;
    for (let i = 1; i < pts.length; i++) out += `l${pts[i][0] - pts[i - 1][0]} ${pts[i][1] - pts[i - 1][1]}`;
  }
  return out.replace(/ -/g, "-");
}

const statesSvgs = new Map<OutlineZoom, string>();

/**
 * The outline image: state borders (thin) and the coast and national borders (darker), once per
 * process and zoom step. At zoom z the image draws in 1/z map units (viewBox z times the map), so
 * its lines are as thin and its coast as fine on a zoomed map as the whole map's are on the page.
 */
export function usStatesSvg(zoom: OutlineZoom = 1): string {
  const cached = statesSvgs.get(zoom);
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const us = JSON.parse(fs.readFileSync(require.resolve("us-atlas/states-albers-10m.json"), "utf8")) as Topology<{
    states: GeometryCollection;
  }>;
  const inner = compactPath(
    mesh(us, us.objects.states, (a, b) => a !== b),
    zoom,
  );
  const outer = compactPath(
    mesh(us, us.objects.states, (a, b) => a === b),
    zoom,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH * zoom} ${MAP_HEIGHT * zoom}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<title>United States, state outlines (US Census Bureau, via us-atlas)</title>` +
    `<path d="${outer}" fill="#f1f5f9" stroke="#64748b" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${inner}" fill="none" stroke="#94a3b8" stroke-width="0.8" stroke-linejoin="round"/>` +
    `</svg>`;
  statesSvgs.set(zoom, svg);
  return svg;
}

export interface RangeMapData {
  /** The part of the map shown: [x, y, width, height], the 975:610 shape kept. */
  viewBox: [number, number, number, number];
  /** The state outlines image drawn for this view's zoom (/map/us-states.svg). */
  outline: string;
  departure: { x: number; y: number } | null;
  rings: { d: string; nm: number; label: string }[];
  /** Map positions of the results, by loc_id; results outside the map are absent. */
  dots: Record<string, [number, number]>;
  outside: number;
}

/**
 * Rings at the search's min and max trip distance; without a max, at the
 * farthest result shown. Dots for the page's results.
 */
export function rangeMap(args: {
  departure: { latitude: number; longitude: number };
  results: { loc_id: string; latitude: number; longitude: number; distance_nm: number }[];
  minNm: number | null;
  maxNm: number | null;
  ringLabels: { min: string | null; max: string | null; farthest: string };
}): RangeMapData {
  const { departure, results } = args;
  const rings: RangeMapData["rings"] = [];
  if (args.minNm != null && args.minNm > 0)
    rings.push({
      d: ringAround(departure.latitude, departure.longitude, args.minNm),
      nm: args.minNm,
      label: args.ringLabels.min ?? "",
    });
  if (args.maxNm != null && args.maxNm > 0)
    rings.push({
      d: ringAround(departure.latitude, departure.longitude, args.maxNm),
      nm: args.maxNm,
      label: args.ringLabels.max ?? "",
    });
  else if (results.length) {
    const farthest = Math.max(...results.map((r) => r.distance_nm));
    if (farthest > 0)
      rings.push({
        d: ringAround(departure.latitude, departure.longitude, farthest),
        nm: farthest,
        label: args.ringLabels.farthest,
      });
  }
  const dots: RangeMapData["dots"] = {};
  let outside = 0;
  for (const r of results) {
    const p = projectPoint(r.latitude, r.longitude);
    if (p) dots[r.loc_id] = p;
    else outside++;
  }
  const d = projectPoint(departure.latitude, departure.longitude);
  // Zoom to the outer ring, the dots and the departure.
  const points: [number, number][] = [...Object.values(dots), ...(d ? [d] : [])];
  const outer = rings.at(-1);
  if (outer) {
    const [[bx0, by0], [bx1, by1]] = ringPath.bounds(circleOf(departure.latitude, departure.longitude, outer.nm));
    if (Number.isFinite(bx0) && Number.isFinite(by1)) points.push([bx0, by0], [bx1, by1]);
  }
  const viewBox = fitViewBox(points);
  const zoom = outlineZoomFor(viewBox[2]);
  return {
    viewBox,
    outline: zoom === 1 ? "/map/us-states.svg" : `/map/us-states.svg?zoom=${zoom}`,
    departure: d ? { x: d[0], y: d[1] } : null,
    rings: rings.filter((r) => r.d),
    dots,
    outside,
  };
}
