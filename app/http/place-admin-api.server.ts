import {
  activityFields,
  activityFromSuggestion,
  createActivityInput,
  createLandmarkInput,
  landmarkFields,
  landmarkFromSuggestion,
  type PlaceTableName,
} from "~/lib/place-admin";
import { itemIdParam } from "~/lib/saved-items";
import { createPlace, editPlace, removePlace, suggestedPlace } from "~/services/place-admin.server";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "./json-errors.server";
import { requireApiAdmin } from "./session.server";

/*
 * The JSON side of admin curation (tools-admin §7), shared by the activity
 * and landmark routes. Admin only: 401 signed out, 403 for other users.
 */

const noun = (t: PlaceTableName) => (t === "activities" ? "Activity id" : "Landmark id");

/** POST /api/admin/{activities|landmarks}: create; 201 with the place. */
export async function createPlaceCall(request: Request, table: PlaceTableName): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await requireApiAdmin(request);
  const schema = table === "activities" ? createActivityInput : createLandmarkInput;
  return jsonResponse(async () => createPlace(table, parseInput(schema, await readJsonBody(request))), { status: 201 });
}

/** POST /api/{activities|landmarks}: create from an approved suggestion (distance 5 NM unless given); 201 with the place. */
export async function createFromSuggestionCall(request: Request, table: PlaceTableName): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await requireApiAdmin(request);
  const schema = table === "activities" ? activityFromSuggestion : landmarkFromSuggestion;
  return jsonResponse(async () => createPlace(table, suggestedPlace(parseInput(schema, await readJsonBody(request)))), {
    status: 201,
  });
}

/** PUT /api/admin/{activities|landmarks}/{id}: update; DELETE: delete (an imported place is hidden for good). */
export async function placeItemCall(
  request: Request,
  table: PlaceTableName,
  rawId: string | undefined,
): Promise<Response> {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("PUT, DELETE");
  await requireApiAdmin(request);
  return jsonResponse(async () => {
    const id = parseInput(itemIdParam(noun(table)), rawId);
    if (request.method === "DELETE") {
      removePlace(table, id);
      return { success: true };
    }
    const schema = table === "activities" ? activityFields : landmarkFields;
    return editPlace(table, id, parseInput(schema, await readJsonBody(request)));
  });
}
