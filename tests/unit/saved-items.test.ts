import { describe, expect, it } from "vitest";
import {
  activityBatchInput,
  lodgingBatchInput,
  loginRequiredToast,
  priceLevelLabel,
  restaurantCategoryLabel,
  saveActivityInput,
  saveFailedToast,
  saveLodgingInput,
  saveTripInput,
  savedToast,
} from "~/lib/saved-items";

describe("saving: the spec's texts (§8)", () => {
  it.each([
    ["trip", "save", "Please log in to save trips. Redirecting..."],
    ["trip", "remove", "Please log in to save trips. Redirecting..."],
    ["activity", "save", "Please log in to save activities. Redirecting..."],
    ["activity", "remove", "Please log in to manage saved activities. Redirecting..."],
    ["landmark", "save", "Please log in to save landmarks. Redirecting..."],
    ["landmark", "remove", "Please log in to manage saved landmarks. Redirecting..."],
    ["restaurant", "save", "Please log in to save restaurants. Redirecting..."],
    // Not in the spec: lodging follows the landmark wording, as a mass noun (docs/decisions/0041-saved-lodging.md).
    ["lodging", "save", "Please log in to save lodging. Redirecting..."],
    ["lodging", "remove", "Please log in to manage saved lodging. Redirecting..."],
  ] as const)("Login Required for %s %s", (kind, action, description) => {
    expect(loginRequiredToast(kind, action)).toEqual({ title: "Login Required", description });
  });

  it.each([
    [
      "trip",
      "Trip Saved!",
      "Airport added to your trips list.",
      "Trip Removed",
      "Airport removed from your trips list.",
    ],
    [
      "landmark",
      "Landmark Saved!",
      "Landmark added to your trips list.",
      "Landmark Removed",
      "Landmark removed from your trips list.",
    ],
    [
      "lodging",
      "Lodging Saved!",
      "Lodging added to your trips list.",
      "Lodging Removed",
      "Lodging removed from your trips list.",
    ],
  ] as const)("%s saved and removed toasts", (kind, savedTitle, savedText, removedTitle, removedText) => {
    expect(savedToast(kind, "save")).toEqual({ title: savedTitle, description: savedText });
    expect(savedToast(kind, "remove")).toEqual({ title: removedTitle, description: removedText });
  });

  it.each([
    ["trip", "remove", "Failed to remove trip. Please try again."],
    ["activity", "save", "Failed to save activity. Please try again."],
    ["landmark", "remove", "Failed to remove landmark. Please try again."],
    ["lodging", "save", "Failed to save lodging. Please try again."],
    ["lodging", "remove", "Failed to remove lodging. Please try again."],
  ] as const)("%s %s failure toast", (kind, action, description) => {
    expect(saveFailedToast(kind, action)).toEqual({ title: "Error", description, variant: "destructive" });
  });

  it.each([
    ["$", "Budget-friendly"],
    ["$$", "Moderate"],
    ["$$$", "Upscale"],
    ["$$$$", "Fine dining"],
    ["$$$$$", null],
    [null, null],
  ])("price level %s reads %s (§9)", (level, label) => {
    expect(priceLevelLabel(level)).toBe(label);
  });

  it("restaurant categories", () => {
    expect(restaurantCategoryLabel("quick_bites")).toBe("Quick Bites");
    expect(restaurantCategoryLabel("settle_in")).toBe("Settle In");
  });
});

describe("saving: input schemas", () => {
  it("trip: airportLocId (LOC or ICAO, upper-cased), airportId optional", () => {
    expect(saveTripInput.parse({ airportLocId: " ksts ", airportId: 12 })).toEqual({
      airportLocId: "KSTS",
      airportId: 12,
    });
    expect(saveTripInput.parse({ airportLocId: "O88" })).toEqual({ airportLocId: "O88" });
    for (const bad of [{}, { airportLocId: "" }, { airportLocId: "K STS" }, { airportLocId: "KSTS", airportId: 0 }]) {
      expect(saveTripInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("ids come as numbers (JSON) or digit strings (forms)", () => {
    expect(saveActivityInput.parse({ activityId: "42" })).toEqual({ activityId: 42 });
    expect(saveActivityInput.parse({ activityId: 42, airportLocId: "sts" })).toEqual({
      activityId: 42,
      airportLocId: "STS",
    });
    for (const activityId of ["4x", -1, 0, 1.5, null, true]) {
      expect(saveActivityInput.safeParse({ activityId }).success, String(activityId)).toBe(false);
    }
  });

  it("batch lists: ids only, at most 500", () => {
    expect(activityBatchInput.parse({ activityIds: [1, "2"] })).toEqual({ activityIds: [1, 2] });
    expect(activityBatchInput.safeParse({ activityIds: Array.from({ length: 501 }, (_, i) => i + 1) }).success).toBe(
      false,
    );
    expect(activityBatchInput.safeParse({ activityIds: "1,2" }).success).toBe(false);
  });

  it("lodging: lodgingId as a number or digits; batch of lodgingIds", () => {
    expect(saveLodgingInput.parse({ lodgingId: "17" })).toEqual({ lodgingId: 17 });
    expect(saveLodgingInput.parse({ lodgingId: 17 })).toEqual({ lodgingId: 17 });
    for (const bad of [{}, { lodgingId: "x" }, { lodgingId: 0 }, { landmarkId: 17 }]) {
      expect(saveLodgingInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(lodgingBatchInput.parse({ lodgingIds: [3, "4"] })).toEqual({ lodgingIds: [3, 4] });
    expect(lodgingBatchInput.safeParse({ lodgingIds: Array.from({ length: 501 }, (_, i) => i + 1) }).success).toBe(
      false,
    );
    expect(lodgingBatchInput.safeParse({ lodgingIds: [1, "x"] }).success).toBe(false);
  });
});
