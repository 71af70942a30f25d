import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { myItinerariesCase } from "~/use-cases/itineraries.server";

/** GET /api/user/itineraries: the signed-in user's own itineraries, drafts included. */
const route = jsonRoute({ GET: jsonDoor(myItinerariesCase) });

export const loader = route.loader;
export const action = route.action;
