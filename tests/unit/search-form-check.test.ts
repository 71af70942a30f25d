/**
 * The browser's check of the search form (app/lib/search-form-check.ts) says exactly what the
 * server's schema says (searchCriteria through conform, as the home page's loader parses it):
 * the same fields, the same messages, for each value tried, one field at a time and in pairs.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { searchCriteria } from "~/lib/search-criteria";
import { searchFormErrors } from "~/lib/search-form-check";

const GOOD = { departureAirport: "KSTS", aircraftSpeed: "120" };

const TRIES: Record<string, string[]> = {
  departureAirport: ["", " ", "ab", " ab ", "sts", " KSTS ", "KSTS", "ABCDE", "12345", "k1"],
  aircraftSpeed: ["", " ", "abc", "49", "49.9", "50", "120.5", "500", "501", "-1", "Infinity", "1e2", "0x40"],
  minDuration: ["", " ", "x", "-1", "-0.5", "0", "1.5", "3", "Infinity"],
  maxDuration: ["", " ", "x", "-1", "0", "1", "2", "3"],
  minRunwayLength: ["", "x", "-1", "0", "3000"],
  state: ["", "any", "Any", "CA", "ca", "XX", "ANY"],
  runwaySurface: ["", "any", "improved", "unimproved", "dirt"],
  airportUse: ["", "Any", "public", "private", "military"],
  fuel: ["", "any", "100LL", "jet-a", "mogas", "UL94", "avgas"],
  fuelGrade: ["", "any", "100LL", "UL91", "jet-a", "avgas"],
  maxFuelPrice: ["", " ", "x", "-1", "0", "6.45", "30", "30.01", "Infinity"],
  courtesyCar: ["", "true", "1", "on"],
  maxCrosswind: ["", "x", "-1", "0", "15", "99", "99.5", "100"],
  walkingFood: ["", "1", "on", "yes"],
  windRequired: ["", "1", "on"],
  sort: ["", "time", "fuel_price", "bogus"],
  direction: ["", "desc", "sideways"],
  page: ["", "2", "0", "x"],
};

function serverErrors(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  const parsed = parseWithZod(form, { schema: searchCriteria });
  return parsed.status === "success" ? null : (parsed.reply().error ?? null);
}

function browserErrors(values: Record<string, string>) {
  // As conform hands the values to the check: an empty field is "".
  return searchFormErrors(values);
}

const cases: Record<string, string>[] = [];
for (const [field, tries] of Object.entries(TRIES)) for (const v of tries) cases.push({ ...GOOD, [field]: v });
// Pairs: the rule between the two durations, and it beside a broken other field.
for (const min of TRIES.minDuration)
  for (const max of TRIES.maxDuration) {
    cases.push({ ...GOOD, minDuration: min, maxDuration: max });
    cases.push({ departureAirport: "ab", aircraftSpeed: "120", minDuration: min, maxDuration: max });
    cases.push({ ...GOOD, aircraftSpeed: "20", minDuration: min, maxDuration: max });
    cases.push({ ...GOOD, aircraftSpeed: "", minDuration: min, maxDuration: max });
    cases.push({ ...GOOD, state: "XX", minDuration: min, maxDuration: max });
  }
cases.push({});
cases.push({ departureAirport: "", aircraftSpeed: "" });

describe("the search form's browser check", () => {
  it(`gives the server's messages for each of ${cases.length} forms`, () => {
    let withErrors = 0;
    for (const values of cases) {
      const expected = serverErrors(values);
      if (expected) withErrors++;
      expect(browserErrors(values), JSON.stringify(values)).toEqual(expected);
    }
    // The tries reach both sides of every rule.
    expect(withErrors).toBeGreaterThan(100);
    expect(cases.length - withErrors).toBeGreaterThan(50);
  });
});
