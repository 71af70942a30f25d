import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { pageViewHeaders } from "~/http/page-view-request.server";
import { readJsonInput } from "~/http/request-input.server";
import { recordPageViewCase } from "~/use-cases/page-views.server";

/**
 * POST /api/analytics/event {route, departure?} — a client-side navigation,
 * sent by navigator.sendBeacon (app/components/page-view-beacon.tsx). 204;
 * a bot's is ignored. Same-origin only.
 */
const route = jsonRoute({
  POST: jsonDoor(recordPageViewCase, {
    from: async ({ request }) => ({
      ...(await readJsonInput(request, recordPageViewCase.limits)),
      ...pageViewHeaders(request),
    }),
    answer: () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }),
  }),
});

export const loader = route.loader;
export const action = route.action;
