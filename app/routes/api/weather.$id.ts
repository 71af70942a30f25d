import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { stationWeatherCase } from "~/use-cases/airports.server";

/** GET /api/weather/{icaoOrLocId} — an array with the station's latest observation, or [] (docs/product.md, "Weather"). */
export const { loader, action, handle } = jsonRoute({ GET: jsonDoor(stationWeatherCase) });
