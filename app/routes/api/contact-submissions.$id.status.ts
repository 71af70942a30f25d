import type { Route } from "./+types/contact-submissions.$id.status";
import { contactStatusSchema } from "~/lib/feedback-schemas";
import { contactJson, readCappedJson } from "~/http/feedback-http.server";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { NotFound } from "~/services/errors.server";
import { setContactStatus } from "~/services/feedback.server";

/** PATCH /api/contact-submissions/{id}/status {status} — admins: in_progress, resolved or closed (tools-admin §4). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return jsonResponse(async () => {
    await requireApiAdmin(request);
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw new NotFound("Contact message not found");
    return contactJson(setContactStatus(id, parseInput(contactStatusSchema, await readCappedJson(request)).status));
  });
}

export const loader = () => methodNotAllowed("PATCH");
