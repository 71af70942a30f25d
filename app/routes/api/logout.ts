import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { signOutHeaders } from "~/http/session.server";
import { signOutCase } from "~/use-cases/accounts.server";

/** POST /api/logout — this browser's session ends. Never a GET: a link or an image must not sign anyone out. */
const route = jsonRoute({
  POST: jsonDoor(signOutCase, {
    answer: async (_, { request }) => Response.json({ success: true }, { headers: await signOutHeaders(request) }),
  }),
});

export const loader = route.loader;
export const action = route.action;
