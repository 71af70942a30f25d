import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { durationMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-meetup — Duration Match: the same schema and service as the /tools page. */
export const { loader, action, handle } = jsonRoute({ POST: jsonDoor(durationMatchCase) });
