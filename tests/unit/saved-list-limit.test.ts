import { afterEach, describe, expect, it, vi } from "vitest";
import { freshConfig } from "../support/fresh-config";

/*
 * The saved-list limit comes from the environment (docs/decisions/0112-saved-list-limit.md);
 * tests/integration/saved-list-limit.test.ts shows a server keeping to it.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("SAVED_LIST_LIMIT", () => {
  it("is 500 unset, and when it is not a positive number", async () => {
    for (const value of ["", "0", "-3", "many"])
      expect((await freshConfig({ SAVED_LIST_LIMIT: value })).savedListLimit, value).toBe(500);
  });

  it("is the number set, a fraction rounded up (a list holds whole entries)", async () => {
    expect((await freshConfig({ SAVED_LIST_LIMIT: "40" })).savedListLimit).toBe(40);
    expect((await freshConfig({ SAVED_LIST_LIMIT: "0.5" })).savedListLimit).toBe(1);
  });
});
