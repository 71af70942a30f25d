import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { deleteItineraryCase } from "~/use-cases/itineraries.server";

/** DELETE /api/admin/itineraries/{id}: the itinerary and its items. */
const route = jsonRoute({ DELETE: jsonDoor(deleteItineraryCase, { answer: () => ({ success: true }) }) });

export const loader = route.loader;
export const action = route.action;
