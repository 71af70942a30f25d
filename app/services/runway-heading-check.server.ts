/**
 * The FAA import's runway-heading step: every runway end's true heading in the
 * freshly written reference tables is checked (app/lib/runway-heading.ts) against
 * its runway number plus the World Magnetic Model's variation at the field, with
 * the bearing between the two ends' positions (APT_RWY_END LAT_DECIMAL /
 * LONG_DECIMAL) where both are known; what it replaced is counted
 * (docs/decisions/0058-runway-heading-check.md). Runs inside the import's transaction.
 */
import type Database from "better-sqlite3";
import type { CsvTable } from "~/lib/csv";
import { greatCircleNm, initialBearing, type LatLon } from "~/lib/geo";
import { magneticVariation, modelYear } from "~/lib/magnetic-variation";
import {
  checkRunwayEndHeading,
  checkRunwayPair,
  MIN_BEARING_BASE_M,
  RECIPROCAL_TOLERANCE_DEG,
  runwayEndMagneticHeading,
  type CheckedHeading,
} from "~/lib/runway-heading";

export interface HeadingCheckCounts {
  /** Runway ends looked at. */
  ends: number;
  /** The source's heading agreed with the check. */
  kept: number;
  /** The source's heading was more than 30° off: replaced by the bearing between the ends' positions … */
  replacedByBearing: number;
  /** … or by the runway number plus the magnetic variation. */
  replacedByNumber: number;
  /** No heading in the source: filled from the bearing … */
  filledByBearing: number;
  /** … or from the runway number plus the variation. */
  filledByNumber: number;
  /** A heading in the source that nothing could check (no number, no positions): not used. */
  dropped: number;
  /** No heading from anywhere: the page says "heading unknown". */
  unknown: number;
  /**
   * Numbered ends a runway id names ('07' and '25' of '07/25') that the set has no APT_RWY_END row
   * for, added before the check (which fills them by number + variation; counted there too).
   */
  added: number;
  /**
   * Runways whose two ends' headings, each checked alone, were more than RECIPROCAL_TOLERANCE_DEG
   * from reciprocal: both ends headed again by bearing or number + variation (counted above too).
   */
  notReciprocal: number;
}

export const noHeadingsChecked = (): HeadingCheckCounts => ({
  ends: 0,
  kept: 0,
  replacedByBearing: 0,
  replacedByNumber: 0,
  filledByBearing: 0,
  filledByNumber: 0,
  dropped: 0,
  unknown: 0,
  added: 0,
  notReciprocal: 0,
});

/** '15,162 runway-end headings checked: 13,100 kept, 690 replaced (…), …' for the import's log. */
export function headingCheckText(c: HeadingCheckCounts): string {
  const n = (x: number) => x.toLocaleString("en-US");
  const replaced = c.replacedByBearing + c.replacedByNumber;
  const filled = c.filledByBearing + c.filledByNumber;
  return (
    `${n(c.ends)} runway-end headings checked: ${n(c.kept)} kept, ` +
    `${n(replaced)} replaced (${n(c.replacedByBearing)} by the ends' bearing, ${n(c.replacedByNumber)} by number + variation), ` +
    `${n(filled)} filled (${n(c.filledByBearing)} by bearing, ${n(c.filledByNumber)} by number + variation; ` +
    `${n(c.added)} of them ends the set had no row for), ` +
    `${n(c.notReciprocal)} runways whose ends were not reciprocal within ${RECIPROCAL_TOLERANCE_DEG}° headed again, ` +
    `${n(c.dropped)} dropped as uncheckable, ${n(c.unknown)} unknown`
  );
}

const positionKey = (siteNo: string, siteType: string, runwayId: string, endId: string) =>
  `${siteNo}|${siteType.toUpperCase()}|${runwayId}|${endId}`;

/** The ends' positions by site, runway and end, from APT_RWY_END (blank or unreadable → absent). */
function endPositions(end: CsvTable | undefined): Map<string, LatLon> {
  const out = new Map<string, LatLon>();
  if (!end) return out;
  const site = end.col("SITE_NO");
  const type = end.col("SITE_TYPE_CODE");
  const rwy = end.col("RWY_ID");
  const id = end.col("RWY_END_ID");
  const lat = end.col("LAT_DECIMAL");
  const lon = end.col("LONG_DECIMAL");
  for (const row of end.rows) {
    const latitude = lat(row) === "" ? NaN : Number(lat(row));
    const longitude = lon(row) === "" ? NaN : Number(lon(row));
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) continue;
    out.set(positionKey(site(row), type(row), rwy(row), id(row)), { latitude, longitude });
  }
  return out;
}

interface EndRow {
  id: number;
  endId: string;
  stored: number | null;
  runway: number;
  runwayId: string;
  siteNo: string;
  siteType: string;
  latitude: number;
  longitude: number;
}

/** The bearing from one end's position to the other's, when both are known and far enough apart. */
function bearingBetween(from: LatLon | undefined, to: LatLon | undefined): number | null {
  if (!from || !to) return null;
  if (greatCircleNm(from, to) * 1852 < MIN_BEARING_BASE_M) return null;
  return initialBearing(from, to);
}

/**
 * Checks and, where the check says so, rewrites `runway_ends.true_alignment` of the
 * reference tables just imported. `end` is the APT_RWY_END table the rows came from
 * (for the ends' positions); `effectiveDate` (ISO) dates the magnetic variation.
 */
export function checkRunwayEndHeadings(
  sqlite: Database.Database,
  end: CsvTable | undefined,
  effectiveDate: string,
): HeadingCheckCounts {
  const counts = noHeadingsChecked();
  counts.added = addNamedEnds(sqlite);
  const positions = endPositions(end);
  const year = modelYear(effectiveDate);
  const rows = sqlite
    .prepare(
      `SELECT e.id, e.end_id AS endId, e.true_alignment AS stored, r.id AS runway, r.runway_id AS runwayId,
              a.site_no AS siteNo, a.site_type_code AS siteType, a.latitude, a.longitude
       FROM runway_ends e JOIN runways r ON r.id = e.runway_id JOIN airports a ON a.id = r.airport_id`,
    )
    .all() as EndRow[];
  const byRunway = new Map<number, EndRow[]>();
  for (const r of rows) {
    const list = byRunway.get(r.runway);
    if (list) list.push(r);
    else byRunway.set(r.runway, [r]);
  }
  const update = sqlite.prepare("UPDATE runway_ends SET true_alignment = ?, true_alignment_origin = ? WHERE id = ?");
  const variations = new Map<string, number>();
  const variationAt = (r: EndRow) => {
    const key = `${r.latitude},${r.longitude}`;
    let v = variations.get(key);
    if (v === undefined) variations.set(key, (v = magneticVariation(r.latitude, r.longitude, year)));
    return v;
  };
  const position = (r: EndRow) => positions.get(positionKey(r.siteNo, r.siteType, r.runwayId, r.endId));

  for (const ends of byRunway.values()) {
    // The bearing needs exactly the runway's two ends.
    const pair = ends.length === 2 && ends[0].endId !== ends[1].endId;
    const inputs = ends.map((r, k) => ({
      endId: r.endId,
      stored: r.stored,
      variation: variationAt(r),
      bearing: pair ? bearingBetween(position(r), position(ends[1 - k])) : null,
    }));
    let checked = inputs.map(checkRunwayEndHeading);
    if (pair) {
      const together = checkRunwayPair(inputs[0], inputs[1]);
      checked = together.ends;
      if (together.notReciprocal) counts.notReciprocal++;
    }
    for (const [k, r] of ends.entries()) {
      update.run(checked[k].heading, checked[k].heading == null ? null : HEADING_ORIGIN[checked[k].source!], r.id);
      count(counts, checked[k]);
    }
  }
  return counts;
}

/**
 * Adds an end row (its id only) for each numbered half of a runway id that has none: the bundled
 * snapshot has end rows only where OurAirports matched the runway (7,618 of 23,659 runways), and
 * without one Merrill Field's 07/25 had no heading at all, while an end row without a heading was
 * filled from its number (docs/decisions/0104-data-audit.md). A runway keeps at most one end per
 * half; lettered halves ('N/S') and helipads get none. Returns how many were added.
 */
function addNamedEnds(sqlite: Database.Database): number {
  const runways = sqlite
    .prepare(
      `SELECT r.id, r.runway_id AS runwayId, json_group_array(e.end_id) AS ends
       FROM runways r LEFT JOIN runway_ends e ON e.runway_id = r.id GROUP BY r.id`,
    )
    .all() as { id: number; runwayId: string; ends: string }[];
  const insert = sqlite.prepare("INSERT INTO runway_ends (runway_id, end_id) VALUES (?, ?)");
  const key = (id: string) =>
    id
      .trim()
      .toUpperCase()
      .replace(/^0+(?=\d)/, "");
  let added = 0;
  for (const r of runways) {
    const halves = r.runwayId
      .split("/")
      .map((h) => h.trim())
      .filter(Boolean);
    const ends = (JSON.parse(r.ends) as (string | null)[]).filter((e): e is string => e != null).map(key);
    let free = halves.length - ends.length;
    for (const half of halves) {
      if (free <= 0) break;
      if (ends.includes(key(half)) || runwayEndMagneticHeading(half) == null) continue;
      insert.run(r.id, half);
      added++;
      free--;
    }
  }
  return added;
}

/** What `runway_ends.true_alignment_origin` records for each way a heading was had. */
const HEADING_ORIGIN = { source: "data", bearing: "bearing", number: "number" } as const;

function count(c: HeadingCheckCounts, checked: CheckedHeading) {
  c.ends++;
  const byBearing = checked.source === "bearing";
  switch (checked.outcome) {
    case "kept":
      c.kept++;
      break;
    case "replaced":
      if (byBearing) c.replacedByBearing++;
      else c.replacedByNumber++;
      break;
    case "filled":
      if (byBearing) c.filledByBearing++;
      else c.filledByNumber++;
      break;
    case "dropped":
      c.dropped++;
      break;
    case "unknown":
      c.unknown++;
      break;
  }
}
