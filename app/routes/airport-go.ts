import { redirect } from "react-router";
import type { Route } from "./+types/airport-go";

/** The nav's airport-id box without JavaScript: GET /airport?id=sts → /airport/STS. */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id")?.trim().toUpperCase();
  return redirect(id ? `/airport/${encodeURIComponent(id)}` : "/");
}
