import { SEASON_LABELS, STYLE_LABELS } from "./itinerary-labels";
import type { Itinerary } from "./itinerary-types";

/**
 * An itinerary's line of facts, as the airport page and the dashboard show it
 * (docs/product.md, "Itineraries"): '2 days · Fall · Cultural · about $250'.
 * What is not set is left out. Client-safe.
 */
export function itineraryFacts(
  it: Pick<Itinerary, "duration_days" | "trip_season" | "trip_style" | "estimated_cost">,
): string[] {
  return [
    `${it.duration_days} ${it.duration_days === 1 ? "day" : "days"}`,
    it.trip_season ? SEASON_LABELS[it.trip_season] : null,
    it.trip_style ? STYLE_LABELS[it.trip_style] : null,
    it.estimated_cost != null ? `about $${it.estimated_cost.toLocaleString("en-US")}` : null,
  ].filter((fact): fact is string => fact !== null);
}
