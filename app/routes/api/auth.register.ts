import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { signedInJson } from "~/http/session.server";
import { signUpCase } from "~/use-cases/accounts.server";

/**
 * POST /api/auth/register {email, password, cf-turnstile-response} — creates the
 * account, signs it in and answers the user (201). With the bot check configured
 * the token is required here: the no-JavaScript fallback is the HTML form's only
 * (docs/decisions/0013-auth-and-bot-check.md).
 */
const route = jsonRoute({
  POST: jsonDoor(signUpCase, { answer: (user, { request }) => signedInJson(request, user, 201) }),
});

export const loader = route.loader;
export const action = route.action;
