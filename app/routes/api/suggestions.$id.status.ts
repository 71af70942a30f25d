import { triageItemJson } from "~/http/feedback-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { setSuggestionStatusCase } from "~/use-cases/feedback.server";

/**
 * PATCH /api/suggestions/{id}/status {status, admin_notes?} — admins. pending,
 * approved or rejected moves a place suggestion; new, in_progress, resolved or
 * closed moves a report, within the status rules (409 otherwise;
 * docs/decisions/0028-suggestions-api.md).
 */
const route = jsonRoute({
  PATCH: jsonDoor(setSuggestionStatusCase, { answer: triageItemJson }),
});

export const loader = route.loader;
export const action = route.action;
