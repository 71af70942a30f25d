/**
 * The per-airport lines the results show (adult_activities_summary,
 * kids_activities_summary) and the nearest food, computed from the place
 * tables after every places import and every admin change, so the search
 * only reads them (docs/decisions/0024-activity-summaries.md). Each rewrite
 * bumps the stored generation in the same transaction, which is how every
 * server process learns that its copy is old
 * (docs/decisions/0057-place-changes-across-processes.md).
 */
import type Database from "better-sqlite3";
import { placesSummary } from "~/lib/place-classes";
import { connection } from "~/models/db.server";

interface PlaceLine {
  airport_loc_id: string;
  name: string;
  kind: string | null;
  category: string | null;
  distance_nm: number;
}

/** Aviation museums (landmarks with their own mark) count for grown-ups and kids alike, within the activities' 10 NM. */
const PLACE_LINES = `
  SELECT airport_loc_id, name, kind, category, distance_nm FROM activities WHERE hidden = 0 AND (@locId IS NULL OR airport_loc_id = @locId)
  UNION ALL
  SELECT airport_loc_id, name, kind, 'both' AS category, distance_nm FROM landmarks
   WHERE hidden = 0 AND kind = 'aviation_museum' AND distance_nm <= 10 AND (@locId IS NULL OR airport_loc_id = @locId)`;

const NEAREST_FOOD = `SELECT airport_loc_id, MIN(distance_nm) AS nm FROM restaurants WHERE hidden = 0 AND (@locId IS NULL OR airport_loc_id = @locId) GROUP BY airport_loc_id`;

/** Rebuilds the summaries of one airport (by FAA location id) or, without one, of all airports. */
export function recomputePlaceSummaries(sqlite: Database.Database, locId: string | null = null): void {
  const lines = sqlite.prepare(PLACE_LINES).all({ locId }) as PlaceLine[];
  const food = sqlite.prepare(NEAREST_FOOD).all({ locId }) as { airport_loc_id: string; nm: number }[];
  const byAirport = new Map<string, { adults: PlaceLine[]; kids: PlaceLine[]; food: number | null }>();
  const entry = (id: string) => {
    let e = byAirport.get(id);
    if (!e) byAirport.set(id, (e = { adults: [], kids: [], food: null }));
    return e;
  };
  for (const l of lines) {
    const e = entry(l.airport_loc_id);
    if (l.category !== "kids") e.adults.push(l);
    if (l.category !== "adults") e.kids.push(l);
  }
  for (const f of food) entry(f.airport_loc_id).food = f.nm;

  const write = sqlite.transaction(() => {
    if (locId === null) sqlite.prepare("DELETE FROM place_summaries").run();
    else sqlite.prepare("DELETE FROM place_summaries WHERE airport_loc_id = ?").run(locId);
    const insert = sqlite.prepare(
      "INSERT INTO place_summaries (airport_loc_id, adults_summary, kids_summary, nearest_food_nm) VALUES (?, ?, ?, ?)",
    );
    for (const [id, e] of byAirport) insert.run(id, placesSummary(e.adults), placesSummary(e.kids), e.food);
    sqlite
      .prepare(
        "INSERT INTO place_generation (id, generation) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET generation = generation + 1",
      )
      .run();
  });
  write();
}

let readGeneration: Database.Statement<[], number> | undefined;

/**
 * Which rewrite of the summaries the database holds, whichever process (or
 * `npm run data:places`) made it: the search index re-reads them when it
 * moves. One primary-key read per search.
 */
export function placesVersion(): number {
  readGeneration ??= connection()
    .sqlite.prepare<[], number>("SELECT generation FROM place_generation WHERE id = 1")
    .pluck();
  return readGeneration.get() ?? 0;
}
