// @ts-check
/**
 * The names the edge (server/) and the app (app/http/) share: one place, so
 * neither copies the other's strings (docs/architecture.md, "Request path").
 */

/** Set by the edge on every request it hands to the app, after dropping any value the client sent. */
export const CLIENT_ADDRESS_HEADER = "x-edge-client-address";

/**
 * The property of a resource route's `loader` and `action` that holds its method
 * table and JSON lane (app/http/json-door.server.ts `jsonRoute`). On the functions,
 * not a `handle` export, so nothing of it reaches the browser's bundle.
 */
export const ROUTE_FACTS = "edgeFacts";

/**
 * On a document answer from the app: the route pattern its page view was counted under
 * (app/entry.server.tsx). The edge keeps it with a kept copy and never sends it.
 */
export const PAGE_ROUTE_HEADER = "x-edge-page-route";
