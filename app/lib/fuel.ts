/**
 * Fuel sold at an airport, from the FAA NASR `FUEL_TYPES` column (comma-separated
 * codes such as '100LL,A'). The bundled offline snapshot has no fuel data: the
 * page then says so and the fuel filter is not offered (never invented). Pure.
 */

/**
 * The one vocabulary of fuel grades: the FAA filter's values and the grades pilots report prices for
 * (docs/decisions/0081-field-report-facts.md). 100LL is `100LL`.
 */
export const FUEL_FILTERS = [
  { value: "100LL", label: "100LL", bit: 1 },
  { value: "UL94", label: "UL94", bit: 8 },
  { value: "UL91", label: "UL91", bit: 16 },
  { value: "mogas", label: "MOGAS", bit: 4 },
  { value: "jet-a", label: "Jet A", bit: 2 },
] as const;
export type FuelFilter = (typeof FUEL_FILTERS)[number]["value"];
// Marked pure: a top-level call keeps this module, label table and all, in every page that imports it, used or not.
export const FUEL_FILTER_VALUES = /* @__PURE__ */ FUEL_FILTERS.map((f) => f.value) as [FuelFilter, ...FuelFilter[]];
/**
 * "Fuel grade must be 100LL, UL94, UL91, mogas or jet-a": the values a query string or JSON body must
 * carry, not the labels ('MOGAS', 'Jet A' are refused). The forms send the values from their selects.
 */
export const fuelChoiceError = (what: "Fuel" | "Fuel grade") =>
  `${what} must be ${FUEL_FILTERS.slice(0, -1)
    .map((f) => f.value)
    .join(", ")} or ${FUEL_FILTERS[FUEL_FILTERS.length - 1].value}`;

const LABELS: Record<string, string> = {
  "100LL": "100LL",
  "100": "100 octane",
  "80": "80 octane",
  A: "Jet A",
  "A+": "Jet A+",
  "A++": "Jet A++",
  A1: "Jet A-1",
  "A1+": "Jet A-1+",
  B: "Jet B",
  "B+": "Jet B+",
  MOGAS: "MOGAS",
  UL91: "UL91",
  UL94: "UL94",
};

/** '100LL,A' → ['100LL', 'A']; NASR also separates with spaces in older sets. */
export const fuelCodes = (text: string | null | undefined): string[] =>
  (text ?? "")
    .toUpperCase()
    .split(/[,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);

export const fuelLabel = (code: string) => LABELS[code] ?? code;

/** '100LL, Jet A', or null when nothing is listed. */
export function fuelText(text: string | null | undefined): string | null {
  const codes = fuelCodes(text);
  return codes.length ? codes.map(fuelLabel).join(", ") : null;
}

/** The filter bits a fuel list satisfies: 100LL; any Jet A grade (A, A+, A++, A1, A1+); MOGAS; UL94; UL91. */
export function fuelBits(text: string | null | undefined): number {
  let bits = 0;
  for (const code of fuelCodes(text)) {
    if (code === "100LL") bits |= 1;
    else if (/^A(1)?\+{0,2}$/.test(code)) bits |= 2;
    else if (code === "MOGAS") bits |= 4;
    else if (code === "UL94") bits |= 8;
    else if (code === "UL91") bits |= 16;
  }
  return bits;
}

export const fuelFilterBit = (f: FuelFilter | undefined) => FUEL_FILTERS.find((x) => x.value === f)?.bit ?? 0;

/**
 * Why an airport's fuel is not known: the loaded FAA data has none (the bundled snapshot). The data's
 * label ("FAA NASR 26 Dec 2024 (offline snapshot)") sits between commas, not in a second pair of brackets.
 */
export const fuelUnknownText = (dataLabel: string | null) =>
  `the loaded FAA data${dataLabel ? `, ${dataLabel},` : ""} has no fuel information`;
