import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { addItemCase, deleteAllItemsCase, itineraryItemsCase } from "~/use-cases/itineraries.server";

/*
 *   GET    /api/itineraries/{id}/items  the items, by day then order position (404 for a draft the caller may not see)
 *   POST   /api/itineraries/{id}/items  add one: {item_type|type, name, …, day_number|day, order_index|orderPosition}; 201
 *   DELETE /api/itineraries/{id}/items  remove them all
 * Writes: admins and the itinerary's author.
 */
const route = jsonRoute({
  GET: jsonDoor(itineraryItemsCase),
  POST: jsonDoor(addItemCase, { status: 201 }),
  DELETE: jsonDoor(deleteAllItemsCase),
});

export const loader = route.loader;
export const action = route.action;
