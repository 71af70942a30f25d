import type { Route } from "./+types/admin.itineraries.$id.items";
import { itemInput } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { addItem } from "~/services/itineraries.server";

/** POST /api/admin/itineraries/{id}/items: one stop (the spec's one call per stop); 201 with the item. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const admin = await requireApiAdmin(request);
  const body = await readJsonBody(request).catch((e: unknown) => e);
  return jsonResponse(
    () => {
      if (body instanceof Error) throw body;
      return addItem(parseInput(itemIdParam("Itinerary id"), params.id), admin, parseInput(itemInput, body));
    },
    { status: 201 },
  );
}

export const loader = () => methodNotAllowed("POST");
