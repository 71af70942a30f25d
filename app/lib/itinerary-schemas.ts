import { z } from "zod";

/**
 * Itineraries and their items (docs/product.md, "Itineraries"): the input schemas that
 * the pages and the /api/* calls share. The spec's readings disagree on trip
 * styles, item types and item field names; the API takes the union and both
 * spellings, the pages offer one list (docs/decisions/0030-itinerary-fields.md).
 * Client-safe: no server code here.
 */

export * from "./itinerary-labels";
import { ITEM_TYPES, ITINERARY_LIMITS, TRIP_SEASONS, TRIP_STYLES } from "./itinerary-labels";

/* ------------------------------------------------------------ field kinds */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Free text: trimmed, blank is absent. */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

const requiredText = (max: number, required: string, label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`),
  );

/** A number from JSON or a form field ("12", "12.5"); blank is absent. */
const numberInput = (inner: z.ZodNumber) =>
  z.preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  }, inner.optional());

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/** true/false from JSON or a form checkbox ("on", "true"). */
const booleanInput = z.preprocess(
  (v) => {
    if (typeof v === "string") return ["on", "true", "1", "yes"].includes(v.toLowerCase());
    return v ?? undefined;
  },
  z.boolean({ error: "is_public must be true or false" }).optional(),
);

const enumInput = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/* ---------------------------------------------------------- field aliases */

/** The second spelling of each field (docs/product.md, "Itineraries") → the one we store and answer with. */
const ITEM_ALIASES: Record<string, string> = {
  type: "item_type",
  itemType: "item_type",
  day: "day_number",
  dayNumber: "day_number",
  orderPosition: "order_index",
  order_position: "order_index",
  orderIndex: "order_index",
  estimatedDuration: "estimated_duration",
  estimatedCost: "estimated_cost",
};
const ITINERARY_ALIASES: Record<string, string> = {
  airportLocId: "airport_loc_id",
  durationDays: "duration_days",
  tripSeason: "trip_season",
  season: "trip_season",
  tripStyle: "trip_style",
  isPublic: "is_public",
  estimatedCost: "estimated_cost",
  stops: "items",
};

/** Renames aliased keys; when both spellings are sent, the canonical one wins. */
export function withAliases(input: unknown, aliases: Record<string, string>): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const canonical = aliases[key];
    if (canonical) {
      if (!(canonical in input)) out[canonical] = value;
    } else out[key] = value;
  }
  return out;
}

/* ------------------------------------------------------------------ items */

const itemFields = {
  item_type: enumInput(ITEM_TYPES, `Type must be one of: ${ITEM_TYPES.join(", ")}`),
  description: optionalText(ITINERARY_LIMITS.itemDescriptionMax, "Description"),
  address: optionalText(300, "Address"),
  phone: optionalText(50, "Phone"),
  website: optionalText(500, "Website"),
  notes: optionalText(ITINERARY_LIMITS.itemNotesMax, "Notes"),
  location: optionalText(300, "Location"),
  day_number: numberInput(
    wholeNumber("Day must be a whole number").min(1, "Day must be at least 1").max(365, "Day must be at most 365"),
  ),
  time: optionalText(20, "Time"),
  order_index: numberInput(wholeNumber("Order must be a whole number").min(0, "Order must be 0 or more")),
  estimated_duration: numberInput(
    wholeNumber("Duration must be whole minutes")
      .min(0, "Duration must be 0 or more minutes")
      .max(10_000, "Duration is at most 10000 minutes"),
  ),
  estimated_cost: numberInput(
    z
      .number({ error: "Cost must be a number" })
      .min(0, "Cost must be 0 or more")
      .max(1_000_000, "Cost is at most 1000000"),
  ),
};

/** The item dialog and the item calls (docs/product.md, "Itineraries"). */
export const itemObject = z.object({
  ...itemFields,
  name: requiredText(ITINERARY_LIMITS.itemNameMax, "Name is required", "Name"),
});
export const itemInput = z.preprocess((v) => withAliases(v, ITEM_ALIASES), itemObject);
export type ItemInput = z.output<typeof itemObject>;
/** PUT of an item: the fields sent change, the others stay. */
export const itemChangesInput = z.preprocess((v) => withAliases(v, ITEM_ALIASES), itemObject.partial());

/** A stop of the itinerary form (docs/product.md, "Itineraries": 'Stop name is required'). */
const stopObject = z.object({
  ...itemFields,
  name: requiredText(ITINERARY_LIMITS.itemNameMax, "Stop name is required", "Stop name"),
});
const stopInput = z.preprocess((v) => withAliases(v, ITEM_ALIASES), stopObject);

/* ------------------------------------------------------------ itineraries */

const itineraryFields = {
  title: requiredText(ITINERARY_LIMITS.titleMax, "Title is required", "Title"),
  description: requiredText(ITINERARY_LIMITS.descriptionMax, "Description is required", "Description"),
  duration_days: numberInput(
    wholeNumber("Duration must be a whole number of days")
      .min(ITINERARY_LIMITS.minDays, "Duration must be at least 1 day")
      .max(ITINERARY_LIMITS.maxDays, "Duration must be at most 30 days"),
  ),
  trip_season: enumInput(TRIP_SEASONS, `Season must be one of: ${TRIP_SEASONS.join(", ")}`),
  trip_style: enumInput(TRIP_STYLES, `Style must be one of: ${TRIP_STYLES.join(", ")}`),
  is_public: booleanInput,
  estimated_cost: itemFields.estimated_cost,
};

const airportCode = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .string({ error: "Airport code is required" })
    .trim()
    .min(1, "Airport code is required")
    .max(10, "Airport code is at most 10 characters")
    .regex(/^[A-Za-z0-9]+$/, "Airport code has only letters and digits")
    .transform((s) => s.toUpperCase()),
);

const createObject = z.object({
  airport_loc_id: airportCode,
  ...itineraryFields,
  /** Ignored: an itinerary is created as a draft (docs/product.md, "Itineraries"). */
  status: z.unknown().optional(),
  items: z.array(stopInput, { error: "items must be a list of stops" }).max(200, "At most 200 stops").optional(),
});
/** POST /api/itineraries and POST /api/admin/itineraries: the itinerary and, optionally, its stops in one call. */
export const createItineraryInput = z.preprocess((v) => withAliases(v, ITINERARY_ALIASES), createObject);
export type CreateItineraryInput = z.output<typeof createObject>;

/** PUT /api/itineraries/{id}: the same fields except airport and status; absent fields stay as they are. */
const updateObject = z.object({
  title: itineraryFields.title.optional(),
  description: itineraryFields.description.optional(),
  duration_days: itineraryFields.duration_days,
  trip_season: itineraryFields.trip_season,
  trip_style: itineraryFields.trip_style,
  is_public: itineraryFields.is_public,
  estimated_cost: itineraryFields.estimated_cost,
});
export const updateItineraryInput = z.preprocess((v) => withAliases(v, ITINERARY_ALIASES), updateObject);
export type UpdateItineraryInput = z.output<typeof updateObject>;

/* ------------------------------------------------- the admin create screen */

/** A stop as the create screen posts it: a blank name means "skip this stop" (docs/product.md, "Itineraries"). */
export const screenStop = z.object({ ...itemFields, name: optionalText(ITINERARY_LIMITS.itemNameMax, "Stop name") });

/**
 * The admin create/edit screen (field names as the API's): stops[i].name …
 * Blank stops are dropped by `stopsToSave`, not refused.
 */
export const itineraryScreenSchema = z.object({
  airport_loc_id: airportCode,
  ...itineraryFields,
  stops: z.array(screenStop).default([]),
});
export type ItineraryScreenValue = z.output<typeof itineraryScreenSchema>;

/** The fields whose absence the create screen reports as 'Please fill in all required fields.' */
export const REQUIRED_SCREEN_FIELDS = ["airport_loc_id", "title", "description"] as const;
export const VALIDATION_TOAST = {
  title: "Validation Error",
  description: "Please fill in all required fields.",
  variant: "destructive",
} as const;
export const CREATED_TOAST = {
  title: "Itinerary Created",
  description: "New itinerary has been created successfully.",
} as const;
