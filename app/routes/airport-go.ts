import { redirect } from "react-router";
import type { Route } from "./+types/airport-go";
import { normalizeAirportCode } from "~/lib/display";

/** The nav's airport-id box without JavaScript: GET /airport?id=sts → /airport/STS. */
export function loader({ request }: Route.LoaderArgs) {
  const id = normalizeAirportCode(new URL(request.url).searchParams.get("id") ?? "");
  return redirect(id ? `/airport/${encodeURIComponent(id)}` : "/");
}
