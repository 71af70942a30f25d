import type { Route } from "./+types/restaurants.saved";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { savedRestaurantsOf } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/restaurants/saved — the signed-in user's saved restaurants, by airport, nearest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => savedRestaurantsOf(user.id));
}

export const action = () => methodNotAllowed("GET");
