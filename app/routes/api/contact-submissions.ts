import { contactJson } from "~/http/feedback-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { contactMessagesCase, submitContactCase } from "~/use-cases/feedback.server";

/**
 * GET /api/contact-submissions (admins; ?status=) — the messages, newest first.
 * POST {name, email, message, cf-turnstile-response} — anyone; 201 {success, id, status}.
 */
const route = jsonRoute({
  GET: jsonDoor(contactMessagesCase, { answer: ({ items }) => items.map(contactJson) }),
  POST: jsonDoor(submitContactCase, {
    status: 201,
    answer: (row) => ({ success: true, id: row.id, status: row.status }),
  }),
});

export const loader = route.loader;
export const action = route.action;
