import type { Route } from "./+types/trips.save";
import { saveTripInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { saveTrip } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/trips/save {airportId, airportLocId} — saves the airport (idempotent) and answers the saved trip. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => saveTrip(user.id, parseInput(saveTripInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
