import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { durationMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-meetup — Duration Match: the same schema and service as the /tools page. */
const route = jsonRoute({ POST: jsonDoor(durationMatchCase) });

export const loader = route.loader;
export const action = route.action;
