import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { midpointMatchCase } from "~/use-cases/search.server";

/** POST /api/tools/midpoint-match — Midpoint Match: the same schema and service as the /tools page. */
export const { loader, action, handle } = jsonRoute({ POST: jsonDoor(midpointMatchCase) });
