import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceKind } from "~/http/saved-place-routes.server";
import { placeSavingCases } from "~/use-cases/saving.server";

/** POST /api/{activities|landmarks|restaurants|lodging}/save {…Id} — saves the place (idempotent) and answers it; 404 for an unknown place. */
const route = perPlaceKind((kind) => jsonRoute({ POST: jsonDoor(placeSavingCases[kind].save) }));

export const loader = route.loader;
export const action = route.action;
