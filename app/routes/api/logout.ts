import type { Route } from "./+types/logout";
import { methodNotAllowed } from "~/http/json-errors.server";
import { assertSameOrigin } from "~/http/csrf.server";
import { signOutCookie } from "~/http/session.server";

/** POST /api/logout — clears the session (spec §7). Never a GET: a link or an image must not sign anyone out. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    assertSameOrigin(request);
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  return Response.json({ success: true }, { headers: { "Set-Cookie": await signOutCookie(request) } });
}

export const loader = () => methodNotAllowed("POST");
