import { createdPlaceHref, PLACE_DELETE_FAILED, placeSavedToast } from "~/lib/place-admin";
import type { PlacePage } from "~/services/place-admin.server";
import { placeAdminCases, placePageCase } from "~/use-cases/place-admin.server";
import { formAction, formDoor, type FormDoor } from "./form-door.server";
import { loaderDoor } from "./page-door.server";

/*
 * The page doors of admin curation: the add / edit form and the delete
 * confirmation, as their own pages and in the airport page's dialogs
 * (docs/decisions/0042-route-dialogs.md). Each post first reads what its page
 * is about (admins only; an unknown airport, list or place is the page's 404),
 * then runs the list's use case; success goes back to the airport page's list
 * with a toast, or answers the dialog's `{ ok, toast }`.
 */

/** The page's loader: what the page is about, or its 403 / 404. */
export const placePageLoader = loaderDoor(placePageCase);

type Args = { request: Request; params: Record<string, string | undefined> };

/** The add or edit form's post; a refusal is the form again (400) with its errors and the values typed. */
export async function placeFormAction(args: Args) {
  const page = await placePageLoader(args);
  return formAction(page.place ? editDoor(page) : createDoor(page))(args);
}

/** The delete confirmation's post. */
export async function placeDeleteAction(args: Args) {
  const page = await placePageLoader(args);
  return formAction(deleteDoor(page))(args);
}

const backTo = ({ airport, table }: PlacePage) =>
  `/airport/${encodeURIComponent(airport.pageId)}#${table === "activities" ? "things-to-do" : "landmarks"}`;

function createDoor(page: PlacePage): FormDoor {
  return formDoor(placeAdminCases[page.table].create, {
    from: (form) => {
      const fields = new FormData();
      for (const [name, value] of form) if (name !== "airport_loc_id") fields.append(name, value);
      fields.set("airport_loc_id", page.airport.locId);
      return fields;
    },
    // The list shows what was just made, even beyond its first few rows; a dialog goes there too.
    done: (place) => ({
      to: place ? createdPlaceHref(page.airport.pageId, page.table, place) : backTo(page),
      toast: placeSavedToast(page.table, "created"),
      follow: true,
    }),
    refused: () => null,
  });
}

function editDoor(page: PlacePage): FormDoor {
  return formDoor(placeAdminCases[page.table].edit, {
    paramsFrom: () => ({ id: String(page.place!.id) }),
    done: () => ({ to: backTo(page), toast: placeSavedToast(page.table, "updated") }),
    refused: () => null,
  });
}

function deleteDoor(page: PlacePage): FormDoor {
  return formDoor(placeAdminCases[page.table].remove, {
    paramsFrom: () => ({ id: String(page.place!.id) }),
    done: () => ({ to: backTo(page), toast: placeSavedToast(page.table, "deleted") }),
    // Gone meanwhile (another admin, another tab): back to the list, which no longer shows it.
    refusedTo: () => ({ to: backTo(page), toast: PLACE_DELETE_FAILED }),
  });
}
