/**
 * The edge's depth bound (server/edge-answers.mjs, docs/decisions/0111-deep-paths.md): every
 * route of app/routes.ts lies well within it, so only an address no route takes is answered
 * 404 by the edge itself.
 */
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { deeperThanAnyRoute, MAX_PATH_SEGMENTS } from "../../server/edge-answers.mjs";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every route's whole path, its parents' paths before it. */
function wholePaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((r) => {
    const own = [parent, r.path ?? ""].filter(Boolean).join("/");
    return [own, ...wholePaths(r.children ?? [], own)];
  });
}

describe("the depth bound", () => {
  it("leaves room for every route of app/routes.ts, the deepest of 5 segments", () => {
    const paths = wholePaths(routes as RouteEntry[]);
    expect(paths).toContain("airport/:locId/:table/:placeId/edit");
    const deepest = Math.max(...paths.map((p) => p.split("/").length));
    // A deeper route: say so in MAX_PATH_SEGMENTS' comment, and keep the bound well above it.
    expect(deepest).toBe(5);
    expect(deepest).toBeLessThan(MAX_PATH_SEGMENTS);
    for (const p of paths) expect(deeperThanAnyRoute(`/${p}`), p).toBe(false);
  });

  it(`counts segments by slashes: ${MAX_PATH_SEGMENTS} pass, one more does not`, () => {
    expect(deeperThanAnyRoute("/")).toBe(false);
    expect(deeperThanAnyRoute("/x".repeat(MAX_PATH_SEGMENTS))).toBe(false);
    expect(deeperThanAnyRoute("/x".repeat(MAX_PATH_SEGMENTS + 1))).toBe(true);
    expect(deeperThanAnyRoute(`${"/x".repeat(MAX_PATH_SEGMENTS)}/`)).toBe(true);
    expect(deeperThanAnyRoute("/x".repeat(7_000))).toBe(true);
    // An encoded slash is part of one segment, to the router as here.
    expect(deeperThanAnyRoute(`/a${"%2Fx".repeat(100)}`)).toBe(false);
  });
});
