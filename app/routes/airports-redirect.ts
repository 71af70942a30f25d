import { redirect } from "react-router";
import type { Route } from "./+types/airports-redirect";

/** The spec's 'View on Site' path, /airports/{id}, is the airport page /airport/{id} (tools-admin §2). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/airport/${encodeURIComponent(params.id)}`, 301);
}
