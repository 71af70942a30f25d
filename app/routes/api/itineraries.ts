import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { createItineraryCase } from "~/use-cases/itineraries.server";

/**
 * POST /api/itineraries {airport_loc_id, title, description, duration_days, trip_season,
 * trip_style, is_public, status, items?} — a signed-in user's itinerary, always created
 * as a draft; optional items (stops) are written in the same transaction. 201 with the itinerary (id …).
 */
const route = jsonRoute({ POST: jsonDoor(createItineraryCase, { status: 201 }) });

export const loader = route.loader;
export const action = route.action;
