/**
 * The search's query parameters in the order searchQuery writes them (app/lib/search-query.ts;
 * tests/unit/search-query.test.ts holds the two together). A module of its own, so that the
 * airport page, which needs only the names (app/lib/airport-page-links.ts), does not load the
 * search's query code (issue 23's JavaScript budget).
 */
export const SEARCH_PARAM_ORDER = [
  "departureAirport",
  "aircraftSpeed",
  "minDuration",
  "maxDuration",
  "minRunwayLength",
  "state",
  "runwaySurface",
  "airportUse",
  "walkingFood",
  "maxCrosswind",
  "fuel",
  "fuelGrade",
  "maxFuelPrice",
  "courtesyCar",
  "windRequired",
  "sort",
  "direction",
  "page",
] as const;
