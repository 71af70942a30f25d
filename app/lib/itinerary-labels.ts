/**
 * The itineraries' choices, labels and limits without their schemas (app/lib/itinerary-schemas.ts):
 * the airport page shows itineraries with these, and zod stays out of it (issue 23).
 */

export const TRIP_SEASONS = ["spring", "summer", "fall", "winter", "year-round"] as const;
export type TripSeason = (typeof TRIP_SEASONS)[number];
export const SEASON_LABELS: Record<TripSeason, string> = {
  spring: "Spring",
  summer: "Summer",
  fall: "Fall",
  winter: "Winter",
  "year-round": "Year-round",
};

/** Union of the create screen's list (… cultural …) and the itinerary form's (… solo). */
export const TRIP_STYLES = ["adventure", "relaxation", "cultural", "family", "romantic", "business", "solo"] as const;
export type TripStyle = (typeof TRIP_STYLES)[number];
export const STYLE_LABELS: Record<TripStyle, string> = {
  adventure: "Adventure",
  relaxation: "Relaxation",
  cultural: "Cultural",
  family: "Family",
  romantic: "Romantic",
  business: "Business",
  solo: "Solo",
};

/** Union of the three readings' item types, in the order the pages offer them. */
export const ITEM_TYPES = [
  "activity",
  "landmark",
  "dining",
  "lodging",
  "transportation",
  "waypoint",
  "photo_spot",
  "note",
  "custom",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  activity: "Activity",
  landmark: "Landmark",
  dining: "Dining",
  lodging: "Lodging",
  transportation: "Transportation",
  waypoint: "Waypoint",
  photo_spot: "Photo spot",
  note: "Note",
  custom: "Other",
};

export const ITINERARY_LIMITS = {
  titleMax: 200,
  descriptionMax: 1000,
  minDays: 1,
  maxDays: 30,
  itemNameMax: 200,
  itemDescriptionMax: 500,
  itemNotesMax: 1000,
} as const;
export const DEFAULT_STOP_TIME = "09:00";
export const DEFAULT_STOP_MINUTES = 60;
