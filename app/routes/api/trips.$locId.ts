import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { removeTripCase } from "~/use-cases/saving.server";

/** DELETE /api/trips/{locId} — removes the airport from the user's trips; 404 when it is not saved. */
const route = jsonRoute({
  DELETE: jsonDoor(removeTripCase, { answer: () => ({ success: true }) }),
});

export const loader = route.loader;
export const action = route.action;
