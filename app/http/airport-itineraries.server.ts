import { getUser } from "./session.server";
import { itinerariesForAirport, mayEditItems } from "~/services/itineraries.server";

/**
 * The airport page's Suggested Itineraries (tools-admin §2): what the viewer
 * may see (published ones; admins every draft, authors their own), which of
 * them they may edit the items of, and whether to offer creating one (admins).
 */
export async function airportItineraries(request: Request, airport: { loc_id: string }, pageId: string) {
  const viewer = await getUser(request);
  const itineraries = itinerariesForAirport(airport.loc_id, viewer).map((it) => ({
    ...it,
    editable: mayEditItems(it, viewer),
  }));
  return { itineraries, isAdmin: !!viewer?.isAdmin, airportId: pageId };
}
