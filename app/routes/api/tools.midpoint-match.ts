import type { Route } from "./+types/tools.midpoint-match";
import { midpointMatchRequest } from "~/lib/meetup-criteria";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { midpointMatch } from "~/services/meetup.server";

/** POST /api/tools/midpoint-match — Midpoint Match (spec §3, §7): the same schema and service as the /tools page. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    const { pageSize, ...criteria } = parseInput(midpointMatchRequest, await readJsonBody(request));
    const { results, pagination, searchRadius } = midpointMatch(criteria, pageSize);
    return { results, pagination, searchRadius };
  });
}

export const loader = () => methodNotAllowed("POST");
