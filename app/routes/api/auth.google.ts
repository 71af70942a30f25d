import { googleStartDoor } from "~/http/google-auth.server";
import { jsonRoute } from "~/http/json-door.server";

/** GET /api/auth/google — a browser navigation that starts Google sign-in (app/http/google-auth.server.ts). */
const route = jsonRoute({ GET: googleStartDoor });

export const loader = route.loader;
export const action = route.action;
