import { data, redirect, replace } from "react-router";
import type { z } from "zod";
import {
  PLACE_DELETE_FAILED,
  activityFields,
  landmarkFields,
  placeSaveFailedToast,
  placeSavedToast,
  type PlaceTableName,
} from "~/lib/place-admin";
import { itemIdParam } from "~/lib/saved-items";
import { InvalidInput, NotFound } from "~/services/errors.server";
import { createPlace, editPlace, hidePlace, removePlace } from "~/services/place-admin.server";
import { flashHeader } from "./flash.server";
import { fieldErrorsOf, parseInput } from "./json-errors.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireAdmin } from "./session.server";
import { doneAnswer, fromRouteDialog } from "./route-dialog.server";

/*
 * The page side of admin curation: the hide/show buttons on the airport page
 * and the add / edit / delete pages. Every call checks the admin right first.
 */

export const isPlaceTable = (t: unknown): t is PlaceTableName => t === "activities" || t === "landmarks";

/** Hide or show an imported place from the airport page (intent hide-place / show-place); undefined for other intents. */
export async function handlePlaceAdminIntent(request: Request, form: FormData): Promise<Response | undefined> {
  const intent = form.get("intent");
  if (intent !== "hide-place" && intent !== "show-place") return undefined;
  await requireAdmin(request);
  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`);
  const table = form.get("table");
  let toast;
  try {
    if (!isPlaceTable(table)) throw new InvalidInput({ table: ["Unknown list"] });
    hidePlace(table, parseInput(itemIdParam("Place id"), form.get("placeId")), intent === "hide-place");
    toast = placeSavedToast(table, intent === "hide-place" ? "hidden" : "shown");
  } catch (error) {
    if (!(error instanceof InvalidInput || error instanceof NotFound)) throw error;
    toast = placeSaveFailedToast(isPlaceTable(table) ? table : "activities", "update", error.message);
  }
  return replace(back, { headers: { "Set-Cookie": await flashHeader(toast) } });
}

/** The form's refusal: the errors by field (`form` for the whole form) and the values typed. */
export type PlaceFormResult = { fieldErrors: Record<string, string[]>; values: Record<string, string> };
const refused = (result: PlaceFormResult) => data(result, { status: 400 });

const schemaOf = (t: PlaceTableName) => (t === "activities" ? activityFields : landmarkFields);

/**
 * The add or edit form's post: back to the airport page with a toast (for the
 * page's dialog, `{ ok, toast }`), or the form's errors (status 400) with the
 * typed values kept.
 */
export async function handlePlaceForm(
  request: Request,
  table: PlaceTableName,
  airport: { locId: string; pageId: string },
  placeId: number | null,
) {
  await requireAdmin(request);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const parsed = schemaOf(table).safeParse(values);
  if (!parsed.success) return refused({ fieldErrors: fieldErrorsOf(parsed.error), values });
  const back = `/airport/${encodeURIComponent(airport.pageId)}#${table === "activities" ? "things-to-do" : "landmarks"}`;
  try {
    if (placeId === null)
      createPlace(table, { ...(parsed.data as z.output<typeof activityFields>), airport_loc_id: airport.locId });
    else editPlace(table, placeId, parsed.data);
  } catch (error) {
    if (!(error instanceof InvalidInput || error instanceof NotFound)) throw error;
    return refused({
      fieldErrors: {
        form: [placeSaveFailedToast(table, placeId === null ? "create" : "update", error.message).description!],
      },
      values,
    });
  }
  return doneAnswer(request, back, placeSavedToast(table, placeId === null ? "created" : "updated"));
}

/** The delete confirmation's post (its page's, or its dialog's: then `{ ok, toast }`, or `{ toast }` with a 404). */
export async function handlePlaceDelete(
  request: Request,
  table: PlaceTableName,
  airportPageId: string,
  placeId: number,
) {
  await requireAdmin(request);
  const back = `/airport/${encodeURIComponent(airportPageId)}#${table === "activities" ? "things-to-do" : "landmarks"}`;
  try {
    removePlace(table, placeId);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    if (fromRouteDialog(request)) return data({ toast: PLACE_DELETE_FAILED }, { status: 404 });
    return redirect(back, { headers: { "Set-Cookie": await flashHeader(PLACE_DELETE_FAILED) } });
  }
  return doneAnswer(request, back, placeSavedToast(table, "deleted"));
}
