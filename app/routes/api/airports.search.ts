import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { searchAirportsCase } from "~/use-cases/search.server";

/** POST /api/airports/search — the same schema and service as the home page's search. */
const route = jsonRoute({ POST: jsonDoor(searchAirportsCase) });

export const loader = route.loader;
export const action = route.action;
