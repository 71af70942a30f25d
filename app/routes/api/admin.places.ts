import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceTable } from "~/http/place-admin-api.server";
import { placeAdminCases } from "~/use-cases/place-admin.server";

/** POST /api/admin/{activities|landmarks} {…, airport_loc_id} — an admin adds one near the airport; 201 with the place. */
const route = perPlaceTable((table) => jsonRoute({ POST: jsonDoor(placeAdminCases[table].create, { status: 201 }) }));

export const loader = route.loader;
export const action = route.action;
