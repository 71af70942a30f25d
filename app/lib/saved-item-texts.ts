import type { Toast } from "~/lib/toast";

/**
 * Saving's kinds, intents and the spec's texts, without the input schemas
 * (app/lib/saved-items.ts): the save buttons on every airport page load this, and zod stays out
 * of the browser's public pages (issue 23).
 */

export const SAVED_KINDS = ["trip", "activity", "landmark", "restaurant", "lodging"] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** The page forms' intents: `save-trip`, `remove-activity` … */
export type SaveIntent = `${"save" | "remove"}-${SavedKind}`;

/** The form field that carries the item's id for each kind. */
export const ID_FIELD: Record<SavedKind, string> = {
  trip: "airportLocId",
  activity: "activityId",
  landmark: "landmarkId",
  restaurant: "restaurantId",
  lodging: "lodgingId",
};

const NOUN: Record<SavedKind, { one: string; many: string }> = {
  trip: { one: "trip", many: "trips" },
  activity: { one: "activity", many: "activities" },
  landmark: { one: "landmark", many: "landmarks" },
  restaurant: { one: "restaurant", many: "restaurants" },
  // A mass noun: 'save lodging', 'Failed to save lodging.' (docs/decisions/0041-saved-lodging.md).
  lodging: { one: "lodging", many: "lodging" },
};

/** Spec §8: 'Login Required' with 'Please log in to save trips. Redirecting...' (and its variants). */
export function loginRequiredToast(kind: SavedKind, action: "save" | "remove"): Toast {
  const what =
    kind === "trip" ? "save trips" : action === "save" ? `save ${NOUN[kind].many}` : `manage saved ${NOUN[kind].many}`;
  return { title: "Login Required", description: `Please log in to ${what}. Redirecting...` };
}

const TITLE: Record<Exclude<SavedKind, "trip">, string> = {
  activity: "Activity",
  landmark: "Landmark",
  restaurant: "Restaurant",
  lodging: "Lodging",
};

/**
 * Success toasts. The trip texts are the spec's; the spec gives none for the
 * places, so theirs follow the same pattern (docs/decisions/0011-saved-items.md,
 * 0041-saved-lodging.md).
 */
export function savedToast(kind: SavedKind, action: "save" | "remove"): Toast {
  if (kind === "trip") {
    return action === "save"
      ? { title: "Trip Saved!", description: "Airport added to your trips list." }
      : { title: "Trip Removed", description: "Airport removed from your trips list." };
  }
  const title = TITLE[kind];
  return action === "save"
    ? { title: `${title} Saved!`, description: `${title} added to your trips list.` }
    : { title: `${title} Removed`, description: `${title} removed from your trips list.` };
}

/** Spec §8: title 'Error', 'Failed to save trip. Please try again.' and the like. */
export function saveFailedToast(kind: SavedKind, action: "save" | "remove"): Toast {
  return {
    title: "Error",
    description: `Failed to ${action} ${NOUN[kind].one}. Please try again.`,
    variant: "destructive",
  };
}

/** Spec §8, My Trips: the removal failure. */
export const TRIPS_REMOVE_FAILED: Toast = {
  title: "Failed to remove",
  description: "Failed to remove airport from trips",
  variant: "destructive",
};

export const TRIPS_LOGIN_PROMPT = "Please log in to view your saved trips.";

/** Spec §9 price levels. */
const PRICE_LEVELS: Record<string, string> = {
  $: "Budget-friendly",
  $$: "Moderate",
  $$$: "Upscale",
  $$$$: "Fine dining",
};
export const priceLevelLabel = (level: string | null | undefined) => (level && PRICE_LEVELS[level.trim()]) || null;

export const RESTAURANT_CATEGORIES = [
  { id: "quick_bites", label: "Quick Bites" },
  { id: "settle_in", label: "Settle In" },
] as const;
export const restaurantCategoryLabel = (category: string) =>
  RESTAURANT_CATEGORIES.find((c) => c.id === category)?.label ?? "Dining";
