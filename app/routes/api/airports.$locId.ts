import type { Route } from "./+types/airports.$locId";
import { jsonResponse } from "~/http/json-errors.server";
import { airportDetail } from "~/services/airport-detail.server";
import { airportWindReport } from "~/services/airport-wind.server";
import { weatherForAirport } from "~/services/weather.server";

/**
 * GET /api/airports/{locId} — the airport with runways, remarks, activities and landmarks, plus
 * `wind`: runway wind components and density altitude from the weather the page shows (null when no station reports).
 */
export async function loader({ params }: Route.LoaderArgs) {
  return jsonResponse(async () => {
    const airport = airportDetail(params.locId);
    return { ...airport, wind: airportWindReport(airport, await weatherForAirport(airport)) };
  });
}
