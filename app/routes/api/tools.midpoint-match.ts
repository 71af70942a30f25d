import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { withJsonAnswer } from "~/http/json-answer-shape.server";
import { midpointMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-match — Midpoint Match: the /tools page's use case; the contract answers results, pagination and the search radius. */
const route = jsonRoute({
  POST: jsonDoor(
    withJsonAnswer(midpointMatchCase, ({ results, pagination, searchRadius }) => ({
      results,
      pagination,
      searchRadius,
    })),
  ),
});

export const loader = route.loader;
export const action = route.action;
