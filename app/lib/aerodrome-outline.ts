/**
 * "On the field" (docs/decisions/0078-osm-places-table.md): a place is on the
 * field only when the same Overpass answer holds the aerodrome's outline
 * (`aeroway=aerodrome` with `out geom`) and the place lies inside it. The
 * outline that counts is the one around the airport reference point; without
 * one, nothing is claimed. Client-safe.
 */
import type { OsmElement, OsmPoint } from "./overpass-answer";

type Ring = OsmPoint[];

const samePoint = (a: OsmPoint, b: OsmPoint) => a.lat === b.lat && a.lon === b.lon;

/** Joins way pieces end to end into closed rings (a relation's outer members often come in several pieces). */
function closedRings(pieces: OsmPoint[][]): Ring[] {
  const open = pieces.filter((p) => p.length >= 2).map((p) => [...p]);
  const rings: Ring[] = [];
  while (open.length) {
    let ring = open.shift()!;
    let grew = true;
    while (!samePoint(ring[0], ring[ring.length - 1]) && grew) {
      grew = false;
      for (let i = 0; i < open.length; i++) {
        const p = open[i];
        const end = ring[ring.length - 1];
        if (samePoint(p[0], end)) ring = [...ring, ...p.slice(1)];
        else if (samePoint(p[p.length - 1], end)) ring = [...ring, ...[...p].reverse().slice(1)];
        else continue;
        open.splice(i, 1);
        grew = true;
        break;
      }
    }
    if (ring.length >= 4 && samePoint(ring[0], ring[ring.length - 1])) rings.push(ring);
  }
  return rings;
}

const points = (g: (OsmPoint | null)[] | undefined) =>
  (g ?? []).filter((p): p is OsmPoint => !!p && typeof p.lat === "number" && typeof p.lon === "number");

/** The closed outer rings of an aerodrome element of the answer; [] for a node or an element without geometry. */
export function aerodromeRings(e: OsmElement): Ring[] {
  if (e.type === "way") return closedRings([points(e.geometry)]);
  if (e.type === "relation")
    return closedRings((e.members ?? []).filter((m) => m.role !== "inner").map((m) => points(m.geometry)));
  return [];
}

/** Ray casting; points on the edge may fall either way, which a place never sits on. */
export function insideRing(p: OsmPoint, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a.lat > p.lat !== b.lat > p.lat && p.lon < ((b.lon - a.lon) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lon)
      inside = !inside;
  }
  return inside;
}

const isAerodrome = (e: OsmElement) => e.tags?.aeroway === "aerodrome";

/**
 * The outline of the airport at `reference` in the answer: the rings of the
 * aerodrome elements that contain the reference point. Empty when the answer
 * has no such outline (then no place is "on the field").
 */
export function fieldOutline(elements: readonly OsmElement[], reference: OsmPoint): Ring[] {
  return elements
    .filter(isAerodrome)
    .map(aerodromeRings)
    .filter((rings) => rings.some((r) => insideRing(reference, r)))
    .flat();
}

export const onField = (p: OsmPoint, outline: readonly Ring[]) => outline.some((r) => insideRing(p, r));
