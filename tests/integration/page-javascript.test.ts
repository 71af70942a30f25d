/**
 * What the built pages load at first (issue 23): the home page's scripts hold no zod. Its search
 * form checks with app/lib/search-form-check.ts, and every module it shows must stay zod-free
 * (field-report-search once pulled all of zod back in through a label map). The sizes against
 * their targets are the bench's (`npm run bench`, bench/issue23.ts), not a test's.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageJavaScript } from "../../bench/issue23";
import { repoRoot } from "../support/server";

const client = path.join(repoRoot, "build/client");

describe("the JavaScript a page loads at first", () => {
  it("the home page (root + routes/home) loads no zod", () => {
    const home = pageJavaScript(client, ["root", "routes/home"]);
    expect(home.files).toBeGreaterThan(3);
    expect(home.zodChunks).toEqual([]);
  });

  it("the check finds zod where it belongs: the field report form page loads it", () => {
    expect(pageJavaScript(client, ["root", "field-report-new"]).zodChunks.length).toBeGreaterThan(0);
  });
});
