/**
 * OpenStreetMap tags in the product's lists: the table of
 * docs/decisions/0078-osm-places-table.md, and what a pilot reads of a place
 * (cuisine, opening hours as OSM gives them, phone, website, address — never
 * a price level: OSM has none). Client-safe.
 */
import type { PlaceListId } from "./place-lists";
import { elementPoint, type OsmElement, type OsmPoint } from "./overpass-answer";
import { isAirMuseum } from "./air-museums";
import { formatPhone } from "./place-text";

export interface OsmClass {
  list: PlaceListId;
  kind: string;
}

/** One row of the table: a tag key, its values, and where such a place goes. */
interface OsmRule {
  key: string;
  values: readonly string[];
  list: PlaceListId;
  kind: string | ((value: string) => string);
}

/** First matching row wins: more specific tags (museum=*, craft=*) come before the general ones. */
export const OSM_TABLE: readonly OsmRule[] = [
  { key: "amenity", values: ["fast_food"], list: "quick_bites", kind: "fast_food" },
  { key: "amenity", values: ["cafe"], list: "quick_bites", kind: "cafe" },
  { key: "amenity", values: ["ice_cream"], list: "quick_bites", kind: "ice_cream" },
  { key: "shop", values: ["bakery"], list: "quick_bites", kind: "bakery" },
  { key: "amenity", values: ["restaurant"], list: "settle_in", kind: "restaurant" },
  { key: "amenity", values: ["pub", "biergarten"], list: "settle_in", kind: "pub" },
  { key: "amenity", values: ["bar"], list: "settle_in", kind: "bar" },
  { key: "craft", values: ["brewery"], list: "adults", kind: "brewery" },
  { key: "craft", values: ["winery"], list: "adults", kind: "winery" },
  { key: "tourism", values: ["wine_cellar"], list: "adults", kind: "winery" },
  { key: "tourism", values: ["museum"], list: "adults", kind: "museum" },
  { key: "tourism", values: ["gallery"], list: "adults", kind: "gallery" },
  { key: "tourism", values: ["zoo", "aquarium"], list: "kids", kind: "zoo_aquarium" },
  { key: "tourism", values: ["theme_park"], list: "kids", kind: "theme_park" },
  { key: "leisure", values: ["water_park"], list: "kids", kind: "theme_park" },
  { key: "leisure", values: ["park"], list: "kids", kind: "park" },
  { key: "natural", values: ["beach"], list: "kids", kind: "beach" },
  { key: "leisure", values: ["beach_resort"], list: "kids", kind: "beach" },
  { key: "leisure", values: ["nature_reserve"], list: "adults", kind: "nature_reserve" },
  { key: "tourism", values: ["viewpoint"], list: "landmarks", kind: "viewpoint" },
  { key: "tourism", values: ["attraction"], list: "landmarks", kind: "attraction" },
  { key: "tourism", values: ["hotel"], list: "lodging", kind: "hotel" },
  { key: "tourism", values: ["motel"], list: "lodging", kind: "motel" },
  { key: "tourism", values: ["guest_house"], list: "lodging", kind: "bed_and_breakfast" },
  { key: "tourism", values: ["camp_site"], list: "lodging", kind: "campground" },
  { key: "amenity", values: ["car_rental"], list: "lodging", kind: "car_rental" },
  { key: "amenity", values: ["bicycle_rental"], list: "lodging", kind: "bike_rental" },
];

/** museum=* refines a museum (OSM's own values): children's and science museums are for kids, history ones are landmarks. */
const MUSEUM_KINDS: Record<string, OsmClass> = {
  children: { list: "kids", kind: "childrens_museum" },
  science: { list: "kids", kind: "science_center" },
  technology: { list: "kids", kind: "science_center" },
  natural_history: { list: "kids", kind: "natural_history" },
  art: { list: "adults", kind: "art_museum" },
  history: { list: "landmarks", kind: "history_museum" },
  local: { list: "landmarks", kind: "history_museum" },
  military: { list: "landmarks", kind: "history_museum" },
  aviation: { list: "landmarks", kind: "aviation_museum" },
  transport: { list: "landmarks", kind: "history_museum" },
};

/** The list and kind of a tagged OSM element; null for tags the table does not name. */
export function classifyOsmTags(tags: Readonly<Record<string, string>>): OsmClass | null {
  for (const rule of OSM_TABLE) {
    const value = tags[rule.key];
    if (value === undefined || !rule.values.includes(value)) continue;
    if (rule.kind === "museum") {
      const name = tags.name ?? "";
      if (tags.museum === "aviation" || isAirMuseum(name, "GMU")) return { list: "landmarks", kind: "aviation_museum" };
      return MUSEUM_KINDS[tags.museum ?? ""] ?? { list: rule.list, kind: "museum" };
    }
    return { list: rule.list, kind: typeof rule.kind === "string" ? rule.kind : rule.kind(value) };
  }
  return null;
}

export const CHECK_BEFORE_YOU_FLY = "check before you fly";

const words = (v: string) =>
  v
    .split(";")
    .map((s) => s.trim().replace(/_/g, " "))
    .filter(Boolean);

/** 'Cuisine: burger, american · Hours (OpenStreetMap): Mo-Fr 07:30-19:30 — check before you fly'. */
export function osmSummary(tags: Readonly<Record<string, string>>): string | null {
  const parts: string[] = [];
  if (tags.cuisine) parts.push(`Cuisine: ${words(tags.cuisine).join(", ")}`);
  const hours = tags.opening_hours?.trim();
  if (hours) parts.push(`Hours (OpenStreetMap): ${hours} — ${CHECK_BEFORE_YOU_FLY}`);
  return parts.length ? parts.join(" · ") : null;
}

/** 'housenumber street, city, state postcode' from addr:*; null without a street or a place. */
export function osmAddress(tags: Readonly<Record<string, string>>): string | null {
  const street = [tags["addr:housenumber"], tags["addr:street"] ?? tags["addr:place"]].filter(Boolean).join(" ");
  if (!street && !tags["addr:full"]) return null;
  if (tags["addr:full"]) return tags["addr:full"].trim();
  const region = [tags["addr:state"], tags["addr:postcode"]].filter(Boolean).join(" ");
  return [street, tags["addr:city"], region].filter(Boolean).join(", ");
}

/** An http(s) link as mapped (paths are case-sensitive, so not lower-cased); null for anything else. */
export function osmWebsite(tags: Readonly<Record<string, string>>): string | null {
  const raw = (tags.website ?? tags["contact:website"] ?? tags.url ?? "").split(";")[0]!.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

export function osmPhone(tags: Readonly<Record<string, string>>): string | null {
  const raw = (tags.phone ?? tags["contact:phone"] ?? "").split(";")[0]!.trim();
  if (!raw) return null;
  return formatPhone(raw) ?? raw;
}

/** One mapped OSM place, before its distance and list radius are applied. */
export interface OsmPlace extends OsmClass {
  /** 'node/123', 'way/456': OSM's own id, stable across fetches. */
  sourceId: string;
  name: string;
  latitude: number;
  longitude: number;
  summary: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
}

export type OsmDrop = "no name" | "no position" | "not a kind of place the lists show";

/** An element as a place, or why it is left out (counted by the caller). */
export function osmPlace(e: OsmElement): OsmPlace | { drop: OsmDrop } {
  const tags = e.tags ?? {};
  const cls = classifyOsmTags(tags);
  if (!cls) return { drop: "not a kind of place the lists show" };
  const name = (tags.name ?? "").trim();
  if (!name) return { drop: "no name" };
  const at: OsmPoint | null = elementPoint(e);
  if (!at) return { drop: "no position" };
  return {
    ...cls,
    sourceId: `${e.type}/${e.id}`,
    name,
    latitude: at.lat,
    longitude: at.lon,
    summary: osmSummary(tags),
    phone: osmPhone(tags),
    website: osmWebsite(tags),
    address: osmAddress(tags),
  };
}
