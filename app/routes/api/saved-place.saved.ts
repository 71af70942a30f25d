import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceKind } from "~/http/saved-place-routes.server";
import { placeSavingCases } from "~/use-cases/saving.server";

/** GET /api/{activities|landmarks|restaurants|lodging}/saved — the signed-in user's saved places of the kind, by airport, nearest first. */
const route = perPlaceKind((kind) => jsonRoute({ GET: jsonDoor(placeSavingCases[kind].saved) }));

export const loader = route.loader;
export const action = route.action;
