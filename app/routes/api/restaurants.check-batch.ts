import type { Route } from "./+types/restaurants.check-batch";
import { restaurantBatchInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { checkRestaurants } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/restaurants/check-batch {restaurantIds[]} — {restaurants: {id: isSaved}} for the signed-in user; unknown ids are false. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () =>
    checkRestaurants(user.id, parseInput(restaurantBatchInput, await readJsonBody(request))),
  );
}

export const loader = () => methodNotAllowed("POST");
