import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { isTripSavedCase } from "~/use-cases/saving.server";

/** GET /api/trips/check/{locId} — {isSaved} for the airport (LOC or ICAO id); 404 for an unknown airport. */
export const { loader, action, handle } = jsonRoute({ GET: jsonDoor(isTripSavedCase) });
