import type { SearchCriteria } from "./search-criteria";
import { SEARCH_PARAM_ORDER } from "./search-param-order";

/**
 * The search's constants and its query string, without its schema (app/lib/search-criteria.ts):
 * the home page and the form fields load this, and zod stays out of the browser's public pages
 * (issue 23).
 */

export const SEARCH_PAGE_SIZE = 50;
export const DEFAULT_SPEED = 120;
export const SORT_KEYS = ["distance", "time", "runway", "fuel_price"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The highest price per gallon the price filter takes (the field reports' own upper bound). */
export const MAX_FUEL_PRICE = 30;

/** Cruise speeds a search takes, knots (docs/product.md, Search). The form's min/max attributes use the same. */
export const SEARCH_SPEED_KNOTS = { min: 50, max: 500 } as const;

export { SEARCH_PARAM_ORDER } from "./search-param-order";

/**
 * What the search form sends, in searchQuery's order and without the fields left empty: for a
 * search as typed, the address the server answers at once instead of redirecting to it, so that
 * with JavaScript a search is one round trip, not two (on one bar of signal, a second or more).
 * A value the server writes otherwise still gets its redirect.
 */
export function filledSearchQuery(form: FormData): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const raw = form.get(key);
    // The airport as the schema writes it (app/lib/search-criteria.ts): typed before the page's script ran, it is still lower case.
    const value = typeof raw === "string" ? (key === "departureAirport" ? raw.trim().toUpperCase() : raw.trim()) : "";
    if (value !== "") q.set(key, value);
  }
  return q;
}

/** The query string of a search, in the spec's names; `page` only above 1, defaults left out. */
export function searchQuery(c: Partial<SearchCriteria>): URLSearchParams {
  const q = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== "") q.set(key, String(value));
  };
  put("departureAirport", c.departureAirport);
  put("aircraftSpeed", c.aircraftSpeed);
  put("minDuration", c.minDuration);
  put("maxDuration", c.maxDuration);
  put("minRunwayLength", c.minRunwayLength);
  put("state", c.state);
  put("runwaySurface", c.runwaySurface);
  put("airportUse", c.airportUse);
  if (c.walkingFood) put("walkingFood", 1);
  put("maxCrosswind", c.maxCrosswind);
  put("fuel", c.fuel);
  put("fuelGrade", c.fuelGrade);
  put("maxFuelPrice", c.maxFuelPrice);
  if (c.courtesyCar) put("courtesyCar", "true");
  if (c.windRequired && c.maxCrosswind != null) put("windRequired", 1);
  if (c.sort && c.sort !== "distance") put("sort", c.sort);
  if (c.direction && c.direction !== "asc") put("direction", c.direction);
  if (c.page && c.page > 1) put("page", c.page);
  return q;
}
