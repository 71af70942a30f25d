import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { weatherBatchCase } from "~/use-cases/search.server";

/** POST /api/weather/batch {icaoIds} — map of 4-character id → observation; ids without a report are left out. */
const route = jsonRoute({ POST: jsonDoor(weatherBatchCase) });

export const loader = route.loader;
export const action = route.action;
