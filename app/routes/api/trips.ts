import type { Route } from "./+types/trips";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { savedTrips } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/trips — the signed-in user's saved airports (spec §3 Saved trip), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => savedTrips(user.id));
}

export const action = () => methodNotAllowed("GET");
