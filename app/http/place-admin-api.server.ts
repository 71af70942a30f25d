import { PLACE_TABLES, type PlaceTableName } from "~/lib/place-admin";
import { createPlaceFromSuggestionCase } from "~/use-cases/place-admin.server";
import { jsonDoor, type jsonRoute } from "./json-door.server";
import { mountedPerSegment } from "./mounted-per-segment.server";
import { readJsonInput } from "./request-input.server";

type JsonRoute = ReturnType<typeof jsonRoute>;

/**
 * A place-admin route module is mounted once per list (/api/admin/activities,
 * /api/admin/landmarks …; app/routes.ts): the list is the path's segment after
 * /api/ (or /api/admin/), and each list's doors are made from its declarations
 * (app/use-cases/place-admin.server.ts).
 */
export function perPlaceTable(make: (table: PlaceTableName) => JsonRoute) {
  const routes = Object.fromEntries(PLACE_TABLES.map((table) => [table, make(table)])) as Record<
    PlaceTableName,
    JsonRoute
  >;
  return mountedPerSegment(routes, tableOf);
}

function tableOf(request: Request): PlaceTableName {
  const [, , first, second] = new URL(request.url).pathname.split("/");
  return (first === "admin" ? second : first) === "landmarks" ? "landmarks" : "activities";
}

/** POST /api/{activities|landmarks}: the suggestion's fields as sent, the list from the URL; 201 with the place. */
export const createFromSuggestionDoor = (table: PlaceTableName) =>
  jsonDoor(createPlaceFromSuggestionCase, {
    status: 201,
    from: async ({ request }) => ({ ...(await readJsonInput(request, createPlaceFromSuggestionCase.limits)), table }),
    answer: ({ place }) => place,
  });
