import { checkHealth } from "~/services/health.server";

/** GET /healthz — JSON readiness for load balancers and monitors; 503 when not ready (README "Health and logs"). */
export function loader() {
  const health = checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
