import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { withJsonAnswer } from "~/http/json-answer-shape.server";
import { durationMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-meetup — Duration Match: the /tools page's use case; the contract answers results and pagination. */
const route = jsonRoute({
  POST: jsonDoor(withJsonAnswer(durationMatchCase, ({ results, pagination }) => ({ results, pagination }))),
});

export const loader = route.loader;
export const action = route.action;
