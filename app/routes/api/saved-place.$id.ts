import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { perPlaceKind } from "~/http/saved-place-routes.server";
import { placeSavingCases } from "~/use-cases/saving.server";

/** DELETE /api/{activities|landmarks|lodging}/{id} — unsaves the place; 404 when this user has not saved it. */
const route = perPlaceKind((kind) =>
  jsonRoute({ DELETE: jsonDoor(placeSavingCases[kind].remove, { answer: () => ({ success: true }) }) }),
);

export const loader = route.loader;
export const action = route.action;
