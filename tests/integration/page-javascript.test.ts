/**
 * What the built pages load at first (issue 23): the home and airport pages' scripts hold no zod.
 * The search form checks with app/lib/search-form-check.ts; the airport page's forms (a field
 * report, a place suggestion, an admin's place) load with their dialogs (app/lib/lazy-part.ts).
 * One label map or query-parameter name imported from a schema module once pulled all of zod
 * back in. The sizes against their targets are the bench's (`npm run bench`, bench/issue23.ts).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageJavaScript } from "../../bench/issue23";
import { repoRoot } from "../support/server";

const client = path.join(repoRoot, "build/client");

describe("the JavaScript a page loads at first", () => {
  it.each([["routes/home"], ["routes/airport"]])("%s (with root) loads no zod", (route) => {
    const page = pageJavaScript(client, ["root", route]);
    expect(page.files).toBeGreaterThan(3);
    expect(page.zodChunks).toEqual([]);
  });

  it("the check finds zod where it belongs: the field report form page loads it", () => {
    expect(pageJavaScript(client, ["root", "field-report-new"]).zodChunks.length).toBeGreaterThan(0);
  });
});
