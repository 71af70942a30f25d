import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { botCheckConfigCase } from "~/use-cases/accounts.server";

/** GET /api/turnstile/config — {siteKey, enabled} of the bot-check widget; siteKey null when the check is off. */
const route = jsonRoute({ GET: jsonDoor(botCheckConfigCase) });

export const loader = route.loader;
export const action = route.action;
