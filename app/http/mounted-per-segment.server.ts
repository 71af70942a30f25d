import { ROUTE_FACTS } from "../../server/edge-contract.mjs";
import { withFacts, type DoorArgs, type JsonRouteFacts, type jsonRoute } from "./json-door.server";

type JsonRoute = ReturnType<typeof jsonRoute>;

/**
 * One route module mounted once per list or kind (app/routes.ts: /api/activities/save,
 * /api/landmarks/save …): each mount's doors are made from its own declarations, a segment of the
 * request's path picks which answers, and the route table (docs/architecture.md) lists each door's
 * use cases mount by mount ("saveActivity / saveLandmark / …"; one name when all mounts share it).
 */
export function mountedPerSegment<K extends string>(routes: Record<K, JsonRoute>, pick: (request: Request) => K) {
  const all: JsonRoute[] = Object.values(routes);
  const factsOf = (route: JsonRoute) => (route.action as unknown as Record<string, JsonRouteFacts>)[ROUTE_FACTS];
  const first = factsOf(all[0]!);
  const facts: JsonRouteFacts = {
    methods: first.methods,
    useCases: Object.fromEntries(
      Object.keys(first.useCases ?? {}).map((door) => [
        door,
        [...new Set(all.map((route) => factsOf(route).useCases?.[door]))].join(" / "),
      ]),
    ),
  };
  return withFacts(
    facts,
    (args: DoorArgs) => routes[pick(args.request)].loader(args),
    (args: DoorArgs) => routes[pick(args.request)].action(args),
  );
}
