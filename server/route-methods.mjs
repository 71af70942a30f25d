// @ts-check
import { matchRoutes } from "react-router";

/**
 * The methods a route of the build accepts, read from what its module exports:
 * a route with a loader and no action (a page without a form, an /api GET
 * endpoint) takes GET and HEAD only. A route with an action narrows its own
 * methods (app/http/json-errors.server.ts `methodNotAllowed`); null then.
 *
 * @param {import("react-router").ServerBuild} build
 * @returns {(pathname: string) => string[] | null}
 */
export function createRouteMethods(build) {
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

  const methodsOf = (/** @type {string} */ pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    const module = leaf?.id ? build.routes[leaf.id]?.module : undefined;
    if (!module || module.action) return null;
    return module.loader ? ["GET", "HEAD"] : null;
  };
  // matchRoutes flattens and ranks every route on each call: remembered per path (bounded), a
  // tenth of the time of an /api search went there (npm run bench, docs/decisions/0036).
  /** @type {Map<string, string[] | null>} */
  const known = new Map();
  return (pathname) => {
    if (known.has(pathname)) return /** @type {string[] | null} */ (known.get(pathname));
    const methods = methodsOf(pathname);
    if (known.size >= 5_000) known.clear();
    known.set(pathname, methods);
    return methods;
  };
}
