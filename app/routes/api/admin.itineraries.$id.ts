import type { Route } from "./+types/admin.itineraries.$id";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { deleteItinerary } from "~/services/itineraries.server";

/** DELETE /api/admin/itineraries/{id}: the itinerary and its items. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const admin = await requireApiAdmin(request);
  return jsonResponse(() => {
    deleteItinerary(parseInput(itemIdParam("Itinerary id"), params.id), admin);
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("DELETE");
