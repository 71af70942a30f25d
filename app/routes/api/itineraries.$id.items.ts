import type { Route } from "./+types/itineraries.$id.items";
import { itemInput } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { getUser, requireApiUser } from "~/http/session.server";
import { addItem, deleteAllItems, itemsOf } from "~/services/itineraries.server";

/*
 *   GET    /api/itineraries/{id}/items  the items, by day then order position (404 for a draft the caller may not see)
 *   POST   /api/itineraries/{id}/items  add one: {item_type|type, name, …, day_number|day, order_index|orderPosition}
 *   DELETE /api/itineraries/{id}/items  remove them all
 * Writes: admins and the itinerary's author.
 */

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getUser(request);
  return jsonResponse(() => itemsOf(parseInput(itemIdParam("Itinerary id"), params.id), viewer));
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("GET, POST, DELETE");
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    return jsonResponse(() => deleteAllItems(parseInput(itemIdParam("Itinerary id"), params.id), user));
  }
  const body = await readJsonBody(request).catch((e: unknown) => e);
  return jsonResponse(
    () => {
      if (body instanceof Error) throw body;
      return addItem(parseInput(itemIdParam("Itinerary id"), params.id), user, parseInput(itemInput, body));
    },
    { status: 201 },
  );
}
