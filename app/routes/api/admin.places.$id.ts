import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceTable } from "~/http/place-admin-api.server";
import { placeAdminCases } from "~/use-cases/place-admin.server";

/**
 * PUT /api/admin/{activities|landmarks}/{id} — an admin corrects one (answers it);
 * DELETE — deletes one ({success: true}; an imported place is hidden for good).
 */
const route = perPlaceTable((table) =>
  jsonRoute({
    PUT: jsonDoor(placeAdminCases[table].edit),
    DELETE: jsonDoor(placeAdminCases[table].remove, { answer: () => ({ success: true }) }),
  }),
);

export const loader = route.loader;
export const action = route.action;
