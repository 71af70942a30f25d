import type { Route } from "./+types/auth.register";
import { signUpSchema } from "~/lib/account-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { signUp } from "~/services/accounts.server";
import { assertSameOrigin } from "~/http/csrf.server";
import { signInCookie } from "~/http/session.server";

/**
 * POST /api/auth/register {email, password, cf-turnstile-response} — creates the
 * account, signs it in and answers the user (spec §7). With Turnstile configured
 * the token is required here (the no-JS fallback is for the HTML form only).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    assertSameOrigin(request);
    const user = await signUp(request, parseInput(signUpSchema, await readJsonBody(request)));
    return Response.json(user, { status: 201, headers: { "Set-Cookie": await signInCookie(request, user.id) } });
  });
}

export const loader = () => methodNotAllowed("POST");
