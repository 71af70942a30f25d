import { describe, expect, it } from "vitest";
import { searchCriteria, searchQuery } from "~/lib/search-criteria";

const base = { departureAirport: "KSTS", aircraftSpeed: 120 };

describe("max crosswind criterion", () => {
  it("reads the limit and the 'hide unknown' checkbox from JSON and from the form's '1'", () => {
    expect(searchCriteria.parse({ ...base, maxCrosswind: 12, windRequired: true })).toMatchObject({
      maxCrosswind: 12,
      windRequired: true,
    });
    expect(searchCriteria.parse({ ...base, maxCrosswind: 12, windRequired: "1" })).toMatchObject({
      windRequired: true,
    });
    expect(searchCriteria.parse({ ...base }).maxCrosswind).toBeUndefined();
  });
  it("rejects a negative or absurd limit with a message", () => {
    const bad = searchCriteria.safeParse({ ...base, maxCrosswind: -3 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("Max crosswind must be 0 or more");
    expect(searchCriteria.safeParse({ ...base, maxCrosswind: 150 }).success).toBe(false);
  });
  it("puts both in the shareable query, the checkbox only with a limit", () => {
    expect(searchQuery({ ...base, maxCrosswind: 10, windRequired: true }).toString()).toBe(
      "departureAirport=KSTS&aircraftSpeed=120&maxCrosswind=10&windRequired=1",
    );
    expect(searchQuery({ ...base, windRequired: true }).toString()).toBe("departureAirport=KSTS&aircraftSpeed=120");
  });
});
