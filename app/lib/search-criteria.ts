import { z } from "zod";
import { STATE_CODES } from "./us-states";
import { FUEL_FILTER_VALUES, fuelChoiceError } from "./fuel";

import { MAX_FUEL_PRICE, SEARCH_PAGE_SIZE, SEARCH_SPEED_KNOTS, SORT_KEYS } from "./search-query";

export {
  DEFAULT_SPEED,
  MAX_FUEL_PRICE,
  SEARCH_PAGE_SIZE,
  SEARCH_SPEED_KNOTS,
  SORT_KEYS,
  searchQuery,
  type SortKey,
} from "./search-query";

/** 'Any' / 'All States' arrive as an empty value and mean "no filter". */
const anyMeansNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === "any" || value === "Any" ? undefined : value), schema.optional());

export const notBelowZero = (what: string) =>
  z.number({ error: `${what} must be a number` }).min(0, `${what} must be 0 or more`);

export const aircraftSpeed = z
  .number({ error: `Speed must be at least ${SEARCH_SPEED_KNOTS.min} knots` })
  .min(SEARCH_SPEED_KNOTS.min, `Speed must be at least ${SEARCH_SPEED_KNOTS.min} knots`)
  .max(SEARCH_SPEED_KNOTS.max, `Speed must be at most ${SEARCH_SPEED_KNOTS.max} knots`);

export const runwaySurfaceChoice = z.enum(["improved", "unimproved"], {
  error: "Surface must be improved or unimproved",
});
export const airportUseChoice = z.enum(["public", "private"], { error: "Airport use must be public or private" });

export const airportCode = z
  .string({ error: "Airport code must be at least 3 characters" })
  .trim()
  .toUpperCase()
  .min(3, "Airport code must be at least 3 characters")
  .max(4, "Airport code must be at most 4 characters");

/** A checkbox: '1' / 'on' / true checked; absent unchecked. */
const checkbox = z.preprocess((v) => v === true || v === "1" || v === "on" || v === "true", z.boolean());

/** The pilot's crosswind limit (issue 13): keeps airports whose best runway is within it under the current wind (docs/decisions/0037). */
const windCriteria = {
  maxCrosswind: z
    .number({ error: "Max crosswind must be a number" })
    .min(0, "Max crosswind must be 0 or more")
    .max(99, "Max crosswind must be at most 99 knots")
    .optional(),
  /** Drop airports without a current wind report instead of keeping them marked unknown. */
  windRequired: checkbox.optional(),
  /** Sells this fuel (issue 13): offered only when the loaded FAA data lists fuel. */
  fuel: anyMeansNone(z.enum(FUEL_FILTER_VALUES, { error: fuelChoiceError("Fuel") })),
};

/**
 * What pilots reported (docs/decisions/0083-field-reports-in-search.md): the grade whose price the results show
 * and sort by (100LL when none), a price limit that only prices seen within 30 days meet, a courtesy car.
 */
const fieldReportCriteria = {
  fuelGrade: anyMeansNone(z.enum(FUEL_FILTER_VALUES, { error: fuelChoiceError("Fuel grade") })),
  maxFuelPrice: z
    .number({ error: "Max fuel price must be a number" })
    .min(0, "Max fuel price must be 0 or more")
    .max(MAX_FUEL_PRICE, `Max fuel price must be at most ${MAX_FUEL_PRICE} USD`)
    .optional(),
  courtesyCar: checkbox.optional(),
};

/** The search's fields, one rule each; searchCriteria adds the rule between two of them. */
const searchFields = z.object({
  departureAirport: airportCode,
  aircraftSpeed,
  minDuration: notBelowZero("Min duration").optional(),
  maxDuration: notBelowZero("Max duration").optional(),
  minRunwayLength: notBelowZero("Min runway length").optional(),
  state: anyMeansNone(z.enum(STATE_CODES, { error: "Choose a US state" })),
  runwaySurface: anyMeansNone(runwaySurfaceChoice),
  airportUse: anyMeansNone(airportUseChoice),
  /** Not in the spec: only airports with a restaurant within walking distance (1 NM). Query string walkingFood=1; JSON true. */
  walkingFood: checkbox.optional(),
  ...windCriteria,
  ...fieldReportCriteria,
  sort: z.enum(SORT_KEYS).default("distance").catch("distance"),
  direction: z.enum(["asc", "desc"]).default("asc").catch("asc"),
  page: z.number().int().min(1).default(1).catch(1),
});

/**
 * Search criteria (docs/product.md, "Search"). One schema for the home page's GET form
 * (through conform, which turns form strings into numbers) and for the JSON
 * call POST /api/airports/search.
 */
export const searchCriteria = searchFields.refine(
  (c) => c.minDuration == null || c.maxDuration == null || c.maxDuration >= c.minDuration,
  {
    path: ["maxDuration"],
    message: "Max duration must be at least the min duration",
  },
);

export type SearchCriteria = z.output<typeof searchCriteria>;

/**
 * The airport page's query when it was opened from the results
 * (`/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120`): the
 * search's own departure and speed rules. A value that breaks them is left
 * out, and the page then shows no trip (but still the way back).
 */
export const airportPageQuery = z.object({
  from: z.literal("search").optional().catch(undefined),
  departureAirport: searchFields.shape.departureAirport.optional().catch(undefined),
  aircraftSpeed: searchFields.shape.aircraftSpeed.optional().catch(undefined),
});
export type AirportPageQuery = z.output<typeof airportPageQuery>;

/** The JSON call also takes a page size (spec default 50). */
export const searchRequest = z
  .object({ pageSize: z.number().int().min(1).max(200).default(SEARCH_PAGE_SIZE).catch(SEARCH_PAGE_SIZE) })
  .and(searchCriteria);
