import type { Route } from "./+types/suggestions.$id.status";
import { SUGGESTION_STATUSES, suggestionStatusSchema } from "~/lib/feedback-schemas";
import { readCappedJson, reportJson, suggestionJson } from "~/http/feedback-http.server";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { NotFound } from "~/services/errors.server";
import { setSuggestionStatus } from "~/services/feedback.server";
import type { ReportRow, SuggestionRow } from "~/models/feedback.server";

/**
 * PATCH /api/suggestions/{id}/status {status, admin_notes?} — admins. pending,
 * approved or rejected moves a place suggestion; new, in_progress, resolved or
 * closed moves a report, within the rules of tools-admin §4 (409 otherwise).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return jsonResponse(async () => {
    await requireApiAdmin(request);
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw new NotFound("Suggestion not found");
    const input = parseInput(suggestionStatusSchema, await readCappedJson(request));
    const row = setSuggestionStatus(id, input);
    return (SUGGESTION_STATUSES as readonly string[]).includes(input.status)
      ? { kind: "place", ...suggestionJson(row as SuggestionRow) }
      : { kind: "report", ...reportJson(row as ReportRow) };
  });
}

export const loader = () => methodNotAllowed("PATCH");
