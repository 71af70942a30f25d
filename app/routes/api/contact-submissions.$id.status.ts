import { contactJson } from "~/http/feedback-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { setContactStatusCase } from "~/use-cases/feedback.server";

/** PATCH /api/contact-submissions/{id}/status {status} — admins: in_progress, resolved or closed. */
const route = jsonRoute({
  PATCH: jsonDoor(setContactStatusCase, { answer: contactJson }),
});

export const loader = route.loader;
export const action = route.action;
