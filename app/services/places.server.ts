import { findAirportByCode } from "~/models/airports.server";
import { placesOfAirport, type ActivityRow, type LandmarkRow, type RestaurantRow } from "~/models/places.server";
import { NotFound } from "./errors.server";

/*
 * The places near an airport (activities, landmarks, restaurants) in the JSON
 * contract's shapes (docs/product.md, Places), for the airport page and
 * GET /api/restaurants/{locId}. Saving them is app/services/saving.server.ts.
 */

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

/** The airport's activities and landmarks, nearest first (for the airport detail). */
export function airportContent(locId: string): { activities: Activity[]; landmarks: Landmark[] } {
  return {
    activities: placesOfAirport("activity", locId).map(toActivity),
    landmarks: placesOfAirport("landmark", locId).map(toLandmark),
  };
}

export function requireAirport(code: string) {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound("Airport not found");
  return airport;
}

/** GET /api/restaurants/{locId}: the restaurants near an airport (LOC or ICAO id), nearest first. */
export function airportRestaurants(code: string): Restaurant[] {
  return placesOfAirport("restaurant", requireAirport(code).locId).map(toRestaurant);
}
