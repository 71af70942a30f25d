import { canonicalId } from "~/lib/display";
import { findAirportByCode } from "~/models/airports.server";
import {
  savedPlacesOf,
  savedTrips,
  type SavedActivity,
  type SavedLandmark,
  type SavedLodging,
  type SavedRestaurant,
  type SavedTrip,
} from "./saving.server";
import { fieldFactsOfAirport, type ResultFieldFacts } from "./field-report-index.server";

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
  lodging: SavedLodging[];
  /** What pilots last reported there (docs/decisions/0083-field-reports-in-search.md). */
  fieldFacts: ResultFieldFacts;
}

/**
 * My Trips (docs/product.md, "Saving and My Trips"): the saved airports, newest first, each with the
 * activities, landmarks, dining and lodging saved near it; then places saved near
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
        lodging: [],
        fieldFacts: fieldFactsOfAirport(airport?.id),
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
  for (const a of savedPlacesOf("activity", userId)) group(a.airportLocId).activities.push(a);
  for (const l of savedPlacesOf("landmark", userId)) group(l.airportLocId).landmarks.push(l);
  for (const r of savedPlacesOf("restaurant", userId)) group(r.airportLocId).restaurants.push(r);
  for (const h of savedPlacesOf("lodging", userId)) group(h.airportLocId).lodging.push(h);
  const all = [...groups.values()];
  return { trips: all.filter((g) => g.trip), otherPlaces: all.filter((g) => !g.trip) };
}
