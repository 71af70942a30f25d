/**
 * The airport page's place lists, how far each reaches, how many rows it
 * keeps, and which rows it shows first (docs/decisions/0023-places-radius.md,
 * 0062-variety-before-distance.md). Client-safe: the import keeps rows by
 * these rules and the page and the JSON read them by the same ones.
 */
import type { PlaceTable } from "./place-classes";

/**
 * The airport page's query parameter naming the place an admin just made (`activity-42`): its
 * row is highlighted. Here, zod-free, because the page reads it (issue 23).
 */
export const CREATED_PARAM = "created";

export type PlaceListId = "adults" | "kids" | "quick_bites" | "settle_in" | "landmarks" | "lodging";

export interface PlaceListRule {
  table: PlaceTable;
  /** Great-circle NM from the airport reference point. */
  radiusNm: number;
  /** Rows kept per airport: the first picks and the nearest others, for "Show all". */
  keep: number;
}

export const PLACE_LIST_RULES: Record<PlaceListId, PlaceListRule> = {
  adults: { table: "activities", radiusNm: 10, keep: 40 },
  kids: { table: "activities", radiusNm: 10, keep: 40 },
  landmarks: { table: "landmarks", radiusNm: 20, keep: 40 },
  quick_bites: { table: "restaurants", radiusNm: 5, keep: 20 },
  settle_in: { table: "restaurants", radiusNm: 5, keep: 20 },
  lodging: { table: "lodging", radiusNm: 5, keep: 12 },
};

/** How many rows a list shows first, and how many of them one kind may take while other kinds are within reach. */
export const FIRST_PICKS = 8;
export const PER_KIND = 3;

/**
 * What "one kind" is for the variety rule: the kind for activities and
 * landmarks (golf, art museum …), the brand for chain restaurants and hotels
 * (not four of one brand), the kind for the rest. A place an admin added
 * (no kind) is a kind of its own.
 */
export function varietyKey(p: { source: string; sourceId?: string | null; kind: string | null; id?: number }): string {
  if (p.source === "alltheplaces" && p.sourceId) return `brand:${p.sourceId.split("@")[0]}`;
  if (p.kind) return `kind:${p.kind}`;
  return `own:${p.source}:${p.sourceId ?? p.id ?? ""}`;
}

/**
 * The rows a list shows first, in the input's (nearest-first) order: going
 * out from the field, a row is picked unless its kind has `perKind` picks
 * already. When the kinds run out before `n` picks, the limit rises by one
 * and the walk goes out again (the nearest fourth golf course and the nearest
 * fourth museum, and so on), so no kind takes more while another kind has
 * rows left at the same limit.
 */
export function pickVaried<T>(
  nearestFirst: readonly T[],
  key: (t: T) => string,
  n = FIRST_PICKS,
  perKind = PER_KIND,
): T[] {
  const picked = new Set<number>();
  const perKey = new Map<string, number>();
  const keys = nearestFirst.map(key);
  for (let limit = perKind; picked.size < Math.min(n, nearestFirst.length); limit++) {
    for (let i = 0; i < nearestFirst.length && picked.size < n; i++) {
      if (picked.has(i)) continue;
      const c = perKey.get(keys[i]) ?? 0;
      if (c >= limit) continue;
      perKey.set(keys[i], c + 1);
      picked.add(i);
    }
  }
  return [...picked].sort((a, b) => a - b).map((i) => nearestFirst[i]);
}

/** The rows a list keeps: its first picks and, up to `keep`, the nearest others; nearest first. */
export function keepForList<T>(nearestFirst: readonly T[], key: (t: T) => string, keep: number): T[] {
  const picks = new Set(pickVaried(nearestFirst, key));
  const out: T[] = [];
  let others = keep - picks.size;
  for (const t of nearestFirst) {
    if (out.length === keep) break; // every pick is in by then: the others are capped at keep − picks
    if (picks.has(t)) out.push(t);
    else if (others > 0) {
      out.push(t);
      others--;
    }
  }
  return out;
}
