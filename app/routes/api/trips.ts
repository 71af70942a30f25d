import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { savedTripsCase } from "~/use-cases/saving.server";

/** GET /api/trips — the signed-in user's saved airports (docs/product.md, "Saving"), newest first. */
const route = jsonRoute({ GET: jsonDoor(savedTripsCase) });

export const loader = route.loader;
export const action = route.action;
