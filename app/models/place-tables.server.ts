import type Database from "better-sqlite3";
import type { PlaceTable } from "~/lib/place-classes";

/** The four place tables, in the order imports and live fetches write them. */
export const PLACE_TABLES: PlaceTable[] = ["activities", "landmarks", "restaurants", "lodging"];

/** Each list's saves: a saved place that left its source is kept, hidden, so the save stays. */
export const SAVED_PLACES: Record<PlaceTable, { table: string; column: string }> = {
  activities: { table: "saved_activities", column: "activity_id" },
  landmarks: { table: "saved_landmarks", column: "landmark_id" },
  restaurants: { table: "saved_restaurants", column: "restaurant_id" },
  lodging: { table: "saved_lodging", column: "lodging_id" },
};

/** A place's row id, for when its upsert returned no row: an admin-corrected row is left as it is. */
export function placeRowId(
  sqlite: Database.Database,
  table: PlaceTable,
  airportLocId: string,
  source: string,
  sourceId: string,
): number {
  return sqlite
    .prepare(`SELECT id FROM ${table} WHERE airport_loc_id = ? AND source = ? AND source_id = ?`)
    .pluck()
    .get(airportLocId, source, sourceId) as number;
}
