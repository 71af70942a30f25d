import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { changePasswordCase } from "~/use-cases/accounts.server";

/** PUT /api/profile/password {currentPassword, newPassword} — the signed-in user's own password; every other session of the user ends. */
const route = jsonRoute({
  PUT: jsonDoor(changePasswordCase, { answer: () => ({ success: true }) }),
});

export const loader = route.loader;
export const action = route.action;
