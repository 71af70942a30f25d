import type { Route } from "./+types/contact-submissions";
import { contactSchema } from "~/lib/feedback-schemas";
import { contactJson, originOf, readCappedJson } from "~/http/feedback-http.server";
import { jsonResponse, methodNotAllowed, parseInput } from "~/http/json-errors.server";
import { getUser, requireApiAdmin } from "~/http/session.server";
import { contactMessages, submitContact } from "~/services/feedback.server";

/** GET /api/contact-submissions (admins; ?status=) — the messages, newest first (tools-admin §7). */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonResponse(async () => {
    await requireApiAdmin(request);
    return contactMessages(new URL(request.url).searchParams.get("status")).map(contactJson);
  });
}

/** POST /api/contact-submissions {name, email, message, cf-turnstile-response} — anyone; 201 {success, id}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET", "POST");
  return jsonResponse(async () => {
    const user = await getUser(request);
    const input = parseInput(contactSchema, await readCappedJson(request));
    const row = await submitContact(input, { request, userId: user?.id, origin: originOf(request) });
    return Response.json({ success: true, id: row.id, status: row.status }, { status: 201 });
  });
}
