import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { adminCreateItineraryCase, allItinerariesCase } from "~/use-cases/itineraries.server";

/*
 *   GET  /api/admin/itineraries  every itinerary, drafts included, with items
 *   POST /api/admin/itineraries  create (a draft), optionally with its stops in the same transaction; 201 {id, …}
 *                                (POST /api/itineraries's use case, for admins only)
 */
const route = jsonRoute({
  GET: jsonDoor(allItinerariesCase),
  POST: jsonDoor(adminCreateItineraryCase, { status: 201 }),
});

export const loader = route.loader;
export const action = route.action;
