import type { Route } from "./+types/landmarks.check-batch";
import { landmarkBatchInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { checkLandmarks } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/landmarks/check-batch {landmarkIds[]} — {landmarks: {id: isSaved}} for the signed-in user; unknown ids are false. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => checkLandmarks(user.id, parseInput(landmarkBatchInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
