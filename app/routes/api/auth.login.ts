import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { signedInJson } from "~/http/session.server";
import { signInCase } from "~/use-cases/accounts.server";

/** POST /api/auth/login {email, password} — signs in (a new session's cookie) and answers the user. */
const route = jsonRoute({
  POST: jsonDoor(signInCase, { answer: (user, { request }) => signedInJson(request, user) }),
});

export const loader = route.loader;
export const action = route.action;
