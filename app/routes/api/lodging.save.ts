import type { Route } from "./+types/lodging.save";
import { saveLodgingInput } from "~/lib/saved-items";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { saveLodging } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/lodging/save {lodgingId} — saves the lodging (idempotent) and answers the saved lodging; 404 for an unknown one. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  return jsonResponse(async () => saveLodging(user.id, parseInput(saveLodgingInput, await readJsonBody(request))));
}

export const loader = () => methodNotAllowed("POST");
