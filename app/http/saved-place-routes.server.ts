import type { PlaceKind } from "~/models/places.server";
import { PLACE_SEGMENTS, type PlaceSegment } from "~/use-cases/saving.server";
import type { DoorArgs, JsonRouteHandle, jsonRoute } from "./json-door.server";

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
  const pick = (request: Request) => routes[PLACE_SEGMENTS[segmentOf(request)] ?? "activity"];
  const handle: JsonRouteHandle = { methods: routes.activity.handle.methods };
  return {
    loader: (args: DoorArgs) => pick(args.request).loader(args),
    action: (args: DoorArgs) => pick(args.request).action(args),
    handle,
  };
}

const segmentOf = (request: Request) => new URL(request.url).pathname.split("/")[2] as PlaceSegment;
