import type { Route } from "./+types/activities.$activityId";
import { itemIdParam } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { removeActivity } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** DELETE /api/activities/{activityId} — unsaves the activity; 404 when this user has not saved it. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const user = await requireApiUser(request);
  return jsonResponse(() => {
    removeActivity(user.id, parseInput(itemIdParam("Activity id"), params.activityId));
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("DELETE");
