import type { Route } from "./+types/itineraries";
import { createItineraryInput } from "~/lib/itinerary-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { requireApiUser } from "~/http/session.server";
import { createItinerary } from "~/services/itineraries.server";

/**
 * POST /api/itineraries {airport_loc_id, title, description, duration_days, trip_season,
 * trip_style, is_public, status, items?} — a signed-in user's itinerary, always created
 * as a draft; optional items (stops) are written in the same transaction. 201 with the itinerary (id …).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await readJsonBody(request).catch((e) => e);
  return jsonResponse(
    () => {
      if (body instanceof Error) throw body;
      return createItinerary(user, parseInput(createItineraryInput, body));
    },
    { status: 201 },
  );
}

export const loader = () => methodNotAllowed("POST");
