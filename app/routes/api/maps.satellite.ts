import type { Route } from "./+types/maps.satellite";
import { jsonResponse, parseInput } from "~/http/json-errors.server";
import { NotFound } from "~/services/errors.server";
import { satelliteImageUrl, satelliteRequest } from "~/services/satellite.server";

/** GET /api/maps/satellite?lat&lng&zoom=13&size=1200x300 — {url} of a satellite picture (404 when pictures are turned off). */
export function loader({ request }: Route.LoaderArgs) {
  return jsonResponse(() => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const url = satelliteImageUrl(parseInput(satelliteRequest, query));
    if (!url) throw new NotFound("No satellite imagery is configured");
    return { url };
  });
}
