import { jsonRoute } from "~/http/json-door.server";
import { createFromSuggestionDoor, perPlaceTable } from "~/http/place-admin-api.server";

/** POST /api/{activities|landmarks} — an admin creates one from an approved suggestion (5 NM unless given); 201 with the place. */
const route = perPlaceTable((table) => jsonRoute({ POST: createFromSuggestionDoor(table) }));

export const loader = route.loader;
export const action = route.action;
