import { replace } from "react-router";
import type { Toast } from "~/lib/toast";
import {
  ID_FIELD,
  isSaveIntent,
  itemIdParam,
  airportIdentifier,
  loginRequiredToast,
  saveActivityInput,
  saveFailedToast,
  saveLandmarkInput,
  saveLodgingInput,
  saveRestaurantInput,
  saveTripInput,
  savedToast,
  type SavedKind,
} from "~/lib/saved-items";
import { InvalidInput, NotFound, Forbidden } from "~/services/errors.server";
import { parseInput } from "./json-errors.server";
import { flashHeader } from "./flash.server";
import {
  removeActivity,
  removeLandmark,
  removeLodging,
  removeRestaurant,
  removeTrip,
  saveActivity,
  saveLandmark,
  saveLodging,
  saveRestaurant,
  saveTrip,
} from "~/services/saving.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireUser } from "./session.server";

/**
 * The page side of saving: a form post with `intent` = save-trip,
 * remove-activity … and the item's id (airportLocId, activityId, landmarkId,
 * restaurantId or lodgingId). Post/Redirect/Get back to the page that posted, with the
 * spec's toast in the flash cookie. The same answer serves a plain HTML post
 * and a useFetcher submission (React Router follows the redirect, `replace`
 * keeps history clean, the root loader shows the toast).
 *
 * Returns undefined when the form carries no save intent, so a route can
 * handle other intents of its own.
 */
export async function handleSaveIntent(
  request: Request,
  form: FormData,
  opts: { removeTripFailedToast?: Toast } = {},
): Promise<Response | undefined> {
  const intent = form.get("intent");
  if (!isSaveIntent(intent)) return undefined;
  const [action, kind] = intent.split("-") as ["save" | "remove", SavedKind];

  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`);
  // Signed out: to /auth with 'Login Required', and back to this page after sign-in.
  const user = await requireUser(request, loginRequiredToast(kind, action).description!);

  const fields = Object.fromEntries(form);
  let toast: Toast;
  try {
    if (action === "save") {
      if (kind === "trip") saveTrip(user.id, parseInput(saveTripInput, fields));
      else if (kind === "activity") saveActivity(user.id, parseInput(saveActivityInput, fields));
      else if (kind === "landmark") saveLandmark(user.id, parseInput(saveLandmarkInput, fields));
      else if (kind === "restaurant") saveRestaurant(user.id, parseInput(saveRestaurantInput, fields));
      else saveLodging(user.id, parseInput(saveLodgingInput, fields));
    } else {
      const raw = fields[ID_FIELD[kind]];
      try {
        if (kind === "trip") removeTrip(user.id, parseInput(airportIdentifier, raw));
        else if (kind === "activity") removeActivity(user.id, parseInput(itemIdParam("Activity id"), raw));
        else if (kind === "landmark") removeLandmark(user.id, parseInput(itemIdParam("Landmark id"), raw));
        else if (kind === "restaurant") removeRestaurant(user.id, parseInput(itemIdParam("Restaurant id"), raw));
        else removeLodging(user.id, parseInput(itemIdParam("Lodging id"), raw));
      } catch (error) {
        // Already not saved (another tab, a double post): what the user asked for holds.
        if (!(error instanceof NotFound)) throw error;
      }
    }
    toast = savedToast(kind, action);
  } catch (error) {
    if (!(error instanceof InvalidInput || error instanceof NotFound || error instanceof Forbidden))
      console.error(error);
    toast =
      error instanceof Forbidden
        ? { title: "Verify your e-mail", description: error.message, variant: "destructive" }
        : action === "remove" && kind === "trip" && opts.removeTripFailedToast
          ? opts.removeTripFailedToast
          : saveFailedToast(kind, action);
  }
  return replace(back, { headers: { "Set-Cookie": await flashHeader(toast) } });
}
