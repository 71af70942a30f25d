import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceKind } from "~/http/saved-place-routes.server";
import { placeSavingCases } from "~/use-cases/saving.server";

/** POST /api/{activities|landmarks|restaurants|lodging}/check-batch {…Ids[]} — {kind: {id: isSaved}}; unknown ids are false. */
const route = perPlaceKind((kind) => jsonRoute({ POST: jsonDoor(placeSavingCases[kind].check) }));

export const loader = route.loader;
export const action = route.action;
