/**
 * Where a saved trip's route starts on My Trips: the pilot's default departure airport from the profile
 * ("home"), as the id routes use; null when none is set or it is no longer in the FAA data
 * (docs/decisions/0048-route-hand-off.md).
 */
import { canonicalId } from "~/lib/display";
import { findAirportByCode } from "~/models/airports.server";
import { preferencesOf } from "./accounts.server";

export function homeDepartureId(userId: number): string | null {
  const code = preferencesOf(userId).defaultDepartureAirport;
  const airport = code ? findAirportByCode(code) : undefined;
  return airport ? canonicalId(airport) : null;
}
