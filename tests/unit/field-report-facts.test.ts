import { describe, expect, it } from "vitest";
import { ageDays, earliestUsDate, epochDay, latestUsDate, oldestVisitDate } from "~/lib/field-report-dates";
import { authorName, currentFacts, type ReportFacts } from "~/lib/field-report-facts";
import { createFieldReportInput, EMPTY_REPORT, flagFieldReportInput } from "~/lib/field-report-schemas";

function report(over: Partial<ReportFacts> & { id: number; visited_on: string }): ReportFacts {
  return {
    created_at: `${over.visited_on}T12:00:00.000Z`,
    fuel: [],
    courtesy_car: null,
    landing_fee_usd: null,
    overnight_fee_usd: null,
    food_status: null,
    food_name: null,
    fbo_name: null,
    confirmations: 0,
    last_confirmed_on: null,
    ...over,
  };
}

describe("the US calendar of field reports (docs/decisions/0081)", () => {
  it("the latest US date is Wake Island's (UTC+12), the earliest American Samoa's (UTC−11)", () => {
    expect(latestUsDate(Date.UTC(2026, 10, 25, 11, 59))).toBe("2026-11-25");
    expect(latestUsDate(Date.UTC(2026, 10, 25, 12, 0))).toBe("2026-11-26");
    expect(earliestUsDate(Date.UTC(2026, 10, 25, 10, 59))).toBe("2026-11-24");
    expect(earliestUsDate(Date.UTC(2026, 10, 25, 11, 0))).toBe("2026-11-25");
  });

  it("ages count from the earliest US date and never go below zero", () => {
    const t = Date.UTC(2026, 10, 25, 11, 0); // Nov 25 at UTC−11, Nov 25 at UTC+12
    expect(ageDays("2026-11-25", t)).toBe(0);
    expect(ageDays("2026-10-26", t)).toBe(30);
    expect(ageDays("2026-10-25", t)).toBe(31);
    expect(ageDays("2026-11-26", t)).toBe(0);
  });

  it("epochDay refuses dates that do not exist", () => {
    expect(epochDay("2026-02-29")).toBeNaN();
    expect(epochDay("2028-02-29")).not.toBeNaN();
    expect(epochDay("2026-1-01")).toBeNaN();
  });
});

describe("current facts", () => {
  it("the latest visit wins; its age counts from its latest confirmation; stale past 30 / 180 days", () => {
    const t = Date.UTC(2026, 10, 25, 11, 0);
    const facts = currentFacts(
      [
        report({
          id: 1,
          visited_on: "2026-09-01",
          fuel: [{ grade: "100LL", price_usd: 5.9, service: "self" }],
          courtesy_car: "yes",
          confirmations: 3,
          last_confirmed_on: "2026-11-20",
        }),
        report({ id: 2, visited_on: "2026-10-01", fuel: [{ grade: "100LL", price_usd: 6.45, service: "full" }] }),
        report({ id: 3, visited_on: "2026-05-01", courtesy_car: "no", landing_fee_usd: 0 }),
      ],
      t,
    );
    // A confirmed older value (report 1, confirmed 5 days ago) never beats the newer different one (report 2).
    expect(facts.fuel).toEqual([
      {
        grade: "100LL",
        price_usd: 6.45,
        service: "full",
        report_id: 2,
        reported_on: "2026-10-01",
        age_days: 55,
        confirmations: 0,
        stale: true,
      },
    ]);
    // Report 1 is the latest that states the courtesy car: its age is from its confirmation.
    expect(facts.courtesy_car).toEqual({
      value: "yes",
      report_id: 1,
      reported_on: "2026-11-20",
      age_days: 5,
      confirmations: 3,
      stale: false,
    });
    // A fee of 0 is a value; 208 days is stale for anything.
    expect(facts.landing_fee_usd).toMatchObject({ value: 0, report_id: 3, age_days: 208, stale: true });
    expect(facts.overnight_fee_usd).toBeNull();
    expect(facts.fbo).toBeNull();
  });

  it("a fuel price exactly 30 days old is fresh, 31 days is stale", () => {
    const t = Date.UTC(2026, 10, 25, 11, 0);
    const at = (visited_on: string) =>
      currentFacts([report({ id: 1, visited_on, fuel: [{ grade: "UL94", price_usd: 6, service: "self" }] })], t)
        .fuel[0];
    expect(at("2026-10-26").stale).toBe(false);
    expect(at("2026-10-25").stale).toBe(true);
  });

  it("the author's name is first name and last initial, else 'A pilot'", () => {
    expect(authorName("Amelia", "earhart")).toBe("Amelia E.");
    expect(authorName("Amelia", null)).toBe("Amelia");
    expect(authorName("  ", "Earhart")).toBe("A pilot");
    expect(authorName(null, null)).toBe("A pilot");
  });
});

describe("the report's schema", () => {
  const today = latestUsDate();
  it("refuses an empty report, a future day and a day over a year old", () => {
    const empty = createFieldReportInput.safeParse({ visited_on: today });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0].message).toBe(EMPTY_REPORT);
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    const future = createFieldReportInput.safeParse({ visited_on: tomorrow, note: "x" });
    expect(future.error!.issues[0].message).toBe("The day you were there cannot be in the future");
    const old = new Date(Date.parse(oldestVisitDate()) - 86_400_000).toISOString().slice(0, 10);
    expect(createFieldReportInput.safeParse({ visited_on: old, note: "x" }).error!.issues[0].message).toBe(
      "The day you were there must be within the last year",
    );
    expect(createFieldReportInput.safeParse({ visited_on: oldestVisitDate(), note: "x" }).success).toBe(true);
  });

  it("reads fuel lines from JSON and from the form's text, drops blank rows, checks the price range", () => {
    const parsed = createFieldReportInput.parse({
      visited_on: today,
      fuel: [
        { grade: "100LL", price_usd: "6.45", service: "self" },
        { grade: "UL94", price_usd: "", service: "" },
      ],
      landing_fee_usd: "0",
    });
    expect(parsed.fuel).toEqual([{ grade: "100LL", price_usd: 6.45, service: "self" }]);
    expect(parsed.landing_fee_usd).toBe(0);
    const low = createFieldReportInput.safeParse({
      visited_on: today,
      fuel: [{ grade: "100LL", price_usd: 0.49, service: "self" }],
    });
    expect(low.error!.issues).toMatchObject([
      { path: ["fuel", 0, "price_usd"], message: "Price per gallon must be at least 0.50 USD" },
    ]);
    const edge = createFieldReportInput.safeParse({
      visited_on: today,
      fuel: [{ grade: "jet-a", price_usd: 30, service: "full" }],
    });
    expect(edge.success).toBe(true);
    const noService = createFieldReportInput.safeParse({ visited_on: today, fuel: [{ grade: "100LL", price_usd: 6 }] });
    expect(noService.error!.issues).toMatchObject([
      { path: ["fuel", 0, "service"], message: "Choose self-serve or full-serve" },
    ]);
    const twice = createFieldReportInput.safeParse({
      visited_on: today,
      fuel: [
        { grade: "100LL", price_usd: 6, service: "self" },
        { grade: "100LL", price_usd: 7, service: "full" },
      ],
    });
    expect(twice.error!.issues[0].message).toBe("Report each fuel grade once");
  });

  it("a note over 1,000 characters and a flag without a reason are refused", () => {
    expect(
      createFieldReportInput.safeParse({ visited_on: today, note: "x".repeat(1001) }).error!.issues[0].message,
    ).toBe("Note must be at most 1000 characters");
    expect(flagFieldReportInput.safeParse({ reason: " " }).success).toBe(false);
  });
});
