import { describe, expect, it } from "vitest";
import { conformFields, isReadableFieldName, MAX_LIST_INDEX, MAX_NAME_DEPTH } from "~/http/conform-fields.server";
import { typedText } from "~/http/request-input.server";

describe("the field names conform may read (security audit: 'x[99999999]=1' ran the server out of memory)", () => {
  it.each([
    ["email", true],
    ["stops[0].name", true],
    [`stops[${MAX_LIST_INDEX}].day_number`, true],
    [`stops[${MAX_LIST_INDEX + 1}].day_number`, false],
    ["x[99999999]", false],
    ["x[0001]", false],
    [["a", ...Array(MAX_NAME_DEPTH - 1).fill(".a")].join(""), true],
    [["a", ...Array(MAX_NAME_DEPTH).fill(".a")].join(""), false],
    [`a${"[0]".repeat(MAX_NAME_DEPTH)}`, false],
  ])("%s → %s", (name, readable) => {
    expect(isReadableFieldName(name)).toBe(readable);
  });

  it("drops only the unreadable names, keeping every other entry and its order; a clean form is passed through", () => {
    const form = new FormData();
    form.append("name", "Ann");
    form.append("x[99999999]", "1");
    form.append("stops[0].name", "Museum");
    form.append("name", "Bo");
    const kept = conformFields(form);
    expect([...kept.entries()]).toEqual([
      ["name", "Ann"],
      ["stops[0].name", "Museum"],
      ["name", "Bo"],
    ]);
    expect(conformFields(kept)).toBe(kept);
    const query = conformFields(new URLSearchParams("departureAirport=KSTS&a.a.a.a.a.a.a=1&page=2"));
    expect(query.toString()).toBe("departureAirport=KSTS&page=2");
  });
});

describe("typedText: control characters are not text", () => {
  it("removes NUL, bell, DEL and the C1 set; keeps tab, line breaks and every printable letter", () => {
    expect(typedText("a\u0000b\u0007c\td\ne\r\u007f\u0085é✈ 日本")).toBe("abc\td\ne\ré✈ 日本");
    expect(typedText("\u0000\u0000")).toBe("");
    expect(typedText("plain")).toBe("plain");
  });
});
