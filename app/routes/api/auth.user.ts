import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { currentUserCase } from "~/use-cases/accounts.server";

/** GET /api/auth/user — the signed-in user; 401 when signed out. */
const route = jsonRoute({
  GET: jsonDoor(currentUserCase, { headers: { "Cache-Control": "private, no-store" } }),
});

export const loader = route.loader;
export const action = route.action;
