import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { airportItinerariesCase, updateItineraryCase } from "~/use-cases/itineraries.server";

/*
 * One path shape, two calls, told apart by method (docs/product.md, "Itineraries"):
 *   GET /api/itineraries/{airportLocId}  the airport's itineraries with their items:
 *                                        published ones; admins also drafts, authors their own
 *   PUT /api/itineraries/{id}            change an itinerary (admins and its author)
 */
const route = jsonRoute({ GET: jsonDoor(airportItinerariesCase), PUT: jsonDoor(updateItineraryCase) });

export const loader = route.loader;
export const action = route.action;
