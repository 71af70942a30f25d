import type { Route } from "./+types/airports.$locId";
import { jsonResponse } from "~/http/json-errors.server";
import { airportDetail } from "~/services/airport-detail.server";

/** GET /api/airports/{locId} — the airport with runways, remarks, activities and landmarks. */
export function loader({ params }: Route.LoaderArgs) {
  return jsonResponse(() => airportDetail(params.locId));
}
