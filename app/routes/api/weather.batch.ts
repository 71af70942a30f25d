import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { weatherBatchCase } from "~/use-cases/search.server";

/** POST /api/weather/batch {icaoIds} — map of 4-character id → observation; ids without a report are left out. */
export const { loader, action, handle } = jsonRoute({ POST: jsonDoor(weatherBatchCase) });
