import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { adminAddItemCase } from "~/use-cases/itineraries.server";

/** POST /api/admin/itineraries/{id}/items: one stop (the contract's one call per stop); 201 with the item. POST /api/itineraries/{id}/items's use case, for admins only. */
const route = jsonRoute({ POST: jsonDoor(adminAddItemCase, { status: 201 }) });

export const loader = route.loader;
export const action = route.action;
