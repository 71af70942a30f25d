import type { Route } from "./+types/admin.itineraries.$id.publish";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { setPublished } from "~/services/itineraries.server";

/** POST /api/admin/itineraries/{id}/publish and …/unpublish (one module, two routes): toggles is_public. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const admin = await requireApiAdmin(request);
  const publish = !new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/unpublish");
  return jsonResponse(() => setPublished(parseInput(itemIdParam("Itinerary id"), params.id), admin, publish));
}

export const loader = () => methodNotAllowed("POST");
