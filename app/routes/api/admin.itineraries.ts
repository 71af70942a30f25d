import type { Route } from "./+types/admin.itineraries";
import { createItineraryInput } from "~/lib/itinerary-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { requireApiAdmin } from "~/http/session.server";
import { allItineraries, createItinerary } from "~/services/itineraries.server";

/*
 *   GET  /api/admin/itineraries  every itinerary, drafts included, with items
 *   POST /api/admin/itineraries  create (a draft), optionally with its stops in the same transaction; 201 {id, …}
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireApiAdmin(request);
  return jsonResponse(() => allItineraries(admin));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireApiAdmin(request);
  const body = await readJsonBody(request).catch((e: unknown) => e);
  return jsonResponse(
    () => {
      if (body instanceof Error) throw body;
      return createItinerary(admin, parseInput(createItineraryInput, body));
    },
    { status: 201 },
  );
}
