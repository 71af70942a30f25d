import { z } from "zod";
import { createPlaceSchema, type CreatePlaceInput } from "./feedback-schemas";
import { pickSchema } from "./pick-schema";
import type { Toast } from "./toast";
import { CREATED_PARAM } from "./place-lists";

/**
 * Admin activity and landmark forms and their JSON calls, one schema for both
 * (docs/product.md, "Contact, reports and the Admin Dashboard";
 * docs/decisions/0025-admin-place-curation.md). Client-safe.
 */

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : (v ?? null)),
    z.string({ error: "Must be text" }).max(max, `At most ${max} characters`).nullable(),
  );

const required = (what: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `${what} is required` })
      .min(1, `${what} is required`)
      .max(max, `At most ${max} characters`),
  );

/**
 * Step 0.1. A distance that is not a number is refused with its own message, never
 * stored as 0 NM ('walkable'): docs/decisions/0071-forms-over-their-caps-and-admin-answers.md.
 */
const distanceNm = z.preprocess(
  (v) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return undefined;
    const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : NaN;
    return Number.isFinite(n) ? Math.round(n * 10) / 10 : NaN;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? "Distance is required" : "Distance must be a number of NM"),
    })
    .min(0, "Distance must be 0 or more")
    .max(500, "Distance must be at most 500 NM"),
);

/** Optional numbers; empty becomes null. */
const optionalCoordinate = (what: string, limit: number) =>
  z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? null : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: `${what} must be a number` })
      .min(-limit, `${what} must be between -${limit} and ${limit}`)
      .max(limit, `${what} must be between -${limit} and ${limit}`)
      .nullable(),
  );

export const PLACE_CATEGORIES = ["adults", "kids"] as const;

const common = {
  name: required("Name", 200),
  distance_nm: distanceNm,
  summary: required("Summary", 1000),
  phone: text(40),
  website: text(500),
  address: text(300),
  latitude: optionalCoordinate("Latitude", 90),
  longitude: optionalCoordinate("Longitude", 180),
};

const category = z.enum(PLACE_CATEGORIES, { error: "Category must be adults or kids" });

export const activityFields = z.object({ ...common, category });
export const landmarkFields = z.object(common);

const airportLocId = z
  .string({ error: "airport_loc_id is required" })
  .trim()
  .min(1, "airport_loc_id is required")
  .max(10, "airport_loc_id is at most 10 characters")
  .regex(/^[A-Za-z0-9]+$/, "airport_loc_id has only letters and digits")
  .transform((s) => s.toUpperCase());

export const createActivityInput = activityFields.extend({ airport_loc_id: airportLocId });
export const createLandmarkInput = landmarkFields.extend({ airport_loc_id: airportLocId });

/** POST /api/activities and /api/landmarks: from an approved suggestion (distance defaults to 5 NM). */
const fromSuggestion = {
  airport_loc_id: airportLocId,
  name: required("Name", 200),
  phone: text(40),
  website: text(500),
  address: text(300),
  description: text(1000),
  distance_nm: z.preprocess((v) => (v === undefined || v === null || v === "" ? 5 : v), distanceNm),
  google_place_id: text(200),
  google_rating: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.number({ error: "google_rating must be a number" }).min(0).max(5).nullable(),
  ),
  price_level: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.enum(["$", "$$", "$$$", "$$$$"], { error: "price_level is $ to $$$$" }).nullable(),
  ),
};
export const activityFromSuggestion = z.object({ ...fromSuggestion, category: category.default("adults") });
export const landmarkFromSuggestion = z.object(fromSuggestion);

export type PlaceTableName = "activities" | "landmarks";
export const PLACE_TABLES = ["activities", "landmarks"] as const satisfies readonly PlaceTableName[];
export const isPlaceTable = (t: unknown): t is PlaceTableName => t === "activities" || t === "landmarks";

/**
 * 'Create' from an approved suggestion, by either door: the Admin Dashboard
 * names the stored suggestion (`suggestion_id`, with the distance and
 * coordinates the admin may correct first); POST /api/activities and
 * /api/landmarks send the suggestion's fields, with the list (`table`) from
 * the URL (docs/decisions/0025-admin-place-curation.md).
 */
export const placeFromSuggestionInput = pickSchema<
  | ({ from: "dashboard"; suggestionId: number } & CreatePlaceInput)
  | { from: "fields"; table: "activities"; fields: z.output<typeof activityFromSuggestion> }
  | { from: "fields"; table: "landmarks"; fields: z.output<typeof landmarkFromSuggestion> }
>((body) =>
  "suggestion_id" in body
    ? createPlaceSchema
        .extend({ suggestion_id: z.coerce.number().int().positive().catch(0) })
        .transform(({ suggestion_id, ...corrections }) => ({
          from: "dashboard" as const,
          suggestionId: suggestion_id,
          ...corrections,
        }))
    : body.table === "landmarks"
      ? landmarkFromSuggestion.transform((fields) => ({ from: "fields" as const, table: "landmarks" as const, fields }))
      : activityFromSuggestion
          .extend({ table: z.literal("activities", { error: "Unknown list" }) })
          .transform(({ table, ...fields }) => ({ from: "fields" as const, table, fields })),
);
const noun = (t: PlaceTableName) => (t === "activities" ? "activity" : "landmark");
const title = (t: PlaceTableName) => (t === "activities" ? "Activity" : "Landmark");

/** Create or update failure. */
export const placeSaveFailedToast = (t: PlaceTableName, action: "create" | "update", message?: string): Toast => ({
  title: "Error",
  description: message || `Failed to ${action} ${noun(t)}.`,
  variant: "destructive",
});
/** Delete failure. */
export const PLACE_DELETE_FAILED: Toast = {
  title: "Error",
  description: "Failed to delete item.",
  variant: "destructive",
};

/** Success toasts: the spec gives none; these follow its pattern. */
export const placeSavedToast = (
  t: PlaceTableName,
  action: "created" | "updated" | "deleted" | "hidden" | "shown",
): Toast => ({
  title: `${title(t)} ${action}`,
  description: `The ${noun(t)} was ${action}.`,
});

export const DELETE_CONFIRMATION = "This action cannot be undone.";

/**
 * Where the airport page shows a place an admin just made: its tab (For Kids), the row kept
 * in the list even beyond the first few, scrolled to and marked "New"
 * (docs/decisions/0077-what-was-just-made-and-every-error.md).
 */
export function createdPlaceHref(
  airportPageId: string,
  table: PlaceTableName,
  place: { id: number; category?: string | null },
): string {
  const key = `${noun(table)}-${place.id}`;
  const query = new URLSearchParams();
  if (table === "activities" && place.category === "kids") query.set("things", "kids");
  query.set(CREATED_PARAM, key);
  return `/airport/${encodeURIComponent(airportPageId)}?${query}#${key}`;
}
