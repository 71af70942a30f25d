import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { saveTripCase } from "~/use-cases/saving.server";

/** POST /api/trips/save {airportId, airportLocId} — saves the airport (idempotent) and answers the saved trip. */
const route = jsonRoute({ POST: jsonDoor(saveTripCase) });

export const loader = route.loader;
export const action = route.action;
