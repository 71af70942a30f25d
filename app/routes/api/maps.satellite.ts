import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { satelliteImageCase } from "~/use-cases/airports.server";

/** GET /api/maps/satellite?lat&lng&zoom=13&size=1200x300 — {url} of a satellite picture (404 when pictures are turned off). */
const route = jsonRoute({ GET: jsonDoor(satelliteImageCase) });

export const loader = route.loader;
export const action = route.action;
