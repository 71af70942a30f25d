import type { Route } from "./+types/user.itineraries";
import { jsonResponse } from "~/http/json-errors.server";
import { requireApiUser } from "~/http/session.server";
import { itinerariesOfUser } from "~/services/itineraries.server";

/** GET /api/user/itineraries: the signed-in user's own itineraries, drafts included. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => itinerariesOfUser(user.id));
}
