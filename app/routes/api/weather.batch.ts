import type { Route } from "./+types/weather.batch";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { weatherBatchRequest, weatherForIds } from "~/services/weather.server";

/** POST /api/weather/batch {icaoIds} — map of 4-character id → observation (spec §7); ids without a report are left out. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    const { icaoIds } = parseInput(weatherBatchRequest, await readJsonBody(request));
    return weatherForIds(icaoIds);
  });
}

export const loader = () => methodNotAllowed("POST");
