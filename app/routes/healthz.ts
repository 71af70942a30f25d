import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { healthCase } from "~/use-cases/operations.server";

/** GET /healthz — JSON readiness for load balancers and monitors; 503 when not ready (README "Health and logs"). */
const route = jsonRoute({
  GET: jsonDoor(healthCase, {
    answer: (health) =>
      Response.json(health, {
        status: health.status === "ok" ? 200 : 503,
        headers: { "Cache-Control": "no-store" },
      }),
  }),
});

export const loader = route.loader;
export const action = route.action;
