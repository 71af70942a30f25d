/**
 * Runway wind components from a METAR wind (degrees true, knots) and the
 * runway ends' true headings (degrees true too, checked at import against the
 * runway number and the magnetic variation: docs/decisions/0058-runway-heading-check.md).
 * Pure: the airport page, the API and the search's crosswind filter all use it
 * (docs/decisions/0037-runway-wind-and-sources.md).
 */

export interface Wind {
  /** Degrees true the wind blows from, 'VRB', or null when not reported. 0 with speed 0 is calm. */
  wdir: number | "VRB" | null;
  wspd: number | null;
  wgst: number | null;
}

export interface RunwayEndHeading {
  endId: string;
  /** Degrees true; null when no heading can be trusted ("heading unknown": no components, never a guess). */
  heading: number | null;
}

export interface EndWind {
  endId: string;
  heading: number;
  /** Positive: headwind; negative: tailwind (knots, rounded). */
  headwind: number;
  /** Crosswind magnitude (knots, rounded). */
  crosswind: number;
  /** The side the crosswind comes from, null when it is (rounded) zero. */
  from: "left" | "right" | null;
  /** The same components for the gust speed; null without a gust. */
  gustHeadwind: number | null;
  gustCrosswind: number | null;
}

export type RunwayWind =
  /** No usable wind in the report. */
  | { kind: "missing" }
  /** Calm (00000KT): no favoured runway from the wind. `headingUnknown`: the ends without a trusted heading. */
  | { kind: "calm"; ends: EndWind[]; headingUnknown: string[] }
  /** VRB: the direction is unknown, so any runway may see the full speed (gust) across it. */
  | { kind: "variable"; speed: number; gust: number | null; worstCrosswind: number }
  | {
      kind: "steady";
      direction: number;
      speed: number;
      gust: number | null;
      /** The ends with a trusted heading; those without one are named in `headingUnknown`, with no components. */
      ends: EndWind[];
      headingUnknown: string[];
      favoured: string | null;
    };

const RAD = Math.PI / 180;

/** Headwind (+) / tailwind (−) and crosswind (+ from the right, − from the left) of a wind on one heading, unrounded. */
export function components(windFrom: number, speed: number, heading: number): { headwind: number; crosswind: number } {
  const angle = (windFrom - heading) * RAD;
  return { headwind: speed * Math.cos(angle), crosswind: speed * Math.sin(angle) };
}

/** Rounds to whole knots without a "-0". */
const knots = (n: number) => Math.round(n) || 0;

type KnownHeading = RunwayEndHeading & { heading: number };

export function endWind(end: KnownHeading, direction: number, speed: number, gust: number | null): EndWind {
  const c = components(direction, speed, end.heading);
  const g = gust != null ? components(direction, gust, end.heading) : null;
  const cross = knots(Math.abs(c.crosswind));
  return {
    endId: end.endId,
    heading: end.heading,
    headwind: knots(c.headwind),
    crosswind: cross,
    from: cross === 0 ? null : c.crosswind > 0 ? "right" : "left",
    gustHeadwind: g ? knots(g.headwind) : null,
    gustCrosswind: g ? knots(Math.abs(g.crosswind)) : null,
  };
}

/**
 * Every end with a heading, under the reported wind, and the favoured end: the most
 * headwind, then the least crosswind. Ends without a heading get no components.
 */
export function runwayWind(wind: Wind | null | undefined, ends: readonly RunwayEndHeading[]): RunwayWind {
  if (!wind || wind.wspd == null) return { kind: "missing" };
  const known = ends.filter((e): e is KnownHeading => e.heading != null && Number.isFinite(e.heading));
  const headingUnknown = ends.filter((e) => !known.includes(e as KnownHeading)).map((e) => e.endId);
  const gust = wind.wgst != null && wind.wgst > wind.wspd ? wind.wgst : null;
  if (wind.wspd === 0) return { kind: "calm", ends: known.map((e) => endWind(e, 0, 0, null)), headingUnknown };
  if (wind.wdir === "VRB") return { kind: "variable", speed: wind.wspd, gust, worstCrosswind: gust ?? wind.wspd };
  if (wind.wdir == null) return { kind: "missing" };
  const direction = wind.wdir;
  const out = known.map((e) => endWind(e, direction, wind.wspd!, gust));
  let favoured: EndWind | null = null;
  for (const e of out) {
    if (
      !favoured ||
      e.headwind > favoured.headwind ||
      (e.headwind === favoured.headwind && e.crosswind < favoured.crosswind)
    )
      favoured = e;
  }
  return {
    kind: "steady",
    direction,
    speed: wind.wspd,
    gust,
    ends: out,
    headingUnknown,
    favoured: favoured?.endId ?? null,
  };
}

/**
 * The crosswind (knots, unrounded) on the best of the given headings: the
 * smallest across any of them, taken at the gust when there is one. A
 * variable wind counts its full speed (gust) — its direction is unknown;
 * calm is 0. Null when the wind is missing or no heading is known.
 * The search's max-crosswind filter compares this with the pilot's limit.
 */
export function bestCrosswind(
  wind: Wind | null | undefined,
  headings: ArrayLike<number>,
  from = 0,
  to = headings.length,
): number | null {
  if (!wind || wind.wspd == null) return null;
  const speed = wind.wgst != null && wind.wgst > wind.wspd ? wind.wgst : wind.wspd;
  const direction = wind.wspd === 0 ? 0 : wind.wdir === "VRB" ? NaN : wind.wdir == null ? -1 : wind.wdir;
  return bestCrosswindOf(direction, wind.wspd === 0 ? 0 : speed, headings, from, to);
}

/**
 * The same from plain numbers (the search's typed arrays): `direction` NaN for
 * VRB, −1 for no direction; `speed` already the gust when there is one.
 */
export function bestCrosswindOf(
  direction: number,
  speed: number,
  headings: ArrayLike<number>,
  from: number,
  to: number,
): number | null {
  if (to <= from || direction === -1) return null;
  if (speed === 0) return 0;
  if (Number.isNaN(direction)) return speed;
  let best = Infinity;
  for (let k = from; k < to; k++) {
    const x = Math.abs(speed * Math.sin((direction - headings[k]) * RAD));
    if (x < best) best = x;
  }
  return best;
}

/* ------------------------------------------------------------------------ */
/* Words                                                                      */
/* ------------------------------------------------------------------------ */

/** '12 kt headwind', '3 kt tailwind', 'no headwind'. */
export function headwindText(kt: number): string {
  if (kt === 0) return "no headwind";
  return kt > 0 ? `${kt} kt headwind` : `${-kt} kt tailwind`;
}

/** '7 kt from the right', 'no crosswind'. */
export function crosswindText(kt: number, from: "left" | "right" | null): string {
  return kt === 0 || !from ? "no crosswind" : `${kt} kt from the ${from}`;
}

/** One line per end: 'Runway 32: 12 kt headwind, 7 kt crosswind from the left (gusts: 18 kt headwind, 10 kt crosswind)'. */
export function endWindText(e: EndWind): string {
  const steady = `${headwindText(e.headwind)}, ${e.crosswind === 0 ? "no crosswind" : `${e.crosswind} kt crosswind from the ${e.from}`}`;
  const gust =
    e.gustHeadwind != null && e.gustCrosswind != null
      ? ` (gusts: ${headwindText(e.gustHeadwind)}, ${e.gustCrosswind} kt crosswind)`
      : "";
  return `${steady}${gust}`;
}

/** The header's one-line summary. */
export function runwayWindSummary(w: RunwayWind): string {
  switch (w.kind) {
    case "missing":
      return "No wind reported";
    case "calm":
      return "Wind calm: no favoured runway from the wind";
    case "variable":
      return `Wind variable at ${w.speed} kt${w.gust ? `, gusts ${w.gust} kt` : ""}: any runway may get up to ${w.worstCrosswind} kt across it`;
    case "steady": {
      const fav = w.ends.find((e) => e.endId === w.favoured);
      if (!fav) return "Runway heading unknown: no wind components worked out";
      return `Favoured runway ${fav.endId}: ${endWindText(fav)}`;
    }
  }
}
