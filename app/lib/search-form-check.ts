import { FUEL_FILTER_VALUES, fuelChoiceError } from "./fuel";
import { MAX_FUEL_PRICE, SEARCH_SPEED_KNOTS } from "./search-query";
import { STATE_CODES } from "./us-states";

/**
 * The search form's rules as the browser checks them as you type (issue 23): the rules and
 * words of `searchCriteria` (app/lib/search-criteria.ts), which the server still parses with,
 * written out without zod so that the home page does not load it. The two are held equal by
 * tests/unit/search-form-check.test.ts, field by field and value by value.
 *
 * `values` is the form as conform reads it (strings, an empty field as ""); the answer is each
 * field's messages, or null when the search is good.
 */
export function searchFormErrors(values: Record<string, unknown>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  /** A type or choice error: zod then skips the rule between two fields. */
  let broken = false;
  const fail = (field: string, message: string, stops = false) => {
    (errors[field] ??= []).push(message);
    if (stops) broken = true;
  };
  const text = (field: string) => {
    const v = values[field];
    return typeof v === "string" && v !== "" ? v : undefined;
  };
  const number = (field: string) => {
    const v = text(field);
    return v === undefined ? undefined : v.trim() === "" ? NaN : Number(v);
  };

  const code = text("departureAirport");
  if (code === undefined) fail("departureAirport", "Airport code must be at least 3 characters", true);
  else {
    const trimmed = code.trim();
    if (trimmed.length < 3) fail("departureAirport", "Airport code must be at least 3 characters");
    if (trimmed.length > 4) fail("departureAirport", "Airport code must be at most 4 characters");
  }

  const speed = number("aircraftSpeed");
  const speedLow = `Speed must be at least ${SEARCH_SPEED_KNOTS.min} knots`;
  if (speed === undefined || !Number.isFinite(speed)) fail("aircraftSpeed", speedLow, true);
  else {
    if (speed < SEARCH_SPEED_KNOTS.min) fail("aircraftSpeed", speedLow);
    if (speed > SEARCH_SPEED_KNOTS.max) fail("aircraftSpeed", `Speed must be at most ${SEARCH_SPEED_KNOTS.max} knots`);
  }

  const notBelowZero = (field: string, what: string, max?: { value: number; message: string }) => {
    const n = number(field);
    if (n === undefined) return undefined;
    if (!Number.isFinite(n)) {
      fail(field, `${what} must be a number`, true);
      return undefined;
    }
    if (n < 0) fail(field, `${what} must be 0 or more`);
    if (max && n > max.value) fail(field, max.message);
    return n;
  };
  const minDuration = notBelowZero("minDuration", "Min duration");
  const maxDuration = notBelowZero("maxDuration", "Max duration");
  notBelowZero("minRunwayLength", "Min runway length");
  notBelowZero("maxCrosswind", "Max crosswind", { value: 99, message: "Max crosswind must be at most 99 knots" });
  notBelowZero("maxFuelPrice", "Max fuel price", {
    value: MAX_FUEL_PRICE,
    message: `Max fuel price must be at most ${MAX_FUEL_PRICE} USD`,
  });

  /** 'Any' / 'All States' arrive as an empty value and mean "no filter". */
  const choice = (field: string, allowed: readonly string[], message: string) => {
    const v = text(field);
    if (v === undefined || v === "any" || v === "Any") return;
    if (!allowed.includes(v)) fail(field, message, true);
  };
  choice("state", STATE_CODES, "Choose a US state");
  choice("runwaySurface", ["improved", "unimproved"], "Surface must be improved or unimproved");
  choice("airportUse", ["public", "private"], "Airport use must be public or private");
  choice("fuel", FUEL_FILTER_VALUES, fuelChoiceError("Fuel"));
  choice("fuelGrade", FUEL_FILTER_VALUES, fuelChoiceError("Fuel grade"));

  if (!broken && minDuration !== undefined && maxDuration !== undefined && maxDuration < minDuration)
    fail("maxDuration", "Max duration must be at least the min duration");

  return Object.keys(errors).length ? errors : null;
}
