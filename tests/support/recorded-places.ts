/**
 * The recorded Overpass and Wikipedia answers of ../shared/data/places/recorded/
 * (see its README and each folder's SOURCE.txt), read as they are, and the
 * only changes tests make to copies of them — each named where it is used:
 *
 *   movedTo(answer, target)   every coordinate shifted so the answer's first
 *                             placed element sits at `target` (a recorded
 *                             answer's places around one of our airports);
 *   retagged(answer, id, f)   one element's tags edited (e.g. the Elbphilharmonie
 *                             outline tagged aeroway=aerodrome: no recorded
 *                             answer has an aerodrome outline);
 *   merged(a, b)              the elements of two answers in one answer of the
 *                             same format (Overpass prints one `out` after another).
 *
 * Never a new format: the JSON shapes are the recordings'.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

export const recordedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../shared/data/places/recorded",
);

export const recordedText = (relative: string) => {
  const file = path.join(recordedDir, relative);
  const bytes = fs.readFileSync(file);
  return (file.endsWith(".gz") ? zlib.gunzipSync(bytes) : bytes).toString("utf8");
};

export const recordedJson = <T = Record<string, unknown>>(relative: string) => JSON.parse(recordedText(relative)) as T;

interface Pt {
  lat: number;
  lon: number;
}
type Json = Record<string, unknown> & { elements?: Record<string, unknown>[] };

function firstPoint(answer: Json): Pt {
  for (const e of answer.elements ?? []) {
    if (typeof e.lat === "number") return { lat: e.lat, lon: e.lon as number };
    const c = e.center as Pt | undefined;
    if (c && typeof c.lat === "number") return c;
    const g = (e.geometry as Pt[] | undefined)?.[0];
    if (g) return g;
  }
  throw new Error("no placed element");
}

/** A copy with every lat/lon (nodes, centers, geometries, members, bounds) shifted so its first placed element is at `target`. */
export function movedTo(answer: Json, target: Pt, from: Pt = firstPoint(answer)): Json {
  const dLat = target.lat - from.lat;
  const dLon = target.lon - from.lon;
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const o = { ...(v as Record<string, unknown>) };
    for (const [k, x] of Object.entries(o)) {
      if ((k === "lat" || k === "minlat" || k === "maxlat") && typeof x === "number") o[k] = round(x + dLat);
      else if ((k === "lon" || k === "minlon" || k === "maxlon") && typeof x === "number") o[k] = round(x + dLon);
      else if (k !== "tags") o[k] = walk(x);
    }
    return o;
  };
  return { ...answer, elements: walk(answer.elements) as Json["elements"] };
}

/** A copy with element `type/id`'s tags replaced by `edit(tags)`. */
export function retagged(
  answer: Json,
  typeAndId: string,
  edit: (tags: Record<string, string>) => Record<string, string>,
): Json {
  const [type, id] = typeAndId.split("/");
  return {
    ...answer,
    elements: (answer.elements ?? []).map((e) =>
      e.type === type && String(e.id) === id
        ? { ...e, tags: edit({ ...((e.tags as Record<string, string>) ?? {}) }) }
        : e,
    ),
  };
}

/** One answer holding the elements of both, in order (the first answer's header). */
export const merged = (a: Json, b: Json): Json => ({ ...a, elements: [...(a.elements ?? []), ...(b.elements ?? [])] });
