import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { signOutHeaders } from "~/http/session.server";
import { signOutEverywhereCase } from "~/use-cases/accounts.server";

/**
 * DELETE /api/profile/sessions — "Sign out everywhere": every session of the
 * signed-in user ends, this one too (docs/decisions/0016-server-side-sessions.md).
 */
const route = jsonRoute({
  DELETE: jsonDoor(signOutEverywhereCase, {
    answer: async (_, { request }) => Response.json({ success: true }, { headers: await signOutHeaders(request) }),
  }),
});

export const loader = route.loader;
export const action = route.action;
