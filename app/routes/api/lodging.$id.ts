import type { Route } from "./+types/lodging.$id";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { removeLodging } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** DELETE /api/lodging/{id} — unsaves the lodging; 404 when this user has not saved it. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const user = await requireApiUser(request);
  return jsonResponse(() => {
    removeLodging(user.id, parseInput(itemIdParam("Lodging id"), params.id));
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("DELETE");
