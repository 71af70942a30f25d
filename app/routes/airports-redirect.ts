import { redirect } from "react-router";
import type { Route } from "./+types/airports-redirect";

/** The dashboard's 'View on Site' path, /airports/{id}, is the airport page /airport/{id} (docs/product.md, "Itineraries"). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/airport/${encodeURIComponent(params.id)}`, 301);
}
