import type { Route } from "./+types/landmarks.$id";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { removeLandmark } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** DELETE /api/landmarks/{id} — unsaves the landmark; 404 when this user has not saved it. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const user = await requireApiUser(request);
  return jsonResponse(() => {
    removeLandmark(user.id, parseInput(itemIdParam("Landmark id"), params.id));
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("DELETE");
