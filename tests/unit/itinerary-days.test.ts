import { describe, expect, it } from "vitest";
import {
  addDayNumber,
  addStopDay,
  dayChoices,
  formatStopDuration,
  formatStopTime,
  highestDay,
  itemsByDay,
  nextOrderPosition,
  stopsToSave,
} from "~/lib/itinerary-days";

describe("Add Stop and Add Day (tools-admin §4)", () => {
  it.each([
    [[], 1, 2],
    [[1], 1, 2],
    [[1, 1, 2], 2, 3],
    [[3, 1, 2], 3, 4],
    [["2", "", null, undefined], 2, 3],
  ] as const)("days %j: Add Stop uses day %i, Add Day day %i", (days, stop, day) => {
    expect(addStopDay(days)).toBe(stop);
    expect(addDayNumber(days)).toBe(day);
    expect(highestDay(days)).toBe(stop);
  });
});

describe("itemsByDay", () => {
  it("groups by day ascending and sorts each day by orderPosition, then by id", () => {
    const items = [
      { id: 1, name: "c", day_number: 2, order_index: 1 },
      { id: 2, name: "a", day_number: 1, order_index: 2 },
      { id: 3, name: "b", day_number: 1, order_index: 0 },
      { id: 4, name: "d", day_number: 2, order_index: 0 },
      { id: 5, name: "e", day_number: 1, order_index: 2 },
    ];
    expect(itemsByDay(items).map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      [1, [3, 2, 5]],
      [2, [4, 1]],
    ]);
  });
  it("is empty for no items", () => {
    expect(itemsByDay([])).toEqual([]);
  });
});

describe("nextOrderPosition", () => {
  it("is one past the highest position of that day, 0 on an empty day", () => {
    const items = [
      { day_number: 1, order_index: 0 },
      { day_number: 1, order_index: 4 },
      { day_number: 2, order_index: 0 },
    ];
    expect(nextOrderPosition(items, 1)).toBe(5);
    expect(nextOrderPosition(items, 2)).toBe(1);
    expect(nextOrderPosition(items, 3)).toBe(0);
  });
});

describe("stopsToSave (the create screen's stops)", () => {
  it("skips stops with a blank name and numbers the rest within their day, in form order", () => {
    const saved = stopsToSave([
      { name: "Courtesy car", day_number: 1 },
      { name: "  ", day_number: 1 },
      { name: "Museum", day_number: 2 },
      { name: undefined, day_number: 2 },
      { name: " Lunch ", day_number: 1 },
      { name: "Fly home", day_number: 2 },
    ]);
    expect(saved.map((s) => [s.name, s.day_number, s.order_index])).toEqual([
      ["Courtesy car", 1, 0],
      ["Museum", 2, 0],
      ["Lunch", 1, 1],
      ["Fly home", 2, 1],
    ]);
  });
  it("puts a stop without a day on day 1", () => {
    expect(stopsToSave([{ name: "A" }])[0]).toMatchObject({ day_number: 1, order_index: 0 });
  });
});

describe("dayChoices", () => {
  it("offers 1 … the longer of the duration and the last used day", () => {
    expect(dayChoices(2, [])).toEqual([1, 2]);
    expect(dayChoices(1, [{ day_number: 3 }])).toEqual([1, 2, 3]);
    expect(dayChoices(0, [])).toEqual([1]);
  });
});

describe("formatting", () => {
  it.each([
    ["09:00", "9:00 AM"],
    ["12:30", "12:30 PM"],
    ["00:15", "12:15 AM"],
    ["23:59", "11:59 PM"],
    ["after lunch", "after lunch"],
    ["25:00", "25:00"],
  ])("time %s reads %s", (time, text) => {
    expect(formatStopTime(time)).toBe(text);
  });
  it("time absent is null", () => expect(formatStopTime(null)).toBeNull());
  it.each([
    [60, "1 h"],
    [90, "1 h 30 min"],
    [45, "45 min"],
    [0, null],
    [null, null],
  ])("duration %s reads %s", (minutes, text) => {
    expect(formatStopDuration(minutes)).toBe(text);
  });
});
