import { jsonResponse } from "~/http/json-errors.server";
import { cachedPhotos } from "~/services/featured.server";

/** GET /api/places/cached-photos — the Featured Destinations' photo records (spec §3, §7). */
export function loader() {
  return jsonResponse(() => cachedPhotos(), { headers: { "cache-control": "public, max-age=3600" } });
}
