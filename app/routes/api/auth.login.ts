import type { Route } from "./+types/auth.login";
import { signInSchema } from "~/lib/account-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { signIn } from "~/services/accounts.server";
import { assertSameOrigin } from "~/http/csrf.server";
import { signInCookie } from "~/http/session.server";

/** POST /api/auth/login {email, password} — signs in (session cookie) and answers the user (spec §7). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    assertSameOrigin(request);
    const user = await signIn(request, parseInput(signInSchema, await readJsonBody(request)));
    return Response.json(user, { headers: { "Set-Cookie": await signInCookie(request, user.id) } });
  });
}

export const loader = () => methodNotAllowed("POST");
