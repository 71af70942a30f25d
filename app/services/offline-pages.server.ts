import { canonicalId } from "~/lib/display";
import { savedTrips } from "./saving.server";

/**
 * The pages the service worker keeps for a signed-in pilot (docs/decisions/0087-offline-pages.md):
 * My Trips, every saved airport's card in one, and each saved airport's page and card.
 */
export function offlinePagesOf(userId: number): { pages: string[] } {
  const pages = ["/trips", "/trips/kneeboard"];
  for (const trip of savedTrips(userId)) {
    const path = `/airport/${encodeURIComponent(canonicalId({ icao_id: trip.icao_id, loc_id: trip.airportLocId }))}`;
    pages.push(path, `${path}/kneeboard`);
  }
  return { pages };
}
