import type { Route } from "./+types/trips.check.$locId";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { isTripSaved } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/trips/check/{locId} — {isSaved} for the airport (LOC or ICAO id); 404 for an unknown airport. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => ({ isSaved: isTripSaved(user.id, params.locId) }));
}

export const action = () => methodNotAllowed("GET");
