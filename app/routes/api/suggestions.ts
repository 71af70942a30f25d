import { triageItemJson } from "~/http/feedback-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { submitSuggestionCase, triageItemsCase } from "~/use-cases/feedback.server";

/**
 * GET /api/suggestions (admins) — bug reports, feature requests and place
 * suggestions, newest first. A place suggestion carries airport_loc_id; a
 * report carries title and priority (docs/decisions/0028-suggestions-api.md).
 * ?kind=report|place and ?status= narrow the list.
 * POST — a place suggestion when the body has airport_loc_id, else a bug report
 * or feature request; anyone; 201 {success, id, kind, status}.
 */
const route = jsonRoute({
  GET: jsonDoor(triageItemsCase, { answer: (items) => items.map(triageItemJson) }),
  POST: jsonDoor(submitSuggestionCase, {
    status: 201,
    answer: ({ kind, row }) => ({ success: true, id: row.id, kind, status: row.status }),
  }),
});

export const loader = route.loader;
export const action = route.action;
