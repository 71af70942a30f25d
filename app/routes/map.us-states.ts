import { usStatesSvg } from "~/services/range-map.server";

/** GET /map/us-states.svg — the range map's state outlines, drawn once per process and cached by browsers for a day. */
export function loader() {
  return new Response(usStatesSvg(), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
