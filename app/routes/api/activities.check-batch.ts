import type { Route } from "./+types/activities.check-batch";
import { activityBatchInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { checkActivities } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/activities/check-batch {activityIds[]} — {activities: {id: isSaved}} for the signed-in user; unknown ids are false. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () =>
    checkActivities(user.id, parseInput(activityBatchInput, await readJsonBody(request))),
  );
}

export const loader = () => methodNotAllowed("POST");
