import { findAirportByCode } from "~/models/airports.server";
import {
  placesOfAirport,
  type ActivityRow,
  type LandmarkRow,
  type LodgingRow,
  type RestaurantRow,
} from "~/models/nearby-places.server";
import { sourceCredit } from "~/lib/place-classes";
import { pickVaried, varietyKey } from "~/lib/place-lists";
import { isWalkable } from "~/lib/place-text";
import { NotFound } from "./errors.server";

/*
 * The places near an airport in the spec's field names (§3 Activity,
 * Landmark, Restaurant), plus where each came from: source, kind, the
 * source's credit line, and whether it is walkable from the ramp.
 */

interface PlaceOrigin {
  /** 'admin', 'imls', 'nps', 'osm', 'alltheplaces' or 'openbrewerydb'. */
  source: string;
  /** What the place is (aviation_museum, golf …); null for admin rows. */
  kind: string | null;
  /** The source's credit line, shown with the place (null for admin rows). */
  credit: string | null;
  /** Within 1 NM of the airport reference point (docs/decisions/0023-places-radius.md). */
  walkable: boolean;
  /**
   * Among the few its list shows first: nearest first, no kind taking more
   * than 3 of 8 while other kinds are within reach
   * (docs/decisions/0062-variety-before-distance.md). Hidden rows never are.
   */
  featured: boolean;
  hidden: boolean;
  admin_edited: boolean;
  /**
   * Inside the aerodrome's outline in the OpenStreetMap answer (docs/decisions/0078-osm-places-table.md);
   * present only when true, so a place without the claim reads as it always did.
   */
  on_field?: true;
  /**
   * Its source placed it at a post office in or near its town, not at its street: its distance is the post
   * office's, it is never called walkable and no closer airport is named
   * (docs/decisions/0116-places-at-the-post-office.md). Present only when true.
   */
  point_at_post_office?: true;
}

/** Spec §3 Activity. */
export interface PlaceActivity extends PlaceOrigin {
  id: number;
  airport_loc_id: string;
  name: string;
  category: string;
  distance_nm: number;
  phone: string | null;
  website: string | null;
  address: string | null;
  summary: string | null;
  latitude: number | null;
  longitude: number | null;
  alternate_airport: string | null;
  alternate_distance_nm: number | null;
  google_place_id: string | null;
  google_address: string | null;
  google_rating: number | null;
  price_level: string | null;
}

/** Spec §3 Landmark: as an activity without category. */
export type PlaceLandmark = Omit<PlaceActivity, "category">;

/** Lodging (not in the spec): the landmark shape. */
export type PlaceLodging = PlaceLandmark;

/** Spec §3 Restaurant, plus address, coordinates and the alternate airport. */
export interface PlaceRestaurant extends PlaceOrigin {
  id: number;
  airport_loc_id: string;
  category: string;
  distance_nm: number;
  restaurant_name: string;
  restaurant_description: string | null;
  price_level: string | null;
  rating: number | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  alternate_airport: string | null;
  alternate_distance_nm: number | null;
}

const origin = (r: {
  source: string;
  kind: string | null;
  distanceNm: number;
  hidden: boolean;
  adminEdited: boolean;
  onField: boolean;
  pointAtPostOffice: boolean;
}): PlaceOrigin => ({
  source: r.source,
  kind: r.kind,
  credit: sourceCredit(r.source),
  walkable: !r.pointAtPostOffice && isWalkable(r.distanceNm),
  featured: false,
  hidden: r.hidden,
  admin_edited: r.adminEdited,
  ...(r.onField ? { on_field: true as const } : {}),
  ...(r.pointAtPostOffice ? { point_at_post_office: true as const } : {}),
});

export const toPlaceLandmark = (r: LandmarkRow | LodgingRow): PlaceLandmark => ({
  id: r.id,
  airport_loc_id: r.airportLocId,
  name: r.name,
  distance_nm: r.distanceNm,
  phone: r.phone,
  website: r.website,
  address: r.address,
  summary: r.summary,
  latitude: r.latitude,
  longitude: r.longitude,
  alternate_airport: r.alternateAirport,
  alternate_distance_nm: r.alternateDistanceNm,
  google_place_id: r.googlePlaceId,
  google_address: r.googleAddress,
  google_rating: r.googleRating,
  price_level: r.priceLevel,
  ...origin(r),
});

export const toPlaceActivity = (r: ActivityRow): PlaceActivity => ({ ...toPlaceLandmark(r), category: r.category });

export const toPlaceRestaurant = (r: RestaurantRow): PlaceRestaurant => ({
  id: r.id,
  airport_loc_id: r.airportLocId,
  category: r.category,
  distance_nm: r.distanceNm,
  restaurant_name: r.restaurantName,
  restaurant_description: r.restaurantDescription,
  price_level: r.priceLevel,
  rating: r.rating,
  phone: r.phone,
  website: r.website,
  address: r.address,
  latitude: r.latitude,
  longitude: r.longitude,
  alternate_airport: r.alternateAirport,
  alternate_distance_nm: r.alternateDistanceNm,
  ...origin(r),
});

export interface AirportPlaceLists {
  activities: PlaceActivity[];
  landmarks: PlaceLandmark[];
  restaurants: PlaceRestaurant[];
  lodging: PlaceLodging[];
}

/**
 * The fields of the JSON contract (spec §3) that the airport page never shows: its own airport's
 * id, the coordinates, Google's fields and the admin's edit mark. The page's data leaves them out
 * (docs/decisions/0110-page-data-as-json-text.md); GET /api/airports/{id} keeps them.
 */
type NotShownOnPage =
  "airport_loc_id" | "latitude" | "longitude" | "google_place_id" | "google_address" | "google_rating" | "admin_edited";
type ShownOnPage<P> = Omit<P, NotShownOnPage>;

export interface PagePlaceLists {
  activities: ShownOnPage<PlaceActivity>[];
  landmarks: ShownOnPage<PlaceLandmark>[];
  restaurants: ShownOnPage<PlaceRestaurant>[];
  lodging: ShownOnPage<PlaceLodging>[];
}

function shownOnPage<P extends PlaceOrigin & { airport_loc_id: string }>(place: P): ShownOnPage<P> {
  const {
    airport_loc_id: _airport,
    latitude: _latitude,
    longitude: _longitude,
    google_place_id: _googleId,
    google_address: _googleAddress,
    google_rating: _googleRating,
    admin_edited: _edited,
    ...shown
  } = place as P & Partial<Record<NotShownOnPage, unknown>>;
  return shown;
}

/** An airport's place lists as its page shows them. */
export function placeListsOnPage(lists: AirportPlaceLists): PagePlaceLists {
  return {
    activities: lists.activities.map(shownOnPage),
    landmarks: lists.landmarks.map(shownOnPage),
    restaurants: lists.restaurants.map(shownOnPage),
    lodging: lists.lodging.map(shownOnPage),
  };
}

/** Marks the rows a list shows first (`featured`), among its visible rows, nearest first. */
function markFeatured<T extends PlaceOrigin & { id: number }>(list: T[], sourceIds: Map<number, string | null>): void {
  const visible = list.filter((p) => !p.hidden);
  const key = (p: T) => varietyKey({ source: p.source, sourceId: sourceIds.get(p.id), kind: p.kind, id: p.id });
  for (const p of pickVaried(visible, key)) p.featured = true;
}

/**
 * Every place near an airport (by FAA location id), nearest first, the ones
 * each list shows first marked `featured`; hidden ones only for an admin's page.
 */
export function airportPlaces(locId: string, opts: { withHidden?: boolean } = {}): AirportPlaceLists {
  const rows = placesOfAirport(locId, opts.withHidden ?? false);
  const places: AirportPlaceLists = {
    activities: rows.activities.map(toPlaceActivity),
    landmarks: rows.landmarks.map(toPlaceLandmark),
    restaurants: rows.restaurants.map(toPlaceRestaurant),
    lodging: rows.lodging.map(toPlaceLandmark),
  };
  const ids = (list: { id: number; sourceId: string | null }[]) => new Map(list.map((r) => [r.id, r.sourceId]));
  const activityIds = ids(rows.activities);
  const restaurantIds = ids(rows.restaurants);
  markFeatured(
    places.activities.filter((a) => a.category !== "kids"),
    activityIds,
  );
  markFeatured(
    places.activities.filter((a) => a.category === "kids"),
    activityIds,
  );
  markFeatured(places.landmarks, ids(rows.landmarks));
  markFeatured(
    places.restaurants.filter((r) => r.category !== "settle_in"),
    restaurantIds,
  );
  markFeatured(
    places.restaurants.filter((r) => r.category === "settle_in"),
    restaurantIds,
  );
  markFeatured(places.lodging, ids(rows.lodging));
  return places;
}

/** The airport with this LOC or ICAO id, or NotFound. */
export function requireAirport(code: string) {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound("Airport not found");
  return airport;
}

/** GET /api/restaurants/{locId}: the restaurants near an airport (LOC or ICAO id), nearest first. */
export function restaurantsNear(code: string): PlaceRestaurant[] {
  return airportPlaces(requireAirport(code).locId).restaurants;
}
