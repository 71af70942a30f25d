import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { airportDetailCase } from "~/use-cases/airports.server";
import { PUBLIC_ANSWER } from "~/http/cache-policy.server";

/**
 * GET /api/airports/{locId} — the airport with runways, remarks, activities and landmarks, plus
 * `wind`: runway wind components and density altitude from the weather the page shows (null when no station reports).
 */
const route = jsonRoute({ GET: jsonDoor(airportDetailCase, { headers: PUBLIC_ANSWER }) });

export const loader = route.loader;
export const action = route.action;
