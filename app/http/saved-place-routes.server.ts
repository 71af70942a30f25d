import type { PlaceKind } from "~/models/places.server";
import { PLACE_SEGMENTS, type PlaceSegment } from "~/use-cases/saving.server";
import type { jsonRoute } from "./json-door.server";
import { mountedPerSegment } from "./mounted-per-segment.server";

type JsonRoute = ReturnType<typeof jsonRoute>;

/**
 * A saved-place route module is mounted once per kind (/api/activities/save,
 * /api/landmarks/save …; app/routes.ts): the kind is the path's segment after
 * /api/, and each kind's door is made from that kind's declaration.
 */
export function perPlaceKind(make: (kind: PlaceKind) => JsonRoute) {
  const routes = Object.fromEntries(Object.values(PLACE_SEGMENTS).map((kind) => [kind, make(kind)])) as Record<
    PlaceKind,
    JsonRoute
  >;
  return mountedPerSegment(routes, (request) => PLACE_SEGMENTS[segmentOf(request)] ?? "activity");
}

const segmentOf = (request: Request) => new URL(request.url).pathname.split("/")[2] as PlaceSegment;
