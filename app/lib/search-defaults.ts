import type { Preferences } from "./account-schemas";
import { DEFAULT_SPEED } from "./search-criteria";

/** The home form's values before any search, and what Clear Filters returns to, for everyone (docs/product.md, "Search"). */
export const STANDARD_SEARCH_DEFAULTS: Record<string, string | undefined> = {
  aircraftSpeed: String(DEFAULT_SPEED),
  runwaySurface: "improved",
  airportUse: "public",
};

/**
 * A signed-in pilot's saved search defaults as home form values (docs/product.md, "Search" and "Accounts").
 * Someone who never saved defaults gets the standard ones; someone who did gets
 * exactly what they saved (a cleared surface or use means Any), with 120 kt when
 * they left the speed empty, since a search needs one.
 */
export function searchFormDefaults(preferences: Preferences | null): Record<string, string | undefined> {
  if (!preferences) return STANDARD_SEARCH_DEFAULTS;
  const text = (v: string | number | null) => (v === null ? undefined : String(v));
  return {
    departureAirport: text(preferences.defaultDepartureAirport),
    aircraftSpeed: String(preferences.defaultAircraftSpeed ?? DEFAULT_SPEED),
    minDuration: text(preferences.defaultMinDuration),
    maxDuration: text(preferences.defaultMaxDuration),
    minRunwayLength: text(preferences.defaultMinRunwayLength),
    state: text(preferences.defaultState),
    runwaySurface: text(preferences.defaultRunwaySurface),
    airportUse: text(preferences.defaultAirportUse),
  };
}
