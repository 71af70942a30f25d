/**
 * FAA files spell names and cities in capitals; read in bright light, mixed
 * case is easier. Names already in mixed case are left as they are.
 */
export function displayName(text: string | null | undefined): string {
  if (!text) return "";
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s\-/(.'])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** An airport as the JSON contract spells it (snake_case) or as the models do (camelCase). */
type AirportIds = { icao_id?: string | null; loc_id: string } | { icaoId?: string | null; locId: string };

/**
 * The identifier the product uses in URLs and labels: the ICAO id when there
 * is one, else the FAA location id (docs/product.md, Airport page). The one
 * place that decides it.
 */
export function canonicalId(a: AirportIds): string {
  return "loc_id" in a ? a.icao_id || a.loc_id : a.icaoId || a.locId;
}

/** A code as typed (nav box, URL, form) as the FAA data keys it: trimmed, upper case. */
export const normalizeAirportCode = (code: string) => code.trim().toUpperCase();

export const cityState = (city: string | null | undefined, state: string | null | undefined) =>
  [displayName(city), state].filter(Boolean).join(", ");
