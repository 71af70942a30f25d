import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { searchAirportsCase } from "~/use-cases/search.server";

/** POST /api/airports/search — the same schema and service as the home page's search. */
export const { loader, action, handle } = jsonRoute({ POST: jsonDoor(searchAirportsCase) });
