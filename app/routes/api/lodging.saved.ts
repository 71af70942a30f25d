import type { Route } from "./+types/lodging.saved";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { savedLodgingOf } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/lodging/saved — the signed-in user's saved lodging, by airport, nearest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => savedLodgingOf(user.id));
}

export const action = () => methodNotAllowed("GET");
