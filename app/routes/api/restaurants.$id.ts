import type { Route } from "./+types/restaurants.$id";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { removeRestaurant } from "~/services/saving.server";
import { restaurantsNear } from "~/services/nearby-places.server";
import { requireApiUser } from "~/http/session.server";

/*
 * One path shape, two calls, told apart by method (docs/decisions/0011-saved-items.md):
 *   GET    /api/restaurants/{locId}  the restaurants near an airport (public), nearest first
 *   DELETE /api/restaurants/{id}     unsave a restaurant (signed in), like DELETE /api/landmarks/{id}
 * The segment is an airport identifier for GET and a restaurant id for DELETE.
 */

export function loader({ params }: Route.LoaderArgs) {
  return jsonResponse(() => restaurantsNear(params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const user = await requireApiUser(request);
  return jsonResponse(() => {
    removeRestaurant(user.id, parseInput(itemIdParam("Restaurant id"), params.id));
    return { success: true };
  });
}
