import { googleCallbackDoor } from "~/http/google-auth.server";
import { jsonRoute } from "~/http/json-door.server";

/** GET /api/auth/google/callback — where Google sends the browser back (app/http/google-auth.server.ts). */
const route = jsonRoute({ GET: googleCallbackDoor });

export const loader = route.loader;
export const action = route.action;
