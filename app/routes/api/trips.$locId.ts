import type { Route } from "./+types/trips.$locId";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { removeTrip } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** DELETE /api/trips/{locId} — removes the airport from the user's trips; 404 when it is not saved. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const user = await requireApiUser(request);
  return jsonResponse(() => {
    removeTrip(user.id, params.locId);
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("DELETE");
