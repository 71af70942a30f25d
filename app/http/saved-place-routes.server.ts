import type { PlaceKind } from "~/models/places.server";
import { PLACE_SEGMENTS, type PlaceSegment } from "~/use-cases/saving.server";
import { withFacts, type DoorArgs, type JsonRouteFacts, type jsonRoute } from "./json-door.server";
import { ROUTE_FACTS } from "../../server/edge-contract.mjs";

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
  const factsOf = (route: JsonRoute) => (route.action as unknown as Record<string, JsonRouteFacts>)[ROUTE_FACTS];
  const facts: JsonRouteFacts = {
    methods: factsOf(routes.activity).methods,
    // Each door runs its kind's declaration: listed as one, kind by kind.
    useCases: Object.fromEntries(
      Object.keys(factsOf(routes.activity).useCases ?? {}).map((door) => [
        door,
        Object.values(routes)
          .map((route) => factsOf(route).useCases?.[door])
          .join(" / "),
      ]),
    ),
  };
  return withFacts(
    facts,
    (args: DoorArgs) => pick(args.request).loader(args),
    (args: DoorArgs) => pick(args.request).action(args),
  );
}

const segmentOf = (request: Request) => new URL(request.url).pathname.split("/")[2] as PlaceSegment;
