import { describe, expect, it } from "vitest";
import { failureDelayMs } from "~/services/rate-limit.server";

describe("failed-password delays (defaults: 5 free, then 30 s doubling, at most an hour)", () => {
  it("lets the first five failures through, then doubles the wait with each failure", () => {
    expect([0, 1, 2, 3, 4].map(failureDelayMs)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(failureDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never waits longer than an hour, however many failures", () => {
    expect(failureDelayMs(12)).toBe(3_600_000);
    expect(failureDelayMs(10_000)).toBe(3_600_000);
  });
});
