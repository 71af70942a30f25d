import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { restaurantsNearCase } from "~/use-cases/airports.server";
import { placeSavingCases } from "~/use-cases/saving.server";
import { PUBLIC_ANSWER } from "~/http/cache-policy.server";

/*
 * One path shape, two calls, told apart by method (docs/decisions/0011-saved-items.md):
 *   GET    /api/restaurants/{locId}  the restaurants near an airport (public), nearest first
 *   DELETE /api/restaurants/{id}     unsave a restaurant (signed in), like DELETE /api/landmarks/{id}
 */
const route = jsonRoute({
  GET: jsonDoor(restaurantsNearCase, { headers: PUBLIC_ANSWER }),
  DELETE: jsonDoor(placeSavingCases.restaurant.remove, { answer: () => ({ success: true }) }),
});

export const loader = route.loader;
export const action = route.action;
