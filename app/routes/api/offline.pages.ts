import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { offlinePagesCase } from "~/use-cases/offline.server";

/**
 * GET /api/offline/pages — the page URLs the service worker keeps for the signed-in pilot
 * (docs/decisions/0087-offline-pages.md). Signed out: 401, and the worker drops its copies.
 */
const route = jsonRoute({ GET: jsonDoor(offlinePagesCase) });

export const loader = route.loader;
export const action = route.action;
