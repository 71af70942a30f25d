import type { z } from "zod";
import { normalizeAirportCode } from "~/lib/display";
import type { saveTripInput } from "~/lib/saved-items";
import { findAirportByCode } from "~/models/airports.server";
import {
  deleteSavedPlace,
  insertSavedPlace,
  placeById,
  savedIdsAmong,
  savedPlaceRows,
  type PlaceKind,
  type SavedPlaceRow,
} from "~/models/places.server";
import {
  deleteSavedTrip,
  hasSavedTrip,
  insertSavedTrip,
  savedTripRow,
  savedTripRows,
  type SavedTripRow,
} from "~/models/saved-trips.server";
import { config } from "~/config.server";
import { assertMayWrite } from "./email-verification.server";
import { Conflict, NotFound } from "./errors.server";
import { requireAirport } from "./nearby-places.server";

/*
 * One function per use case of saving (docs/product.md, Saving). The page
 * actions (/airport/{id}, /trips) and the /api/* routes call the same
 * functions with input parsed by the same schemas (app/lib/saved-items.ts).
 * Every function takes the signed-in user's id: a user only ever sees and
 * changes their own rows. The four kinds of places share one table-driven
 * path (savePlace, removePlace, checkPlaces); the exported names are the
 * contract's calls.
 */

/** Spec §3 Saved trip. `airportLocId` is the FAA location id; `icao_id` or it makes the page URL. */
export interface SavedTrip {
  id: number;
  airportLocId: string;
  icao_id: string | null;
  name: string | null;
  city: string | null;
  state: string | null;
  elevation: number | null;
  max_runway_length: number | null;
  use: string | null;
  savedAt: string;
}

/** Spec §3 Saved activity, plus the ids a client needs to unsave it. */
export interface SavedActivity {
  id: number;
  activityId: number;
  activityName: string;
  activitySummary: string | null;
  activityCategory: string;
  distanceNm: number;
  /** Placed by its source at a post office in or near its town (docs/decisions/0116-places-at-the-post-office.md); present only when true. */
  pointAtPostOffice?: true;
  phone: string | null;
  website: string | null;
  airportLocId: string;
  savedAt: string;
}

/** Spec §3 Saved landmark, plus ids, phone and website. */
export interface SavedLandmark {
  id: number;
  landmarkId: number;
  landmarkName: string;
  landmarkSummary: string | null;
  distanceNm: number;
  /** As a saved activity's. */
  pointAtPostOffice?: true;
  phone: string | null;
  website: string | null;
  airportLocId: string;
  savedAt: string;
}

/** Not in the spec: a saved restaurant in the style of the other two. */
export interface SavedRestaurant {
  id: number;
  restaurantId: number;
  restaurantName: string;
  restaurantDescription: string | null;
  restaurantCategory: string;
  priceLevel: string | null;
  rating: number | null;
  distanceNm: number;
  phone: string | null;
  website: string | null;
  airportLocId: string;
  savedAt: string;
}

/** Not in the spec: saved lodging in the style of a saved landmark, with the hotel's address (docs/decisions/0041-saved-lodging.md). */
export interface SavedLodging {
  id: number;
  lodgingId: number;
  lodgingName: string;
  lodgingSummary: string | null;
  address: string | null;
  distanceNm: number;
  phone: string | null;
  website: string | null;
  airportLocId: string;
  savedAt: string;
}

const toSavedTrip = (r: SavedTripRow): SavedTrip => ({
  id: r.id,
  airportLocId: r.airportLocId,
  icao_id: r.icaoId,
  name: r.name,
  city: r.city,
  state: r.state,
  elevation: r.elevation,
  max_runway_length: r.maxRunwayLength,
  use: r.use,
  savedAt: r.savedAt,
});

const toSavedActivity = ({ savedId, savedAt, item }: SavedPlaceRow<"activity">): SavedActivity => ({
  id: savedId,
  activityId: item.id,
  activityName: item.name,
  activitySummary: item.summary,
  activityCategory: item.category,
  distanceNm: item.distanceNm,
  ...(item.pointAtPostOffice ? { pointAtPostOffice: true as const } : {}),
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

const toSavedLandmark = ({ savedId, savedAt, item }: SavedPlaceRow<"landmark">): SavedLandmark => ({
  id: savedId,
  landmarkId: item.id,
  landmarkName: item.name,
  landmarkSummary: item.summary,
  distanceNm: item.distanceNm,
  ...(item.pointAtPostOffice ? { pointAtPostOffice: true as const } : {}),
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

const toSavedRestaurant = ({ savedId, savedAt, item }: SavedPlaceRow<"restaurant">): SavedRestaurant => ({
  id: savedId,
  restaurantId: item.id,
  restaurantName: item.restaurantName,
  restaurantDescription: item.restaurantDescription,
  restaurantCategory: item.category,
  priceLevel: item.priceLevel,
  rating: item.rating,
  distanceNm: item.distanceNm,
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

const toSavedLodging = ({ savedId, savedAt, item }: SavedPlaceRow<"lodging">): SavedLodging => ({
  id: savedId,
  lodgingId: item.id,
  lodgingName: item.name,
  lodgingSummary: item.summary,
  address: item.address,
  distanceNm: item.distanceNm,
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

/* ---------------------------------------------------------------- trips */

export function savedTrips(userId: number): SavedTrip[] {
  return savedTripRows(userId).map(toSavedTrip);
}

export function isTripSaved(userId: number, code: string): boolean {
  return hasSavedTrip(userId, requireAirport(code).locId);
}

/**
 * A list holds at most SAVED_LIST_LIMIT (500) entries: My Trips and its kneeboard cards show them
 * all, and the service worker keeps every saved airport offline (docs/decisions/0112-saved-list-limit.md).
 */
const listFull = (many: string) =>
  new Conflict(`You can save up to ${config.savedListLimit} ${many}. Remove one from My Trips to save another.`);

/** Idempotent: saving an airport already saved answers the existing saved trip. */
export function saveTrip(userId: number, input: z.output<typeof saveTripInput>): SavedTrip {
  assertMayWrite(userId);
  const airport = requireAirport(input.airportLocId);
  if (!insertSavedTrip(userId, airport.locId, config.savedListLimit)) throw listFull("airports");
  // The one row, not the whole list: a list of 500 read on every save made saving O(n).
  return toSavedTrip(savedTripRow(userId, airport.locId)!);
}

/**
 * Removes the user's saved airport. NotFound when the airport is unknown or
 * this user has not saved it (another user's saved airport is "not saved").
 */
export function removeTrip(userId: number, code: string): void {
  const airport = findAirportByCode(code);
  // A saved trip outlives its airport in a newer FAA cycle: then the code is the stored loc id.
  const locId = airport?.locId ?? normalizeAirportCode(code);
  if (!deleteSavedTrip(userId, locId)) throw new NotFound("This airport is not in your saved trips");
}

/* --------------------------------------------------------------- places */

/** What differs between the kinds: the contract's shape, and the words of the NotFound and list-full messages. */
export interface SavedShapes {
  activity: SavedActivity;
  landmark: SavedLandmark;
  restaurant: SavedRestaurant;
  lodging: SavedLodging;
}
const PLACES: {
  [K in PlaceKind]: { shape: (row: SavedPlaceRow<K>) => SavedShapes[K]; noun: string; many: string; counted: string };
} = {
  activity: { shape: toSavedActivity, noun: "Activity", many: "activities", counted: "activities" },
  landmark: { shape: toSavedLandmark, noun: "Landmark", many: "landmarks", counted: "landmarks" },
  restaurant: { shape: toSavedRestaurant, noun: "Restaurant", many: "restaurants", counted: "restaurants" },
  lodging: { shape: toSavedLodging, noun: "Lodging", many: "lodging", counted: "places to stay" },
};

export function savedPlacesOf<K extends PlaceKind>(kind: K, userId: number): SavedShapes[K][] {
  const { shape } = PLACES[kind];
  return savedPlaceRows(kind, userId).map((row) => shape(row));
}

/** Idempotent: saving a place already saved answers the existing saved place. */
export function savePlace<K extends PlaceKind>(kind: K, userId: number, itemId: number): SavedShapes[K] {
  assertMayWrite(userId);
  const place = placeById(kind, itemId);
  if (!place) throw new NotFound(`${PLACES[kind].noun} not found`);
  if (!insertSavedPlace(kind, userId, place.id, config.savedListLimit)) throw listFull(PLACES[kind].counted);
  const { shape } = PLACES[kind];
  return shape(savedPlaceRows(kind, userId).find((row) => row.item.id === place.id)!);
}

export function removePlace(kind: PlaceKind, userId: number, itemId: number): void {
  const { noun, many } = PLACES[kind];
  if (!deleteSavedPlace(kind, userId, itemId))
    throw new NotFound(`This ${noun.toLowerCase()} is not in your saved ${many}`);
}

/** `{ "12": true, "13": false }` for the ids asked about. */
export function checkPlaces(kind: PlaceKind, userId: number, ids: number[]): Record<string, boolean> {
  const saved = savedIdsAmong(kind, userId, ids);
  return Object.fromEntries(ids.map((id) => [String(id), saved.has(id)]));
}

/* ---------------------------------------------------------- airport page */

/** What the airport page needs to draw its save controls: null when signed out. */
export interface AirportSavedState {
  trip: boolean;
  activities: number[];
  landmarks: number[];
  restaurants: number[];
  lodging: number[];
}

export function airportSavedState(
  userId: number,
  airport: { loc_id: string },
  content: {
    activities: { id: number }[];
    landmarks: { id: number }[];
    restaurants: { id: number }[];
    lodging: { id: number }[];
  },
): AirportSavedState {
  const among = (kind: PlaceKind, items: { id: number }[]) => [
    ...savedIdsAmong(
      kind,
      userId,
      items.map((i) => i.id),
    ),
  ];
  return {
    trip: hasSavedTrip(userId, airport.loc_id),
    activities: among("activity", content.activities),
    landmarks: among("landmark", content.landmarks),
    restaurants: among("restaurant", content.restaurants),
    lodging: among("lodging", content.lodging),
  };
}
