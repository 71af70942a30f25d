/**
 * The shared date formatters (app/lib/date-format.ts) write exactly what the pages
 * wrote with `toLocaleDateString` before, in UTC whatever the machine's zone.
 */
import { describe, expect, it } from "vitest";
import {
  dayMonth,
  dayMonthYear,
  dayMonthYearTime,
  isoDayText,
  shortMonth,
  utcDay,
  weekdayDayMonthYear,
} from "~/lib/date-format";

const dates = [
  utcDay("2024-12-26"),
  new Date("2025-01-01T23:59:00Z"),
  new Date("2026-07-04T00:00:00Z"),
  new Date("2026-11-23T15:05:00Z"),
];

describe("date formatters", () => {
  it("match toLocaleDateString with the same options, in UTC", () => {
    for (const d of dates) {
      const utc = { timeZone: "UTC" } as const;
      expect(dayMonthYear(d)).toBe(
        d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", ...utc }),
      );
      expect(dayMonth(d)).toBe(d.toLocaleDateString("en-GB", { day: "numeric", month: "short", ...utc }));
      expect(weekdayDayMonthYear(d)).toBe(
        d.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", ...utc }),
      );
      expect(dayMonthYearTime(d)).toBe(
        d.toLocaleString("en-GB", {
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          ...utc,
        }),
      );
      expect(shortMonth(d)).toBe(d.toLocaleString("en-US", { month: "short", ...utc }));
    }
  });

  it("write the examples their names promise, from a Date or epoch milliseconds", () => {
    expect(dayMonthYear(utcDay("2024-12-26"))).toBe("26 Dec 2024");
    expect(dayMonthYear(Date.UTC(2024, 11, 26))).toBe("26 Dec 2024");
    expect(weekdayDayMonthYear(utcDay("2024-12-26"))).toBe("Thu, 26 Dec 2024");
    // One style for every date people read: day, short month, year (the weather's and the FAA cycle's).
    expect(isoDayText("2024-12-26")).toBe("26 Dec 2024");
    expect(dayMonthYearTime(new Date("2026-11-23T15:05:00Z"))).toBe("23 Nov 2026, 15:05");
    expect(dayMonthYearTime(new Date("2026-11-23T00:05:00Z"))).toBe("23 Nov 2026, 00:05");
    // Midnight UTC stays the same day however far west the machine is.
    expect(dayMonth(new Date("2025-01-01T00:30:00Z"))).toBe("1 Jan");
  });

  it("say 'Invalid Date' for a date that is not one, as toLocaleDateString did, instead of throwing", () => {
    expect(dayMonthYearTime(new Date("not a date"))).toBe("Invalid Date");
    expect(dayMonthYear(Number.NaN)).toBe("Invalid Date");
  });
});
