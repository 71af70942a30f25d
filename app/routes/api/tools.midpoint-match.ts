import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { midpointMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-match — Midpoint Match: the same schema and service as the /tools page. */
const route = jsonRoute({ POST: jsonDoor(midpointMatchCase) });

export const loader = route.loader;
export const action = route.action;
