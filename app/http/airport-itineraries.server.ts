import { mayEditItems } from "~/services/itineraries.server";
import { airportItinerariesCase } from "~/use-cases/itineraries.server";
import type { Caller } from "~/use-cases/use-case";

/**
 * The airport page's Suggested Itineraries (docs/product.md, "Itineraries"): the
 * use case of GET /api/itineraries/{airport} (published ones; admins every draft,
 * authors their own), which of them the viewer may edit the items of, and whether
 * to offer creating one (admins).
 */
export async function airportItineraries(caller: Caller, airport: { loc_id: string }, pageId: string) {
  const shown = await airportItinerariesCase.run({}, caller, { key: airport.loc_id });
  const itineraries = shown.map((it) => ({ ...it, editable: mayEditItems(it, caller.user) }));
  return { itineraries, isAdmin: !!caller.user?.isAdmin, airportId: pageId };
}
