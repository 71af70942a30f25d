import type { Route } from "./+types/analytics.event";
import { assertSameOrigin } from "~/http/csrf.server";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { pageViewFacts } from "~/http/page-view-request.server";
import { pageViewEvent } from "~/lib/page-views";
import { recordPageView } from "~/services/page-views.server";

/**
 * POST /api/analytics/event {route, departure?} — a client-side navigation,
 * sent by navigator.sendBeacon (app/components/page-view-beacon.tsx). 204;
 * a bot's is ignored. Same-origin only.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  assertSameOrigin(request);
  const answer = await jsonResponse(async () => {
    const event = parseInput(pageViewEvent, await readJsonBody(request));
    recordPageView({ ...pageViewFacts(request), route: event.route, departure: event.departure ?? null });
    return null;
  });
  return answer.ok ? new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }) : answer;
}

export const loader = () => methodNotAllowed("POST");
