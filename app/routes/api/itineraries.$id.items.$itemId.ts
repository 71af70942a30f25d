import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { deleteItemCase, updateItemCase } from "~/use-cases/itineraries.server";

/*
 *   PUT    /api/itineraries/{id}/items/{itemId}  change the fields sent (either spelling); the rest stay
 *   DELETE /api/itineraries/{id}/items/{itemId}
 * Admins and the itinerary's author.
 */
const route = jsonRoute({
  PUT: jsonDoor(updateItemCase),
  DELETE: jsonDoor(deleteItemCase, { answer: () => ({ success: true }) }),
});

export const loader = route.loader;
export const action = route.action;
