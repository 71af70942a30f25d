// @ts-check
import { matchRoutes } from "react-router";
import { ROUTE_FACTS } from "./edge-contract.mjs";

/**
 * @typedef {(body: Uint8Array) => Promise<{ status: number, body: string, headers: Record<string, string> }>} JsonLane
 * @typedef {{ methods: string[] | null, jsonLane: JsonLane | null }} RouteFacts
 */

/**
 * What the edge needs to know of the route a path leads to, read from its
 * loader or action (`ROUTE_FACTS`, set by app/http/json-door.server.ts `jsonRoute`:
 * the route's one method table):
 * - `methods`: the methods the route takes; else a route with a loader and no
 *   action (a page without a form) takes GET and HEAD only; null: the edge's default.
 * - `jsonLane`: a public JSON use case the edge answers from the raw body
 *   (docs/decisions/0052-json-lane.md); null otherwise.
 *
 * @param {import("react-router").ServerBuild} build
 * @returns {(pathname: string) => RouteFacts}
 */
export function createRouteLookup(build) {
  /** @typedef {NonNullable<import("react-router").ServerBuild["routes"][string]>} BuildRoute */
  /** @type {Map<string | undefined, BuildRoute[]>} */
  const byParent = new Map();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  /** @returns {import("react-router").RouteObject[]} */
  const tree = (/** @type {string | undefined} */ parentId) =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routes = tree(undefined);

  /** @returns {RouteFacts} */
  const factsOf = (/** @type {string} */ pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    const module = leaf?.id ? build.routes[leaf.id]?.module : undefined;
    if (!module) return { methods: null, jsonLane: null };
    const carrier = /** @type {Record<string, unknown> | undefined} */ (
      /** @type {unknown} */ (module.action ?? module.loader)
    );
    const handle = /** @type {{ methods?: unknown, jsonLane?: unknown } | undefined} */ (carrier?.[ROUTE_FACTS]);
    const methods = Array.isArray(handle?.methods) ? /** @type {string[]} */ (handle.methods) : null;
    return {
      methods: methods ?? (module.action || !module.loader ? null : ["GET", "HEAD"]),
      jsonLane: typeof handle?.jsonLane === "function" ? /** @type {JsonLane} */ (handle.jsonLane) : null,
    };
  };
  // matchRoutes flattens and ranks every route on each call: remembered per path (bounded), a
  // tenth of the time of an /api search went there (npm run bench, docs/decisions/0036).
  /** @type {Map<string, RouteFacts>} */
  const known = new Map();
  return (pathname) => {
    const seen = known.get(pathname);
    if (seen) return seen;
    const facts = factsOf(pathname);
    if (known.size >= 5_000) known.clear();
    known.set(pathname, facts);
    return facts;
  };
}
