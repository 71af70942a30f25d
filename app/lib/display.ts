/**
 * FAA files spell names and cities in capitals; read in bright light, mixed
 * case is easier. Names already in mixed case are left as they are.
 */
export function displayName(text: string | null | undefined): string {
  if (!text) return "";
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s\-/(.'])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The identifier the product uses in URLs: ICAO id when there is one, else the FAA location id. */
export const canonicalId = (a: { icao_id?: string | null; loc_id: string }) => a.icao_id || a.loc_id;

export const cityState = (city: string | null | undefined, state: string | null | undefined) =>
  [displayName(city), state].filter(Boolean).join(", ");
