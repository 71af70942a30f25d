import type { Route } from "./+types/activities.save";
import { saveActivityInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { saveActivity } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/activities/save {activityId, airportLocId} — saves the activity (idempotent) and answers the saved activity; 404 for an unknown activity. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => saveActivity(user.id, parseInput(saveActivityInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
