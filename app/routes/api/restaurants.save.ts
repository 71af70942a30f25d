import type { Route } from "./+types/restaurants.save";
import { saveRestaurantInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { saveRestaurant } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/restaurants/save {restaurantId} — saves the restaurant (idempotent) and answers the saved restaurant; 404 for an unknown restaurant. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () =>
    saveRestaurant(user.id, parseInput(saveRestaurantInput, await readJsonBody(request))),
  );
}

export const loader = () => methodNotAllowed("POST");
