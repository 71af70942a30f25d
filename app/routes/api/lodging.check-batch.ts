import type { Route } from "./+types/lodging.check-batch";
import { lodgingBatchInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { checkLodging } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/lodging/check-batch {lodgingIds[]} — {lodging: {id: isSaved}} for the signed-in user; unknown ids are false. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => checkLodging(user.id, parseInput(lodgingBatchInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
