/**
 * How the product names the places it imports (docs/decisions/0022-places-import.md):
 * which list a place goes into (activities for adults or kids, landmarks,
 * restaurants, lodging), its kind, and the short label summaries use.
 * Client-safe.
 */

import { isAirMuseum } from "./air-museums";
import { SUMMARY_SEPARATOR } from "./activity-lines";

export type PlaceTable = "activities" | "landmarks" | "restaurants" | "lodging";
export type PlaceSource =
  | "admin"
  | "imls"
  | "nps"
  | "osm"
  | "alltheplaces"
  | "openbrewerydb"
  /** Fetched live (docs/decisions/0080-live-places-cache.md). */
  | "osm_live"
  | "wikipedia";

/** The sources fetched per airport while the server runs; the bundled import never touches their rows. */
export const LIVE_SOURCES = ["osm_live", "wikipedia"] as const;

export interface PlaceClass {
  table: PlaceTable;
  /** Activities only: 'adults' or 'kids'. */
  category?: "adults" | "kids";
  kind: string;
}

/** IMLS Museum Universe disciplines (DISCIPL / DISCIPLINE) in the product's words. */
const IMLS_DISCIPLINES: Record<string, PlaceClass> = {
  CMU: { table: "activities", category: "kids", kind: "childrens_museum" },
  ZAW: { table: "activities", category: "kids", kind: "zoo_aquarium" },
  SCI: { table: "activities", category: "kids", kind: "science_center" },
  NAT: { table: "activities", category: "kids", kind: "natural_history" },
  BOT: { table: "activities", category: "kids", kind: "garden" },
  ART: { table: "activities", category: "adults", kind: "art_museum" },
  GMU: { table: "activities", category: "adults", kind: "museum" },
  HST: { table: "landmarks", kind: "history_museum" },
  HSC: { table: "landmarks", kind: "historic_site" },
};

/**
 * An IMLS museum row's class; museums about flying (app/lib/air-museums.ts) are
 * landmarks with a mark of their own. Null for an unknown discipline.
 */
export function classifyMuseum(discipline: string, name: string): PlaceClass | null {
  const d = discipline.trim().toUpperCase();
  const base = IMLS_DISCIPLINES[d];
  if (!base) return null;
  if (isAirMuseum(name, d)) return { table: "landmarks", kind: "aviation_museum" };
  return base;
}

/** An AllThePlaces chain row's class by its category. */
export function classifyChain(category: string): PlaceClass | null {
  switch (category) {
    case "restaurant":
      return { table: "restaurants", kind: "restaurant" };
    case "coffee":
      return { table: "restaurants", kind: "coffee" };
    case "sweets":
      return { table: "restaurants", kind: "sweets" };
    case "hotels":
      return { table: "lodging", kind: "hotel" };
    default:
      return null;
  }
}

/**
 * An Open Brewery DB row's class by its brewery_type (data/places/SOURCES.md):
 * a brewpub is a place to eat; micro, nano, regional and large breweries,
 * taprooms and beer bars are things to do for grown-ups. The rest are left
 * out, the reason counted: planning and closed ones are not open, contract
 * and proprietor breweries brew in someone else's plant and have no door to
 * knock on.
 */
export function classifyBrewery(type: string): PlaceClass | { drop: string } {
  switch (type.trim().toLowerCase()) {
    case "brewpub":
      return { table: "restaurants", kind: "brewpub" };
    case "micro":
    case "nano":
    case "regional":
    case "large":
      return { table: "activities", category: "adults", kind: "brewery" };
    case "taproom":
      return { table: "activities", category: "adults", kind: "taproom" };
    case "bar":
      return { table: "activities", category: "adults", kind: "beer_bar" };
    case "planning":
      return { drop: "not open yet (planning)" };
    case "closed":
      return { drop: "closed" };
    case "contract":
    case "proprietor":
      return { drop: "no place to visit (contract or proprietor brewery)" };
    default:
      return { drop: "unknown brewery type" };
  }
}

export const GOLF_CLASS: PlaceClass = { table: "activities", category: "adults", kind: "golf" };
export const MINI_GOLF_CLASS: PlaceClass = { table: "activities", category: "kids", kind: "mini_golf" };
export const NPS_CLASS: PlaceClass = { table: "landmarks", kind: "national_park" };

/** What a summary or a list says a kind of place is. */
export const KIND_LABELS: Record<string, string> = {
  aviation_museum: "Air museum",
  childrens_museum: "Children's museum",
  zoo_aquarium: "Zoo or aquarium",
  science_center: "Science center",
  natural_history: "Natural history museum",
  garden: "Garden or nature center",
  art_museum: "Art museum",
  museum: "Museum",
  history_museum: "History museum",
  historic_site: "Historical society",
  golf: "Golf",
  mini_golf: "Mini golf",
  brewery: "Brewery",
  taproom: "Taproom",
  beer_bar: "Beer bar",
  brewpub: "Brewpub",
  national_park: "National Park Service site",
  restaurant: "Restaurant",
  coffee: "Coffee",
  sweets: "Sweets",
  hotel: "Hotel",
  // OpenStreetMap (docs/decisions/0078-osm-places-table.md)
  fast_food: "Fast food",
  cafe: "Café",
  ice_cream: "Ice cream",
  bakery: "Bakery",
  pub: "Pub",
  bar: "Bar",
  winery: "Winery",
  gallery: "Gallery",
  theme_park: "Theme park",
  park: "Park",
  beach: "Beach",
  nature_reserve: "Nature reserve",
  viewpoint: "Viewpoint",
  attraction: "Attraction",
  motel: "Motel",
  bed_and_breakfast: "B&B",
  campground: "Campground",
  car_rental: "Car rental",
  bike_rental: "Bike rental",
  // Wikipedia (docs/decisions/0079-wikipedia-sights.md)
  fort: "Fort",
  bridge: "Bridge",
  lighthouse: "Lighthouse",
  battlefield: "Battlefield",
  historic_building: "Historic building",
  monument: "Monument",
};

export const kindLabel = (kind: string | null | undefined) => (kind && KIND_LABELS[kind]) || null;

/** The credit line of each source, shown wherever its rows are shown (data/places/SOURCES.md). */
export const SOURCE_CREDITS: Record<PlaceSource, string | null> = {
  admin: null,
  imls: "Museums: IMLS Museum Universe Data File 2018",
  nps: "National Park Service (public domain)",
  osm: "© OpenStreetMap contributors",
  alltheplaces: "Places: AllThePlaces (CC0)",
  openbrewerydb: "Breweries: Open Brewery DB (MIT)",
  osm_live: "© OpenStreetMap contributors",
  wikipedia: "Wikipedia (CC BY-SA)",
};

/** Where a source's credit line points. */
export const SOURCE_LINKS: Record<PlaceSource, string | null> = {
  admin: null,
  imls: "https://www.imls.gov/research-evaluation/data-collection/museum-data-files",
  nps: "https://www.nps.gov/",
  osm: "https://www.openstreetmap.org/copyright",
  alltheplaces: "https://www.alltheplaces.xyz/",
  openbrewerydb: "https://www.openbrewerydb.org/",
  osm_live: "https://www.openstreetmap.org/copyright",
  wikipedia: "https://creativecommons.org/licenses/by-sa/4.0/",
};

export const sourceCredit = (source: string) => SOURCE_CREDITS[source as PlaceSource] ?? null;
export const sourceLink = (source: string) => SOURCE_LINKS[source as PlaceSource] ?? null;

/**
 * One line of what there is near a field, nearest first: 'Air museum on the
 * field · Art museum 3 NM · Golf 4 NM'. One entry per kind (its nearest), at
 * most `max` entries; an aviation museum within half a mile of the reference
 * point is 'on the field', anything else under 1 NM 'under 1 NM'. Places
 * without a kind (added by admins) read by name.
 */
export function placesSummary(
  places: { name: string; kind: string | null; distance_nm: number }[],
  max = 3,
): string | null {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const p of [...places].sort((a, b) => a.distance_nm - b.distance_nm)) {
    const label = kindLabel(p.kind) ?? p.name;
    if (seen.has(label)) continue;
    seen.add(label);
    const where =
      p.kind === "aviation_museum" && p.distance_nm <= 0.5
        ? "on the field"
        : p.distance_nm < 1
          ? "under 1 NM"
          : `${Math.round(p.distance_nm)} NM`;
    parts.push(`${label} ${where}`);
    if (parts.length === max) break;
  }
  return parts.length ? parts.join(SUMMARY_SEPARATOR) : null;
}
