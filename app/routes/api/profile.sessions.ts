import type { Route } from "./+types/profile.sessions";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { requireApiUser, signOutEverywhereCookie } from "~/http/session.server";

/**
 * DELETE /api/profile/sessions — "Sign out everywhere": every session of the
 * signed-in user ends, this one too (docs/decisions/0016-server-side-sessions.md).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  return jsonResponse(async () => {
    const user = await requireApiUser(request);
    return Response.json({ success: true }, { headers: { "Set-Cookie": await signOutEverywhereCookie(user.id) } });
  });
}

export const loader = () => methodNotAllowed("DELETE");
