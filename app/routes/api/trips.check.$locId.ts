import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { isTripSavedCase } from "~/use-cases/saving.server";

/** GET /api/trips/check/{locId} — {isSaved} for the airport (LOC or ICAO id); 404 for an unknown airport. */
const route = jsonRoute({ GET: jsonDoor(isTripSavedCase) });

export const loader = route.loader;
export const action = route.action;
