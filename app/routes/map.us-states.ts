import { OUTLINE_ZOOMS, usStatesSvg, type OutlineZoom } from "~/services/range-map.server";

/**
 * GET /map/us-states.svg[?zoom=2|4] — the range map's state outlines, drawn once per process and
 * zoom step and cached by browsers for a day. Any other zoom is the whole map's.
 */
export function loader({ request }: { request: Request }) {
  const asked = Number(new URL(request.url).searchParams.get("zoom"));
  const zoom: OutlineZoom = OUTLINE_ZOOMS.find((z) => z === asked) ?? 1;
  return new Response(usStatesSvg(zoom), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
