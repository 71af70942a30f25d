import type { Route } from "./+types/itineraries.$key";
import { updateItineraryInput } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { getUser, requireApiUser } from "~/http/session.server";
import { itinerariesForAirport, updateItinerary } from "~/services/itineraries.server";

/*
 * One path shape, two calls, told apart by method (tools-admin §7):
 *   GET /api/itineraries/{airportLocId}  the airport's itineraries with their items:
 *                                        published ones; admins also drafts, authors their own
 *   PUT /api/itineraries/{id}            change an itinerary (admins and its author)
 */

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getUser(request);
  return jsonResponse(() => itinerariesForAirport(params.key, viewer));
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const user = await requireApiUser(request);
  const body = await readJsonBody(request).catch((e: unknown) => e);
  return jsonResponse(() => {
    if (body instanceof Error) throw body;
    return updateItinerary(
      parseInput(itemIdParam("Itinerary id"), params.key),
      user,
      parseInput(updateItineraryInput, body),
    );
  });
}
