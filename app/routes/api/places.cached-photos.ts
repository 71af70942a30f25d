import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { cachedPhotosCase } from "~/use-cases/airports.server";

/** GET /api/places/cached-photos — the Featured Destinations' photo records (docs/product.md, "Home page"). */
const route = jsonRoute({
  GET: jsonDoor(cachedPhotosCase, { headers: { "cache-control": "public, max-age=3600" } }),
});

export const loader = route.loader;
export const action = route.action;
