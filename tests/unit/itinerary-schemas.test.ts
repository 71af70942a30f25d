import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  createItineraryInput,
  itemInput,
  itemObject,
  itineraryScreenSchema,
  ITEM_TYPES,
  TRIP_STYLES,
  updateItineraryInput,
  withAliases,
} from "~/lib/itinerary-schemas";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join(".") || "form"] ??= issue.message;
  return out;
};

const base = { airport_loc_id: "ksts", title: "Wine country day", description: "Fly in, lunch, tasting." };

describe("createItineraryInput (tools-admin §5 Itinerary form)", () => {
  it("needs a title and a description, with the spec's messages", () => {
    expect(errorsOf(createItineraryInput, { airport_loc_id: "KSTS" })).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
    expect(errorsOf(createItineraryInput, { ...base, title: "   ", description: "" })).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
  });

  it("limits title to 200 and description to 1000 characters", () => {
    expect(
      createItineraryInput.safeParse({ ...base, title: "x".repeat(200), description: "y".repeat(1000) }).success,
    ).toBe(true);
    expect(errorsOf(createItineraryInput, { ...base, title: "x".repeat(201) })).toEqual({
      title: "Title must be at most 200 characters",
    });
    expect(errorsOf(createItineraryInput, { ...base, description: "y".repeat(1001) })).toEqual({
      description: "Description must be at most 1000 characters",
    });
  });

  it.each([
    [0, "Duration must be at least 1 day"],
    [31, "Duration must be at most 30 days"],
    [2.5, "Duration must be a whole number of days"],
  ])("refuses duration_days %s", (days, message) => {
    expect(errorsOf(createItineraryInput, { ...base, duration_days: days })).toEqual({ duration_days: message });
  });

  it("takes 1 and 30 days, numbers from form strings, and upper-cases the airport", () => {
    const one = createItineraryInput.parse({ ...base, duration_days: "1" });
    expect(one.duration_days).toBe(1);
    expect(one.airport_loc_id).toBe("KSTS");
    expect(createItineraryInput.parse({ ...base, duration_days: 30 }).duration_days).toBe(30);
  });

  it("accepts both readings' trip styles (cultural and solo) and refuses others", () => {
    expect(TRIP_STYLES).toEqual(
      expect.arrayContaining(["cultural", "solo", "adventure", "relaxation", "family", "romantic", "business"]),
    );
    for (const style of TRIP_STYLES)
      expect(createItineraryInput.parse({ ...base, trip_style: style }).trip_style).toBe(style);
    expect(Object.keys(errorsOf(createItineraryInput, { ...base, trip_style: "party" }))).toEqual(["trip_style"]);
  });

  it("takes the camelCase spelling of the itinerary form (durationDays, tripStyle, season, stops)", () => {
    const v = createItineraryInput.parse({
      ...base,
      durationDays: 2,
      tripStyle: "solo",
      season: "fall",
      stops: [{ name: "Lunch", day: 2 }],
    });
    expect(v).toMatchObject({
      duration_days: 2,
      trip_style: "solo",
      trip_season: "fall",
      items: [{ name: "Lunch", day_number: 2 }],
    });
  });

  it("a stop in the body needs a name ('Stop name is required') and a day of at least 1", () => {
    expect(
      errorsOf(createItineraryInput, { ...base, items: [{ name: "" }, { name: "Museum", day_number: 0 }] }),
    ).toEqual({
      "items.0.name": "Stop name is required",
      "items.1.day_number": "Day must be at least 1",
    });
  });
});

describe("itemInput (tools-admin §5 Itinerary item form)", () => {
  it("reads both spellings: type/item_type, day/day_number, orderPosition/order_index", () => {
    const dialog = itemInput.parse({
      type: "photo_spot",
      name: "Bodega Head",
      day: "2",
      time: "14:30",
      orderPosition: 3,
    });
    const form = itemInput.parse({
      item_type: "photo_spot",
      name: "Bodega Head",
      day_number: 2,
      time: "14:30",
      order_index: 3,
    });
    expect(dialog).toEqual(form);
    expect(form).toMatchObject({ item_type: "photo_spot", day_number: 2, order_index: 3 });
  });

  it("the canonical spelling wins when both are sent", () => {
    expect(itemInput.parse({ name: "A", type: "note", item_type: "lodging" }).item_type).toBe("lodging");
  });

  it("accepts every item type of the three readings", () => {
    for (const t of [
      "activity",
      "landmark",
      "custom",
      "waypoint",
      "lodging",
      "dining",
      "photo_spot",
      "transportation",
      "note",
    ]) {
      expect(ITEM_TYPES).toContain(t);
      expect(itemInput.parse({ name: "x", type: t }).item_type).toBe(t);
    }
    expect(Object.keys(errorsOf(itemInput, { name: "x", type: "spaceship" }))).toEqual(["item_type"]);
  });

  it("has the spec's limits and messages", () => {
    expect(errorsOf(itemInput, {})).toEqual({ name: "Name is required" });
    expect(errorsOf(itemInput, { name: "x".repeat(201) })).toEqual({ name: "Name must be at most 200 characters" });
    expect(errorsOf(itemInput, { name: "x", description: "d".repeat(501) })).toEqual({
      description: "Description must be at most 500 characters",
    });
    expect(errorsOf(itemInput, { name: "x", notes: "n".repeat(1001) })).toEqual({
      notes: "Notes must be at most 1000 characters",
    });
    expect(errorsOf(itemInput, { name: "x", day: 0 })).toEqual({ day_number: "Day must be at least 1" });
    expect(errorsOf(itemInput, { name: "x", orderPosition: -1 })).toEqual({ order_index: "Order must be 0 or more" });
    expect(errorsOf(itemInput, { name: "x", estimated_duration: -5 })).toEqual({
      estimated_duration: "Duration must be 0 or more minutes",
    });
    expect(
      itemInput.parse({ name: "x", description: "d".repeat(500), notes: "n".repeat(1000), orderPosition: 0 })
        .order_index,
    ).toBe(0);
  });

  it("treats blank optional text as absent", () => {
    const v = itemInput.parse({ name: "Cafe", address: "  ", phone: "", website: null });
    expect(v.address).toBeUndefined();
    expect(v.phone).toBeUndefined();
    expect(v.website).toBeUndefined();
  });

  it("a partial update still refuses a blank name", () => {
    expect(itemObject.partial().safeParse({ notes: "Bring a jacket" }).success).toBe(true);
    expect(errorsOf(itemObject.partial(), { name: " " })).toEqual({ name: "Name is required" });
  });
});

describe("updateItineraryInput", () => {
  it("changes only what is sent, and reads isPublic", () => {
    expect(updateItineraryInput.parse({ isPublic: true })).toEqual({ is_public: true });
    expect(errorsOf(updateItineraryInput, { title: "" })).toEqual({ title: "Title is required" });
  });
});

describe("itineraryScreenSchema (the admin create screen)", () => {
  it("lets a stop have a blank name (it is skipped, not refused)", () => {
    const v = itineraryScreenSchema.parse({
      ...base,
      stops: [
        { name: undefined, day_number: "1" },
        { name: "Museum", day_number: "2" },
      ],
    });
    expect(v.stops).toHaveLength(2);
    expect(v.stops[1]).toMatchObject({ name: "Museum", day_number: 2 });
  });

  it("a stop's duration must be 0 or more", () => {
    expect(errorsOf(itineraryScreenSchema, { ...base, stops: [{ name: "A", estimated_duration: "-1" }] })).toEqual({
      "stops.0.estimated_duration": "Duration must be 0 or more minutes",
    });
  });
});

describe("withAliases", () => {
  it("leaves non-objects alone", () => {
    expect(withAliases(null, { a: "b" })).toBeNull();
    expect(withAliases([1], { a: "b" })).toEqual([1]);
  });
});
