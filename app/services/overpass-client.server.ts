/**
 * The Overpass API client (docs/decisions/0078-osm-places-table.md): one
 * query per airport for what the lists show, each kind out to its own list's
 * radius (docs/decisions/0023-places-radius.md), and the aerodrome's outline
 * around the reference point with its geometry, for "on the field".
 */
import { config } from "~/config.server";
import { PLACE_LIST_RULES, type PlaceListId } from "~/lib/place-lists";
import { OSM_TABLE } from "~/lib/osm-places";
import { readOverpassAnswer, type OverpassAnswer } from "~/lib/overpass-answer";
import { boundedRequest } from "./places-services-http.server";

const METRES_PER_NM = 1852;
/** How far from the reference point an aerodrome outline is looked for (the field's own outline holds the point). */
const AERODROME_SEARCH_M = 3000;

/** The Overpass QL of one airport: every table row's tag, named, within its list's radius; then the aerodrome outline. */
export function overpassQuery(at: { latitude: number; longitude: number }): string {
  const lat = at.latitude.toFixed(6);
  const lon = at.longitude.toFixed(6);
  const byList = new Map<string, string[]>();
  for (const rule of OSM_TABLE) {
    const radius = Math.round(PLACE_LIST_RULES[rule.list as PlaceListId].radiusNm * METRES_PER_NM);
    const k = `${rule.key}|${radius}`;
    byList.set(k, [...(byList.get(k) ?? []), ...rule.values]);
  }
  const lines = [...byList].map(([k, values]) => {
    const [key, radius] = k.split("|");
    return `  nwr(around:${radius},${lat},${lon})["${key}"~"^(${[...new Set(values)].join("|")})$"]["name"];`;
  });
  return [
    `[out:json][timeout:25];`,
    `(`,
    ...lines,
    `);`,
    `out center tags qt;`,
    `(way(around:${AERODROME_SEARCH_M},${lat},${lon})["aeroway"="aerodrome"];relation(around:${AERODROME_SEARCH_M},${lat},${lon})["aeroway"="aerodrome"];);`,
    `out tags geom qt;`,
  ].join("\n");
}

/** Asks the interpreter at OVERPASS_URL; OverpassFailure or ServiceUnreachable on failure. */
export async function askOverpass(query: string): Promise<OverpassAnswer> {
  const { status, body } = await boundedRequest(config.overpassUrl, {
    method: "POST",
    body: new URLSearchParams({ data: query }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
  });
  return readOverpassAnswer(status, body);
}
