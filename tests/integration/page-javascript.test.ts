/**
 * What the built pages load at first (issue 23): the home and airport pages' scripts hold no zod.
 * The search form checks with app/lib/search-form-check.ts; the airport page's forms (a field
 * report, a place suggestion, an admin's place) load with their dialogs (app/lib/lazy-part.ts).
 * One label map or query-parameter name imported from a schema module once pulled all of zod
 * back in. The home page's own parts (the search form, the featured list, the results) load
 * after it, the results' heading too (docs/decisions/0089-airport-page-parts-on-demand.md). The sizes against their targets
 * are the bench's (`npm run bench`, bench/issue23.ts).
 */
import fs from "node:fs";
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

  it("the home page's first scripts hold neither its search form nor its results: they load after it", () => {
    const home = pageJavaScript(client, ["root", "routes/home"]);
    expect(home.holds("Food within walking distance")).toBe(false);
    expect(home.holds("Reachable airports, sorted by")).toBe(false);
    expect(home.holds("Featured Destinations")).toBe(false);
    expect(home.holds("Operational land airports only")).toBe(false);
    // The fuel labels are the search form's and the results' (a top-level call once kept them in the shell).
    expect(home.holds("Jet A-1+")).toBe(false);
    // The texts are in the build, in the chunks the page fetches once it is up.
    const assets = path.join(client, "assets");
    const chunksHolding = (text: string) =>
      fs
        .readdirSync(assets)
        .filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(assets, f), "utf8").includes(text));
    expect(chunksHolding("Food within walking distance")).toEqual([expect.stringMatching(/^search-form-/)]);
    expect(chunksHolding("Reachable airports, sorted by")).toEqual([expect.stringMatching(/^results-list-/)]);
    expect(chunksHolding("Operational land airports only")).toEqual([expect.stringMatching(/^search-results-/)]);
  });

  it("the airport page's first scripts leave out its radio blocks: they load after it", () => {
    expect(pageJavaScript(client, ["root", "routes/airport"]).holds("Radio, tower and airspace")).toBe(false);
  });

  it.each([["routes/home"], ["routes/airport"]])(
    "%s (with root) holds the error page: an error shows at once",
    (route) => {
      const page = pageJavaScript(client, ["root", route]);
      expect(page.holds("Something went wrong")).toBe(true);
      expect(page.holds("Page Not Found")).toBe(true);
    },
  );

  it("the check finds zod where it belongs: the field report form page loads it", () => {
    expect(pageJavaScript(client, ["root", "field-report-new"]).zodChunks.length).toBeGreaterThan(0);
  });
});
