import type { z } from "zod";
import { canonicalId, normalizeAirportCode } from "~/lib/display";
import {
  activityBatchInput,
  landmarkBatchInput,
  restaurantBatchInput,
  saveActivityInput,
  saveLandmarkInput,
  saveRestaurantInput,
  saveTripInput,
} from "~/lib/saved-items";
import { findAirportByCode } from "~/models/airports.server";
import {
  activitiesOfAirport,
  activityById,
  deleteSavedActivity,
  deleteSavedLandmark,
  deleteSavedRestaurant,
  deleteSavedTrip,
  hasSavedTrip,
  insertSavedActivity,
  insertSavedLandmark,
  insertSavedRestaurant,
  insertSavedTrip,
  landmarkById,
  landmarksOfAirport,
  restaurantById,
  restaurantsOfAirport,
  savedActivityRows,
  savedIdsAmong,
  savedLandmarkRows,
  savedRestaurantRows,
  savedTripRows,
  type ActivityRow,
  type LandmarkRow,
  type RestaurantRow,
  type SavedTripRow,
} from "~/models/saved-items.server";
import { NotFound } from "./errors.server";

/*
 * One function per use case of saving (spec §4 Saving, §7). The page actions
 * (/airport/{id}, /trips) and the /api/* routes call the same functions with
 * input parsed by the same schemas (app/lib/saved-items.ts). Every function
 * takes the signed-in user's id: a user only ever sees and changes their own rows.
 */

/* ---------------------------------------------------------------- shapes */

/** Spec §3 Activity. */
export interface Activity {
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
export type Landmark = Omit<Activity, "category">;

/** Spec §3 Restaurant. */
export interface Restaurant {
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
}

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

export const toActivity = (r: ActivityRow): Activity => ({
  id: r.id,
  airport_loc_id: r.airportLocId,
  name: r.name,
  category: r.category,
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
});

export const toLandmark = (r: LandmarkRow): Landmark => {
  const { category: _none, ...rest } = toActivity({ ...r, category: "" });
  return rest;
};

export const toRestaurant = (r: RestaurantRow): Restaurant => ({
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
});

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

const toSavedActivity = ({ savedId, savedAt, item }: { savedId: number; savedAt: string; item: ActivityRow }): SavedActivity => ({
  id: savedId,
  activityId: item.id,
  activityName: item.name,
  activitySummary: item.summary,
  activityCategory: item.category,
  distanceNm: item.distanceNm,
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

const toSavedLandmark = ({ savedId, savedAt, item }: { savedId: number; savedAt: string; item: LandmarkRow }): SavedLandmark => ({
  id: savedId,
  landmarkId: item.id,
  landmarkName: item.name,
  landmarkSummary: item.summary,
  distanceNm: item.distanceNm,
  phone: item.phone,
  website: item.website,
  airportLocId: item.airportLocId,
  savedAt,
});

const toSavedRestaurant = ({ savedId, savedAt, item }: { savedId: number; savedAt: string; item: RestaurantRow }): SavedRestaurant => ({
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

/* ------------------------------------------------------ airport content */

/** The airport's activities and landmarks, nearest first (for the airport detail). */
export function airportContent(locId: string): { activities: Activity[]; landmarks: Landmark[] } {
  return { activities: activitiesOfAirport(locId).map(toActivity), landmarks: landmarksOfAirport(locId).map(toLandmark) };
}

function requireAirport(code: string) {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound("Airport not found");
  return airport;
}

/** GET /api/restaurants/{locId}: the restaurants near an airport (LOC or ICAO id), nearest first. */
export function airportRestaurants(code: string): Restaurant[] {
  return restaurantsOfAirport(requireAirport(code).locId).map(toRestaurant);
}

/* ---------------------------------------------------------------- trips */

export function savedTrips(userId: number): SavedTrip[] {
  return savedTripRows(userId).map(toSavedTrip);
}

export function isTripSaved(userId: number, code: string): boolean {
  return hasSavedTrip(userId, requireAirport(code).locId);
}

/** Idempotent: saving an airport already saved answers the existing saved trip. */
export function saveTrip(userId: number, input: z.output<typeof saveTripInput>): SavedTrip {
  const airport = requireAirport(input.airportLocId);
  insertSavedTrip(userId, airport.locId);
  return savedTrips(userId).find((t) => t.airportLocId === airport.locId)!;
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

/* ------------------------------------------------------------ activities */

export function savedActivitiesOf(userId: number): SavedActivity[] {
  return savedActivityRows(userId).map(toSavedActivity);
}

export function saveActivity(userId: number, input: z.output<typeof saveActivityInput>): SavedActivity {
  const activity = activityById(input.activityId);
  if (!activity) throw new NotFound("Activity not found");
  insertSavedActivity(userId, activity.id);
  return savedActivitiesOf(userId).find((a) => a.activityId === activity.id)!;
}

export function removeActivity(userId: number, activityId: number): void {
  if (!deleteSavedActivity(userId, activityId)) throw new NotFound("This activity is not in your saved activities");
}

export function checkActivities(userId: number, input: z.output<typeof activityBatchInput>) {
  return { activities: batchMap(input.activityIds, savedIdsAmong("activity", userId, input.activityIds)) };
}

/* ------------------------------------------------------------- landmarks */

export function savedLandmarksOf(userId: number): SavedLandmark[] {
  return savedLandmarkRows(userId).map(toSavedLandmark);
}

export function saveLandmark(userId: number, input: z.output<typeof saveLandmarkInput>): SavedLandmark {
  const landmark = landmarkById(input.landmarkId);
  if (!landmark) throw new NotFound("Landmark not found");
  insertSavedLandmark(userId, landmark.id);
  return savedLandmarksOf(userId).find((l) => l.landmarkId === landmark.id)!;
}

export function removeLandmark(userId: number, landmarkId: number): void {
  if (!deleteSavedLandmark(userId, landmarkId)) throw new NotFound("This landmark is not in your saved landmarks");
}

export function checkLandmarks(userId: number, input: z.output<typeof landmarkBatchInput>) {
  return { landmarks: batchMap(input.landmarkIds, savedIdsAmong("landmark", userId, input.landmarkIds)) };
}

/* ----------------------------------------------------------- restaurants */

export function savedRestaurantsOf(userId: number): SavedRestaurant[] {
  return savedRestaurantRows(userId).map(toSavedRestaurant);
}

export function saveRestaurant(userId: number, input: z.output<typeof saveRestaurantInput>): SavedRestaurant {
  const restaurant = restaurantById(input.restaurantId);
  if (!restaurant) throw new NotFound("Restaurant not found");
  insertSavedRestaurant(userId, restaurant.id);
  return savedRestaurantsOf(userId).find((r) => r.restaurantId === restaurant.id)!;
}

export function removeRestaurant(userId: number, restaurantId: number): void {
  if (!deleteSavedRestaurant(userId, restaurantId)) throw new NotFound("This restaurant is not in your saved restaurants");
}

export function checkRestaurants(userId: number, input: z.output<typeof restaurantBatchInput>) {
  return { restaurants: batchMap(input.restaurantIds, savedIdsAmong("restaurant", userId, input.restaurantIds)) };
}

const batchMap = (ids: number[], saved: Set<number>): Record<string, boolean> =>
  Object.fromEntries(ids.map((id) => [String(id), saved.has(id)]));

/* ---------------------------------------------------------------- pages */

/** What the airport page needs to draw its save controls: null when signed out. */
export interface AirportSavedState {
  trip: boolean;
  activities: number[];
  landmarks: number[];
  restaurants: number[];
}

export function airportSavedState(
  userId: number,
  airport: { loc_id: string },
  content: { activities: { id: number }[]; landmarks: { id: number }[]; restaurants: { id: number }[] },
): AirportSavedState {
  const among = (kind: "activity" | "landmark" | "restaurant", items: { id: number }[]) => [
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
  };
}

/** One airport on My Trips: the saved airport (null when only places near it are saved) and the saved places near it. */
export interface TripGroup {
  airportLocId: string;
  /** The identifier of the airport page's URL. */
  pageId: string;
  name: string | null;
  city: string | null;
  state: string | null;
  trip: SavedTrip | null;
  activities: SavedActivity[];
  landmarks: SavedLandmark[];
  restaurants: SavedRestaurant[];
}

/**
 * My Trips (spec §2): the saved airports, newest first, each with the
 * activities, landmarks and dining saved near it; then places saved near
 * airports that are not (or no longer) saved, so nothing saved is hidden.
 */
export function myTrips(userId: number): { trips: TripGroup[]; otherPlaces: TripGroup[] } {
  const groups = new Map<string, TripGroup>();
  const group = (locId: string): TripGroup => {
    let g = groups.get(locId);
    if (!g) {
      const airport = findAirportByCode(locId);
      g = {
        airportLocId: locId,
        pageId: airport ? canonicalId(airport) : locId,
        name: airport?.name ?? null,
        city: airport?.city ?? null,
        state: airport?.state ?? null,
        trip: null,
        activities: [],
        landmarks: [],
        restaurants: [],
      };
      groups.set(locId, g);
    }
    return g;
  };
  for (const trip of savedTrips(userId)) {
    const g = group(trip.airportLocId);
    g.trip = trip;
    g.pageId = canonicalId({ icao_id: trip.icao_id, loc_id: trip.airportLocId });
  }
  for (const a of savedActivitiesOf(userId)) group(a.airportLocId).activities.push(a);
  for (const l of savedLandmarksOf(userId)) group(l.airportLocId).landmarks.push(l);
  for (const r of savedRestaurantsOf(userId)) group(r.airportLocId).restaurants.push(r);
  const all = [...groups.values()];
  return { trips: all.filter((g) => g.trip), otherPlaces: all.filter((g) => !g.trip) };
}
