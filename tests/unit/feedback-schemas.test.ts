import { describe, expect, it } from "vitest";
import { browserSummary } from "~/lib/browser-summary";
import {
  contactSchema,
  contactStatusSchema,
  createPlaceSchema,
  placeSuggestionSchema,
  reportSchema,
  suggestionStatusSchema,
} from "~/lib/feedback-schemas";
import { canMoveContact, canMoveReport, reportActions } from "~/lib/feedback-status";
import { retryDelaySeconds } from "~/lib/mail-retry";

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("contactSchema (tools-admin §5)", () => {
  it.each([
    [{ name: "", email: "a@b.co", message: "0123456789" }, { name: "Name is required" }],
    [{ name: "   ", email: "a@b.co", message: "0123456789" }, { name: "Name is required" }],
    [{ name: "A", email: "nope", message: "0123456789" }, { email: "Valid email is required" }],
    [{ name: "A", email: "a@b.co", message: "123456789" }, { message: "Message must be at least 10 characters" }],
    [{ name: "A", email: "a@b.co", message: "  12345678  " }, { message: "Message must be at least 10 characters" }],
    [
      {},
      { name: "Name is required", email: "Valid email is required", message: "Message must be at least 10 characters" },
    ],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(contactSchema.safeParse(input))).toEqual(expected);
  });

  it("accepts a message of 10 characters and lower-cases the e-mail", () => {
    expect(contactSchema.parse({ name: " Amelia ", email: " A@B.CO ", message: "0123456789" })).toEqual({
      name: "Amelia",
      email: "a@b.co",
      message: "0123456789",
    });
  });
});

describe("reportSchema", () => {
  const ok = { type: "bug", title: "12345", description: "0123456789", email: "a@b.co", priority: "low" };
  it("takes titles of 5 to 100 and descriptions of 10 to 2000 characters", () => {
    expect(reportSchema.safeParse(ok).success).toBe(true);
    expect(reportSchema.safeParse({ ...ok, title: "x".repeat(100), description: "y".repeat(2000) }).success).toBe(true);
    expect(errorsOf(reportSchema.safeParse({ ...ok, title: "1234" }))).toEqual({
      title: "Title must be at least 5 characters",
    });
    expect(errorsOf(reportSchema.safeParse({ ...ok, title: "x".repeat(101) }))).toEqual({
      title: "Title must be at most 100 characters",
    });
    expect(errorsOf(reportSchema.safeParse({ ...ok, description: "y".repeat(2001) }))).toEqual({
      description: "Description must be at most 2000 characters",
    });
  });
  it("uses the spec's messages for type, e-mail and priority", () => {
    expect(errorsOf(reportSchema.safeParse({ ...ok, type: "", email: "x", priority: "urgent" }))).toEqual({
      type: "Please select a report type",
      email: "Please enter a valid email address",
      priority: "Please select a priority level",
    });
  });
  it("airport and browser are optional; blank is none", () => {
    expect(reportSchema.parse({ ...ok, airport: " ", browser: "" })).toMatchObject({
      airport: undefined,
      browser: undefined,
    });
  });
});

describe("placeSuggestionSchema", () => {
  const ok = { airport_loc_id: "sts", name: "Museum", description: "Planes", type: "activity" };
  it("requires a trimmed name and a description with the spec's sentences", () => {
    expect(errorsOf(placeSuggestionSchema.safeParse({ ...ok, name: "   ", description: "" }))).toEqual({
      name: "Please provide a name for the suggestion.",
      description: "Please provide a description.",
    });
  });
  it("keeps category for activities only (default adults) and upper-cases the airport", () => {
    expect(placeSuggestionSchema.parse({ ...ok, category: "kids" })).toMatchObject({
      airport_loc_id: "STS",
      category: "kids",
    });
    expect(placeSuggestionSchema.parse(ok).category).toBe("adults");
    expect(placeSuggestionSchema.parse({ ...ok, type: "landmark", category: "kids" }).category).toBeUndefined();
    expect(placeSuggestionSchema.safeParse({ ...ok, type: "restaurant" }).success).toBe(false);
  });
});

describe("status inputs", () => {
  it("contact: in_progress, resolved or closed; never back to new", () => {
    for (const s of ["in_progress", "resolved", "closed"])
      expect(contactStatusSchema.safeParse({ status: s }).success).toBe(true);
    expect(contactStatusSchema.safeParse({ status: "new" }).success).toBe(false);
  });
  it("suggestions: the statuses of both kinds, admin notes optional", () => {
    for (const s of ["pending", "approved", "rejected", "new", "in_progress", "resolved", "closed"])
      expect(suggestionStatusSchema.safeParse({ status: s }).success).toBe(true);
    expect(suggestionStatusSchema.safeParse({ status: "done" }).success).toBe(false);
    expect(suggestionStatusSchema.parse({ status: "approved", admin_notes: null })).toEqual({ status: "approved" });
  });
  it("Create defaults to 5 NM; empty coordinates are none", () => {
    expect(createPlaceSchema.parse({ distance_nm: "", latitude: "", longitude: "" })).toEqual({ distance_nm: 5 });
    expect(createPlaceSchema.parse({ distance_nm: "2.5", latitude: "38.5", longitude: "-122.8" })).toEqual({
      distance_nm: 2.5,
      latitude: 38.5,
      longitude: -122.8,
    });
    expect(createPlaceSchema.safeParse({ latitude: "91" }).success).toBe(false);
  });
});

describe("report transitions (tools-admin §4)", () => {
  it.each([
    ["new", ["Start Working", "Mark Resolved", "Close"]],
    ["in_progress", ["Mark Resolved", "Close"]],
    ["resolved", ["Close"]],
    ["closed", []],
  ] as const)("%s shows %j", (from, labels) => {
    expect(reportActions(from).map((a) => a.label)).toEqual(labels);
  });
  it.each([
    ["new", "in_progress", true],
    ["new", "resolved", true],
    ["new", "closed", true],
    ["in_progress", "in_progress", false],
    ["in_progress", "resolved", true],
    ["resolved", "in_progress", false],
    ["resolved", "resolved", false],
    ["resolved", "closed", true],
    ["closed", "closed", false],
    ["closed", "new", false],
    ["in_progress", "new", false],
  ] as const)("%s → %s: %s", (from, to, allowed) => {
    expect(canMoveReport(from, to)).toBe(allowed);
  });
  it("contact messages move to in_progress, resolved or closed from anywhere, never to new", () => {
    for (const from of ["new", "in_progress", "resolved", "closed"] as const) {
      for (const to of ["in_progress", "resolved", "closed"] as const) expect(canMoveContact(from, to)).toBe(true);
      expect(canMoveContact(from, "new")).toBe(false);
    }
  });
});

describe("mail retry delay", () => {
  it("doubles from the base up to the maximum", () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => retryDelaySeconds(n, 30, 300))).toEqual([30, 60, 120, 240, 300, 300]);
  });
});

describe("browserSummary", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", "Firefox 130 on Linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari 17 on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge 126 on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome 126 on Android",
    ],
    ["", null],
    ["curl/8.0", null],
  ])("%s → %s", (ua, expected) => {
    expect(browserSummary(ua)).toBe(expected);
  });
});
