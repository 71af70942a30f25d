import type { Route } from "./+types/landmarks.save";
import { saveLandmarkInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { saveLandmark } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/landmarks/save {landmarkId} — saves the landmark (idempotent) and answers the saved landmark; 404 for an unknown landmark. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => saveLandmark(user.id, parseInput(saveLandmarkInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
