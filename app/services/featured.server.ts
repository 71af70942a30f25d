import { findAirportByCode } from "~/models/airports.server";
import { displayName } from "~/lib/display";

/** Spec §2: six fixed destinations — Santa Rosa, Santa Barbara, Page, Mackinac Island, Sedona, Wakefield. */
export const FEATURED_CODES = ["STS", "SBA", "PGA", "MCD", "SEZ", "AKQ"] as const;

export interface FeaturedDestination {
  id: string;
  name: string;
  city: string;
  state: string | null;
  photoUrl: string | null;
}

export function featuredDestinations(): FeaturedDestination[] {
  return FEATURED_CODES.flatMap((code) => {
    const a = findAirportByCode(code);
    if (!a) return [];
    return [{ id: a.icaoId || a.locId, name: displayName(a.name), city: displayName(a.city), state: a.state, photoUrl: null }];
  });
}
