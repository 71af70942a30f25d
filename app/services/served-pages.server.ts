import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The pages the app serves, from the route table of app/routes.ts as the server build
 * holds it: what a page view may name (docs/decisions/0075-page-views-only-of-served-pages.md).
 * A page is a route with a screen (a default export); /api/*, /healthz, the exports and
 * the redirects are not pages, and nobody views them.
 */

interface Table {
  routes: ServerBuild["routes"];
  tree: RouteObject[];
}
/**
 * The route table, read on the first call: the build's module imports this one (and the
 * scripts and unit tests that load route modules outside a build never call it).
 */
let table: Promise<Table> | null = null;
/** Looked-up answers, bounded: the patterns are few, junk may be many. */
const known = new Map<string, string | null>();

function routeTable(): Promise<Table> {
  table ??= import("virtual:react-router/server-build").then(({ routes }) => ({ routes, tree: routeTree(routes) }));
  return table;
}

function routeTree(buildRoutes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const made = new Map<string, RouteObject>();
  for (const route of Object.values(buildRoutes)) {
    if (!route) continue;
    const node: RouteObject = route.index
      ? { id: route.id, path: route.path, index: true }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] };
    made.set(route.id, node);
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  for (const [id, node] of made) if (!node.index) node.children = byParent.get(id) ?? [];
  return byParent.get(undefined) ?? [];
}

/**
 * The route pattern a page view counts under (`/airport/:locId`), as the Traffic tab groups
 * them, for a pattern or a path of a page this app serves (`/airport/KSTS` → `/airport/:locId`);
 * null for anything else. A path only the catch-all matches is no page; the not-found page's
 * own pattern (`/*`, what a navigation to a missing page reports) is.
 */
export async function servedPagePattern(route: string): Promise<string | null> {
  if (known.has(route)) return known.get(route)!;
  const pattern = lookUp(route, await routeTable());
  if (known.size >= 1_000) known.clear();
  known.set(route, pattern);
  return pattern;
}

function lookUp(route: string, { routes, tree }: Table): string | null {
  const matches = matchRoutes(tree, route);
  const leaf = matches?.at(-1)?.route;
  if (!matches || !leaf?.id || !routes[leaf.id]?.module.default) return null;
  const pattern =
    "/" +
    matches
      .map((m) => m.route.path ?? "")
      .filter(Boolean)
      .join("/");
  if (pattern.endsWith("*") && route !== pattern) return null;
  return pattern;
}
