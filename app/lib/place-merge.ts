/**
 * One institution once (docs/decisions/0060-honest-place-lists.md): rows that
 * are the same place — the same normalised name within about 0.2 NM, or the
 * same point and the same campus — become one, the best row kept and its
 * empty fields filled from the others. Two locations of one chain stay two.
 * The one merge every importer uses (and the live places after them).
 * Client-safe.
 */

export interface Mergeable {
  name: string;
  latitude: number;
  longitude: number;
  /** A chain's key (AllThePlaces brand): rows of one chain are separate locations, never merged by name. */
  chain?: string | null;
  /** The institution a row is listed under (IMLS INSTNAME): one point and one campus are one place. */
  campus?: string | null;
  /** The list a row goes into ('adults', 'landmarks' …): a campus merges only within one list. */
  list?: string;
  /** How far apart two rows of one name may be and still be one place, NM (default 0.2; a golf course is larger). */
  reachNm?: number;
}

export interface MergedPlace<T> {
  kept: T;
  /** The rows merged into `kept`, best first; empty when the place was listed once. */
  absorbed: T[];
}

export const DEFAULT_REACH_NM = 0.2;
/** Two points closer than this (about 9 m) are the same point. */
export const SAME_POINT_NM = 0.005;

const RAD = Math.PI / 180;
function distanceNm(a: Mergeable, b: Mergeable): number {
  const sinDLat = Math.sin(((b.latitude - a.latitude) * RAD) / 2);
  const sinDLon = Math.sin(((b.longitude - a.longitude) * RAD) / 2);
  const h = sinDLat * sinDLat + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * sinDLon * sinDLon;
  return 2 * 3440.065 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 'The Harvard Museum of Natural History, Inc.' and 'HARVARD MUSEUM OF NATURAL HISTORY' read the same. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "")
    .replace(/ (inc|incorporated|llc)$/, "");
}

class UnionFind {
  private parent: Int32Array;
  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) i = this.parent[i] = this.parent[this.parent[i]];
    return i;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/**
 * Merges the rows that are one place. `better(a, b)` is positive when `a`
 * should be kept over `b` (it must order every pair, so the same rows always
 * keep the same row and its id survives re-imports); `fill` names the fields
 * an absorbed row lends the kept one when the kept one has none (phone,
 * website, address …). The answer keeps the input's order of kept rows.
 */
export function mergePlaces<T extends Mergeable>(
  places: readonly T[],
  better: (a: T, b: T) => number,
  fill: readonly (keyof T)[] = [],
): MergedPlace<T>[] {
  const uf = new UnionFind(places.length);

  // Same normalised name within reach: rows of one name, bucketed by whole degrees.
  const byName = new Map<string, number[]>();
  places.forEach((p, i) => {
    const key = normaliseName(p.name);
    if (!key) return;
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const firstChain = places[group[0]].chain;
    if (firstChain && group.every((i) => places[i].chain === firstChain)) continue; // one chain's locations only
    // Rows without a chain are compared with every row; a chain's rows only with rows of no or another chain.
    const cells = new Map<string, { free: number[]; chained: Map<string, number[]> }>();
    const cellKey = (p: T, dr = 0, dc = 0) => `${Math.floor(p.latitude) + dr},${Math.floor(p.longitude) + dc}`;
    for (const i of group) {
      const key = cellKey(places[i]);
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { free: [], chained: new Map() }));
      const chain = places[i].chain;
      if (!chain) cell.free.push(i);
      else {
        const same = cell.chained.get(chain);
        if (same) same.push(i);
        else cell.chained.set(chain, [i]);
      }
    }
    const consider = (i: number, j: number) => {
      const a = places[i];
      const b = places[j];
      const reach = Math.max(a.reachNm ?? DEFAULT_REACH_NM, b.reachNm ?? DEFAULT_REACH_NM);
      if (distanceNm(a, b) <= reach) uf.union(i, j);
    };
    for (const i of group) {
      const a = places[i];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const cell = cells.get(cellKey(a, dr, dc));
          if (!cell) continue;
          for (const j of cell.free) if (j !== i) consider(i, j);
          for (const [chain, js] of cell.chained) {
            if (chain === a.chain) continue; // two locations of one chain stay two
            for (const j of js) consider(i, j);
          }
        }
      }
    }
  }

  // One point and one campus, within one list.
  const byCampusPoint = new Map<string, number>();
  places.forEach((p, i) => {
    const campus = p.campus ? normaliseName(p.campus) : "";
    if (!campus) return;
    const key = `${campus}|${p.list ?? ""}|${p.latitude.toFixed(4)},${p.longitude.toFixed(4)}`;
    const first = byCampusPoint.get(key);
    if (first === undefined) byCampusPoint.set(key, i);
    else if (distanceNm(places[first], p) <= SAME_POINT_NM) uf.union(first, i);
  });

  const clusters = new Map<number, number[]>();
  places.forEach((_, i) => {
    const root = uf.find(i);
    const list = clusters.get(root);
    if (list) list.push(i);
    else clusters.set(root, [i]);
  });
  const out: { first: number; merged: MergedPlace<T> }[] = [];
  for (const members of clusters.values()) {
    const rows = members.map((i) => places[i]).sort((a, b) => better(b, a));
    const [best, ...absorbed] = rows;
    let kept = best;
    for (const field of fill) {
      if (kept[field] != null && kept[field] !== "") continue;
      const donor = absorbed.find((r) => r[field] != null && r[field] !== "");
      if (donor) kept = { ...kept, [field]: donor[field] };
    }
    out.push({ first: members[0], merged: { kept, absorbed } });
  }
  return out.sort((a, b) => a.first - b.first).map((o) => o.merged);
}
