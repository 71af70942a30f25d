import type { Route } from "./+types/suggestions";
import { placeSuggestionSchema, reportSchema } from "~/lib/feedback-schemas";
import { originOf, readCappedJson, reportJson, suggestionJson } from "~/http/feedback-http.server";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { getUser, requireApiAdmin } from "~/http/session.server";
import { placeSuggestions, reports, submitPlaceSuggestion, submitReport } from "~/services/feedback.server";

/**
 * GET /api/suggestions (admins) — bug reports, feature requests and place
 * suggestions, newest first. A place suggestion carries airport_loc_id; a
 * report carries title and priority (docs/decisions/0028-suggestions-api.md). ?kind=report|place
 * and ?status= narrow the list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonResponse(async () => {
    await requireApiAdmin(request);
    const query = new URL(request.url).searchParams;
    const kind = query.get("kind");
    const status = query.get("status");
    const items = [
      ...(kind === "place"
        ? []
        : reports(status).map((r) => ({ kind: "report" as const, ...reportJson(r), at: r.createdAt }))),
      ...(kind === "report"
        ? []
        : placeSuggestions(status).map((s) => ({ kind: "place" as const, ...suggestionJson(s), at: s.submittedAt }))),
    ];
    return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map(({ at: _at, ...item }) => item);
  });
}

/** POST /api/suggestions — a place suggestion when the body has airport_loc_id, else a bug report or feature request; 201. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET", "POST");
  return jsonResponse(async () => {
    const user = await getUser(request);
    const body = await readCappedJson(request);
    const ctx = { request, userId: user?.id, origin: originOf(request) };
    if ("airport_loc_id" in body) {
      const row = await submitPlaceSuggestion(parseInput(placeSuggestionSchema, body), ctx);
      return Response.json({ success: true, id: row.id, kind: "place", status: row.status }, { status: 201 });
    }
    const row = await submitReport(parseInput(reportSchema, body), ctx);
    return Response.json({ success: true, id: row.id, kind: "report", status: row.status }, { status: 201 });
  });
}
