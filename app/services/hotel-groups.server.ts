/**
 * AllThePlaces lists a hotel group's hotels twice: under the hotel's own brand (Hampton Inn,
 * Super 8) and again under the group's (Hilton, Wyndham), at the same point with the same
 * address. Left as they are, a lodging list shows "Hampton Inn" and "Hilton" for one hotel, and
 * "Wyndham" for a Super 8 (docs/decisions/0098-hotel-group-listings.md).
 *
 * The groups are read from the rows themselves: a brand is a member of a larger brand of the
 * same table when nearly all of its locations (MEMBER_SHARE, at least MIN_MEMBER_LOCATIONS) stand
 * at a point the larger brand also lists. The group's row at a member's location is that hotel
 * again; a group's row standing alone (a Hilton hotel) is a hotel of its own and stays.
 */

/** Of a member's locations, the share its group also lists (the bundled file: 0.96 to 1 for every member, 0.38 at most otherwise). */
export const MEMBER_SHARE = 0.9;
/** Fewer locations than this say nothing about a brand's group. */
export const MIN_MEMBER_LOCATIONS = 5;

/** The reason a group's row at a member's location is dropped, in its file's counts. */
export const GROUP_REPEAT = "a hotel listed again under its group's brand (merged)";

interface ChainRow {
  /** The AllThePlaces brand key; none for other sources. */
  chain?: string | null;
  table: string;
  latitude: number;
  longitude: number;
}

/** The point as the chains reader keys a row (about 10 m). */
const pointOf = (r: ChainRow) => `${r.latitude.toFixed(4)},${r.longitude.toFixed(4)}`;

/** Each member brand (`table|brand`) → its group's brand key. */
export function brandGroups(rows: readonly ChainRow[]): Map<string, string> {
  const brandsAt = new Map<string, Set<string>>();
  const locations = new Map<string, number>();
  for (const r of rows) {
    if (!r.chain) continue;
    const at = `${r.table}|${pointOf(r)}`;
    let brands = brandsAt.get(at);
    if (!brands) brandsAt.set(at, (brands = new Set()));
    if (brands.has(r.chain)) continue;
    brands.add(r.chain);
    const brand = `${r.table}|${r.chain}`;
    locations.set(brand, (locations.get(brand) ?? 0) + 1);
  }
  const shared = new Map<string, Map<string, number>>();
  for (const [at, brands] of brandsAt) {
    if (brands.size < 2) continue;
    const table = at.slice(0, at.indexOf("|"));
    for (const a of brands) {
      const counts = shared.get(`${table}|${a}`) ?? new Map<string, number>();
      shared.set(`${table}|${a}`, counts);
      for (const b of brands) if (b !== a) counts.set(b, (counts.get(b) ?? 0) + 1);
    }
  }
  const groups = new Map<string, string>();
  for (const [brand, counts] of shared) {
    const own = locations.get(brand)!;
    if (own < MIN_MEMBER_LOCATIONS) continue;
    const table = brand.slice(0, brand.indexOf("|"));
    for (const [other, together] of counts) {
      if (together >= MEMBER_SHARE * own && locations.get(`${table}|${other}`)! > own) groups.set(brand, other);
    }
  }
  return groups;
}

/**
 * The group rows that stand at a member's location, each with the member row it repeats (the
 * first member listed there: a point with two member hotels keeps both), and the other rows.
 */
export function groupRepeats<T extends ChainRow>(
  rows: readonly T[],
  groups: ReadonlyMap<string, string>,
): { rest: T[]; repeats: { row: T; of: T }[] } {
  const memberAt = new Map<string, T>();
  for (const r of rows) {
    const group = r.chain && groups.get(`${r.table}|${r.chain}`);
    if (!group) continue;
    const at = `${r.table}|${group}|${pointOf(r)}`;
    if (!memberAt.has(at)) memberAt.set(at, r);
  }
  const rest: T[] = [];
  const repeats: { row: T; of: T }[] = [];
  for (const r of rows) {
    const of = r.chain ? memberAt.get(`${r.table}|${r.chain}|${pointOf(r)}`) : undefined;
    if (of) repeats.push({ row: r, of });
    else rest.push(r);
  }
  return { rest, repeats };
}
