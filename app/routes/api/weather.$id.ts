import type { Route } from "./+types/weather.$id";
import { jsonResponse } from "~/http/json-errors.server";
import { weatherForStation } from "~/services/weather.server";

/** GET /api/weather/{icaoOrLocId} — an array with the station's latest observation, or [] (spec §7). */
export function loader({ params }: Route.LoaderArgs) {
  return jsonResponse(() => weatherForStation(params.id));
}
