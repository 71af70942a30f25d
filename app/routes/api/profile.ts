import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { updateProfileCase } from "~/use-cases/accounts.server";

/** PUT /api/profile {email, firstName, lastName} — the signed-in user's own profile; answers the user. */
const route = jsonRoute({ PUT: jsonDoor(updateProfileCase) });

export const loader = route.loader;
export const action = route.action;
