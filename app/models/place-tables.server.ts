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
