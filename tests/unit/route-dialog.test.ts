import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { dialogAction, isDialogDone, loadOnOpenOnly } from "~/lib/route-dialog";

describe("route dialogs (app/lib/route-dialog.ts)", () => {
  it("dialogAction: the route's own URL with dialog=1, keeping a query", () => {
    expect(dialogAction("/airport/KSTS/activities/new")).toBe("/airport/KSTS/activities/new?dialog=1");
    expect(dialogAction("/itineraries/4/items/new?day=2")).toBe("/itineraries/4/items/new?day=2&dialog=1");
  });

  it("isDialogDone: only an answer with ok true closes the dialog", () => {
    expect(isDialogDone({ ok: true, toast: { title: "Activity created" } })).toBe(true);
    for (const refusal of [
      undefined,
      null,
      "ok",
      { ok: false },
      { fieldErrors: { name: ["Name is required"] }, values: {} },
      { lastResult: { status: "error" }, toast: { title: "Error" } },
    ])
      expect(isDialogDone(refusal)).toBe(false);
  });

  it("loadOnOpenOnly: a dialog route's data is not loaded again after a post, otherwise as React Router would", () => {
    const args = (formMethod: string | undefined, defaultShouldRevalidate: boolean) =>
      ({ formMethod, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;
    expect(loadOnOpenOnly(args("POST", true))).toBe(false);
    expect(loadOnOpenOnly(args("post", true))).toBe(false);
    expect(loadOnOpenOnly(args("DELETE", true))).toBe(false);
    expect(loadOnOpenOnly(args(undefined, true))).toBe(true);
    expect(loadOnOpenOnly(args("GET", true))).toBe(true);
    expect(loadOnOpenOnly(args(undefined, false))).toBe(false);
  });
});
