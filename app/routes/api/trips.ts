import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { savedTripsCase } from "~/use-cases/saving.server";

/** GET /api/trips — the signed-in user's saved airports (docs/product.md, "Saving"), newest first. */
export const { loader, action, handle } = jsonRoute({ GET: jsonDoor(savedTripsCase) });
