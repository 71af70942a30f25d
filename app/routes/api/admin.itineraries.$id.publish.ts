import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { setPublishedCase } from "~/use-cases/itineraries.server";

/** POST /api/admin/itineraries/{id}/publish and …/unpublish (one module, two routes in app/routes.ts): toggles is_public. */
const route = jsonRoute({
  POST: jsonDoor(setPublishedCase, {
    from: ({ request }) => ({
      intent: new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/unpublish") ? "unpublish" : "publish",
    }),
  }),
});

export const loader = route.loader;
export const action = route.action;
