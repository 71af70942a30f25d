/**
 * A page's data as one JSON text (app/lib/page-data-text.ts, docs/decisions/0110-page-data-as-json-text.md):
 * what the browser reads back is the value the loader gave, and a page's meta and component reading
 * the same text get the same object without parsing it twice.
 */
import { describe, expect, it } from "vitest";
import { pageDataText, readPageData } from "~/lib/page-data-text";

describe("page data as one JSON text", () => {
  const page = {
    airport: { loc_id: "STS", name: "Charles M Schulz - Sonoma County", runways: [{ Length: 6000, Width: 150 }] },
    places: { activities: [{ id: 1, name: "Windsor Golf Club", distance_nm: 1.2, phone: null, featured: true }] },
    weatherAsOf: 1_796_000_000_000,
    signedIn: false,
  };

  it("is a string, and reads back as the value it was made of", () => {
    const text = pageDataText(page);
    expect(typeof text).toBe("string");
    expect(readPageData(text)).toEqual(page);
  });

  it("reads the same text to the same object, and another text to its own value", () => {
    const text = pageDataText(page);
    const first = readPageData(text);
    expect(readPageData(text)).toBe(first);
    const other = pageDataText({ ...page, signedIn: true });
    expect(readPageData(other).signedIn).toBe(true);
    expect(readPageData(text)).toEqual(page);
  });

  it("keeps text as text: markup in a value is a string, never parsed into anything else", () => {
    const hostile = { name: "</script><script>alert(1)</script>", note: '\u2028\u2029 \\ "quoted"' };
    expect(readPageData(pageDataText(hostile))).toEqual(hostile);
  });
});
