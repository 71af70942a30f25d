import type { Route } from "./+types/itineraries.$id.items.$itemId";
import { itemChangesInput } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { requireApiUser } from "~/http/session.server";
import { deleteItem, updateItem } from "~/services/itineraries.server";

/*
 *   PUT    /api/itineraries/{id}/items/{itemId}  change the fields sent (either spelling); the rest stay
 *   DELETE /api/itineraries/{id}/items/{itemId}
 * Admins and the itinerary's author.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("PUT, DELETE");
  const user = await requireApiUser(request);
  const body = request.method === "PUT" ? await readJsonBody(request).catch((e: unknown) => e) : undefined;
  return jsonResponse(() => {
    const id = parseInput(itemIdParam("Itinerary id"), params.id);
    const itemId = parseInput(itemIdParam("Item id"), params.itemId);
    if (request.method === "DELETE") {
      deleteItem(id, itemId, user);
      return { success: true };
    }
    if (body instanceof Error) throw body;
    return updateItem(id, itemId, user, parseInput(itemChangesInput, body));
  });
}

export const loader = () => methodNotAllowed("PUT, DELETE");
