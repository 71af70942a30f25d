import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { saveTripCase } from "~/use-cases/saving.server";

/** POST /api/trips/save {airportId, airportLocId} — saves the airport (idempotent) and answers the saved trip. */
export const { loader, action, handle } = jsonRoute({ POST: jsonDoor(saveTripCase) });
