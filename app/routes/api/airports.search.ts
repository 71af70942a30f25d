import type { Route } from "./+types/airports.search";
import { searchRequest } from "~/lib/search-criteria";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { searchAirports } from "~/services/search.server";

/** POST /api/airports/search — the same schema and service as the home page's search. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    const { pageSize, ...criteria } = parseInput(searchRequest, await readJsonBody(request));
    return searchAirports(criteria, pageSize);
  });
}

export const loader = () => methodNotAllowed("POST");
