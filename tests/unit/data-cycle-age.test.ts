import { describe, expect, it } from "vitest";
import { dataCycleAge } from "~/lib/data-cycle-age";

describe("dataCycleAge", () => {
  it("counts whole UTC days and expires the cycle on its 28th day", () => {
    expect(dataCycleAge("2026-11-05", new Date("2026-11-05T23:59:00Z"))).toEqual({ ageDays: 0, expired: false });
    expect(dataCycleAge("2026-11-05", new Date("2026-12-02T12:00:00Z"))).toEqual({ ageDays: 27, expired: false });
    expect(dataCycleAge("2026-11-05", new Date("2026-12-03T00:00:00Z"))).toEqual({ ageDays: 28, expired: true });
  });
});
