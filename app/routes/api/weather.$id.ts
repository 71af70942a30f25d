import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { stationWeatherCase } from "~/use-cases/airports.server";
import { PUBLIC_ANSWER } from "~/http/cache-policy.server";

/** GET /api/weather/{icaoOrLocId} — an array with the station's latest observation, or [] (docs/product.md, "Weather"). */
const route = jsonRoute({ GET: jsonDoor(stationWeatherCase, { headers: PUBLIC_ANSWER }) });

export const loader = route.loader;
export const action = route.action;
