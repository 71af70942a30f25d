import type { Route } from "./+types/tools.midpoint-meetup";
import { durationMatchRequest } from "~/lib/meetup-criteria";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { durationMatch } from "~/services/meetup.server";

/** POST /api/tools/midpoint-meetup — Duration Match (spec §3, §7): the same schema and service as the /tools page. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return jsonResponse(async () => {
    const { pageSize, ...criteria } = parseInput(durationMatchRequest, await readJsonBody(request));
    const { results, pagination } = durationMatch(criteria, pageSize);
    return { results, pagination };
  });
}

export const loader = () => methodNotAllowed("POST");
