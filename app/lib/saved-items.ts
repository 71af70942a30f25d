import { z } from "zod";

/**
 * Saving airports (trips), activities, landmarks, restaurants and lodging: the input
 * schemas shared by the page forms and the JSON calls, and the spec's texts
 * (§8). Client-safe: no server code here.
 */

export * from "./saved-item-texts";

/** An id from JSON (number) or a form field (digits). */
const positiveId = (what: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${what} must be a positive whole number` })
      .int(`${what} must be a positive whole number`)
      .positive(`${what} must be a positive whole number`)
      .max(Number.MAX_SAFE_INTEGER, `${what} must be a positive whole number`),
  );

/** FAA location id or ICAO id: letters and digits, as typed in the nav box. */
export const airportIdentifier = z
  .string({ error: "Airport identifier is required" })
  .trim()
  .min(1, "Airport identifier is required")
  .max(10, "Airport identifier is at most 10 characters")
  .regex(/^[A-Za-z0-9]+$/, "Airport identifier has only letters and digits")
  .transform((s) => s.toUpperCase());

/**
 * POST /api/trips/save {airportId, airportLocId}. The airport is found by
 * airportLocId (LOC or ICAO id); airportId, the row id of the FAA data, is
 * accepted for the contract but not trusted: it changes with each FAA cycle.
 */
export const saveTripInput = z.object({
  airportLocId: airportIdentifier,
  airportId: positiveId("Airport id").optional(),
});

/** POST /api/activities/save {activityId, airportLocId}; the activity's own airport wins over airportLocId. */
export const saveActivityInput = z.object({
  activityId: positiveId("Activity id"),
  airportLocId: airportIdentifier.optional(),
});
export const saveLandmarkInput = z.object({ landmarkId: positiveId("Landmark id") });
export const saveRestaurantInput = z.object({ restaurantId: positiveId("Restaurant id") });
/** Not in the spec: POST /api/lodging/save {lodgingId}, like a landmark (docs/decisions/0041-saved-lodging.md). */
export const saveLodgingInput = z.object({ lodgingId: positiveId("Lodging id") });

export const itemIdParam = (what: string) => positiveId(what);

/** Batch checks: at most this many ids per call. */
export const MAX_BATCH_IDS = 500;
const idArray = (field: string, what: string) =>
  z
    .array(positiveId(what), { error: `${field} must be an array of ids` })
    .max(MAX_BATCH_IDS, `${field} may hold at most ${MAX_BATCH_IDS} ids`);

export const activityBatchInput = z.object({ activityIds: idArray("activityIds", "Activity id") });
export const landmarkBatchInput = z.object({ landmarkIds: idArray("landmarkIds", "Landmark id") });
export const restaurantBatchInput = z.object({ restaurantIds: idArray("restaurantIds", "Restaurant id") });
export const lodgingBatchInput = z.object({ lodgingIds: idArray("lodgingIds", "Lodging id") });
