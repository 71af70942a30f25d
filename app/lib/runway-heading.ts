/**
 * Which true heading of a runway end can be flown by: the rule the FAA import
 * applies to every end before any wind is worked out
 * (docs/decisions/0058-runway-heading-check.md). Pure; the import supplies the
 * magnetic variation at the field and the bearing between the two ends' positions.
 */

/** A heading this far (degrees) or less from the check is kept; farther, it is replaced. */
export const HEADING_TOLERANCE_DEG = 30;

/**
 * Below this distance between the two ends' positions (metres) their bearing is not
 * used: positions come rounded to about 10 m, which would swing the bearing too far.
 */
export const MIN_BEARING_BASE_M = 150;

/**
 * The magnetic heading a runway end's id stands for, degrees: '09' and '9' → 90,
 * '36L' → 360, '18C' / '18R' → 180, water, ultralight, glider and STOL lanes
 * ('04W', '18U', '11G', '14S') likewise, a three-digit id ('009', '189') is the
 * heading itself. Null for ends without a number: 'N', 'NE', 'H1', 'ALL'.
 */
export function runwayEndMagneticHeading(endId: string): number | null {
  const m = /^(\d{1,3})[LCRWUGS]?$/i.exec(endId.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (m[1].length === 3) return n >= 1 && n <= 360 ? n : null;
  return n >= 1 && n <= 36 ? n * 10 : null;
}

const COMPASS: Record<string, number> = { N: 360, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };

/**
 * The direction a lettered end ('N', 'NE', … of water lanes and some strips) names, like
 * a number names its heading ('N' heads north, as runway 36 does); null for other ids.
 * Too coarse to judge a heading by, it only tells which way along its line an end points.
 */
export const compassEndDirection = (endId: string): number | null => COMPASS[endId.trim().toUpperCase()] ?? null;

/** The smaller angle between two directions, 0–180°. */
export const angleBetween = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** A direction in (0, 360], tenths of a degree: north is 360, as on a runway. */
const direction = (deg: number) => {
  const d = Math.round((((deg % 360) + 360) % 360) * 10) / 10;
  return d === 0 || d === 360 ? 360 : d;
};

export interface RunwayEndHeadingInput {
  endId: string;
  /** The true heading the source gives, null when it gives none. */
  stored: number | null;
  /** Magnetic variation at the field, degrees east positive. */
  variation: number;
  /** Initial great-circle bearing from this end's position to the other end's, null without both positions. */
  bearing: number | null;
}

/**
 * What happened to an end's heading:
 *  - kept: the source's heading agrees with the check;
 *  - replaced: it did not, and the bearing or the number + variation stands in;
 *  - filled: the source gave none, and the bearing or the number + variation does;
 *  - dropped: the source gave one that nothing can check (no number, no bearing): not used;
 *  - unknown: nothing gives one.
 */
export type HeadingOutcome = "kept" | "replaced" | "filled" | "dropped" | "unknown";

export interface CheckedHeading {
  /** Degrees true, null when no heading can be trusted ("heading unknown"). */
  heading: number | null;
  /** Where the heading comes from. */
  source: "source" | "bearing" | "number" | null;
  outcome: HeadingOutcome;
}

/**
 * The judge is the runway number × 10 (magnetic) plus the variation. The source's
 * heading stands when it is within HEADING_TOLERANCE_DEG of the judge; otherwise the
 * bearing between the ends' positions replaces it when that agrees with the judge,
 * else the judge itself. An end without a number has no judge: the bearing alone
 * checks (or replaces) the source's heading, and without a bearing it has none —
 * never a guess. A lettered end ('N') whose bearing points away from the half of the
 * compass its letter names has its positions the wrong way round: no heading either.
 */
export function checkRunwayEndHeading(end: RunwayEndHeadingInput): CheckedHeading {
  const stored = end.stored != null && Number.isFinite(end.stored) ? end.stored : null;
  const magnetic = runwayEndMagneticHeading(end.endId);
  const judge = magnetic == null ? null : magnetic + end.variation;
  const letter = compassEndDirection(end.endId);
  const bearing = letter != null && end.bearing != null && angleBetween(end.bearing, letter) >= 90 ? null : end.bearing;
  const reference = judge ?? bearing;
  if (reference == null) return { heading: null, source: null, outcome: stored == null ? "unknown" : "dropped" };
  if (stored != null && angleBetween(stored, reference) <= HEADING_TOLERANCE_DEG)
    return { heading: stored, source: "source", outcome: "kept" };
  const outcome = stored == null ? "filled" : "replaced";
  if (bearing != null && angleBetween(bearing, reference) <= HEADING_TOLERANCE_DEG)
    return { heading: direction(bearing), source: "bearing", outcome };
  return { heading: direction(reference), source: "number", outcome };
}

/**
 * A runway's two ends point opposite ways: the FAA's own true headings of the 60 runways whose
 * both ends its 2025-03-20 change report lists are reciprocal within 1° (whole degrees). A pair
 * farther apart than this has at least one end 7.5° or more off, more than twice the median error
 * (3.2°) of number + variation against the FAA's headings, which is within 12.7° at worst
 * (docs/decisions/0104-data-audit.md); the ends' bearing, where both positions are known, is
 * within a degree. So such a pair is not trusted (docs/decisions/0058-runway-heading-check.md).
 */
export const RECIPROCAL_TOLERANCE_DEG = 15;

export interface CheckedPair {
  ends: [CheckedHeading, CheckedHeading];
  /** The two headings the single-end checks gave were not reciprocal: both ends were headed again without the source's. */
  notReciprocal: boolean;
}

/**
 * A runway's two ends: each checked alone, then the two together. When both have a heading and
 * they are more than RECIPROCAL_TOLERANCE_DEG from reciprocal, neither source heading is trusted
 * (nothing says which is wrong: 33J's end 29 at 315° is 28° off, within the single-end 30°) and
 * both ends go down the same ladder as an end without one: the bearing between the ends'
 * positions, else number + variation. Both are then reciprocal by construction.
 */
export function checkRunwayPair(a: RunwayEndHeadingInput, b: RunwayEndHeadingInput): CheckedPair {
  const first: [CheckedHeading, CheckedHeading] = [checkRunwayEndHeading(a), checkRunwayEndHeading(b)];
  const [ha, hb] = [first[0].heading, first[1].heading];
  if (ha == null || hb == null || angleBetween(ha, hb + 180) <= RECIPROCAL_TOLERANCE_DEG)
    return { ends: first, notReciprocal: false };
  const again = (end: RunwayEndHeadingInput, before: CheckedHeading): CheckedHeading => {
    const checked = checkRunwayEndHeading({ ...end, stored: null });
    // The ladder may land on the source's own value: then the data said it.
    if (checked.heading != null && checked.heading === end.stored)
      return { heading: checked.heading, source: "source", outcome: "kept" };
    const hadOne = before.outcome === "kept" || before.outcome === "replaced";
    return hadOne && checked.heading != null ? { ...checked, outcome: "replaced" } : checked;
  };
  return { ends: [again(a, first[0]), again(b, first[1])], notReciprocal: true };
}

/**
 * Where a shown true heading came from (drizzle/0020_heading_origin.sql): the imported data
 * itself (checked against the runway number), the bearing between the runway's two ends, or
 * the runway number and the magnetic variation — a heading within a few degrees, since
 * runway numbers are rounded to 10°. Null: no heading, or an import older than the record.
 */
export type HeadingOrigin = "data" | "end positions" | "runway number";

const ORIGINS: Record<string, HeadingOrigin> = { data: "data", bearing: "end positions", number: "runway number" };
export const headingOrigin = (stored: string | null | undefined): HeadingOrigin | null =>
  (stored && ORIGINS[stored]) || null;
