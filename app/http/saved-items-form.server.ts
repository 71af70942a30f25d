import {
  ID_FIELD,
  loginRequiredToast,
  saveFailedToast,
  savedToast,
  SAVED_KINDS,
  type SaveIntent,
  type SavedKind,
} from "~/lib/saved-items";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Toast } from "~/lib/toast";
import { Conflict, Forbidden, NotFound, type AppError } from "~/services/errors.server";
import { placeSavingCases, removeTripCase, saveTripCase } from "~/use-cases/saving.server";
import type { z } from "zod";
import type { ParamSchemas, UseCase } from "~/use-cases/use-case";
import { formDoor, type FormDoor, type FormDoneAnswer } from "./form-door.server";

/**
 * The page side of saving: a form post with `intent` = save-trip,
 * remove-activity … and the item's id (airportLocId, activityId, landmarkId,
 * restaurantId or lodgingId), made from the same declarations as the /api calls
 * (app/use-cases/saving.server.ts). Post/Redirect/Get back to the page that
 * posted, with the toast in the flash cookie; a refusal is a toast too, never a
 * form error (the buttons have no fields to show one on). The same answer serves
 * a plain HTML post and a useFetcher submission (`replace` keeps history clean).
 */
export function saveIntentDoors(opts: { removeTripFailedToast?: Toast } = {}): Record<SaveIntent, FormDoor> {
  const doors = {} as Record<SaveIntent, FormDoor>;
  for (const kind of SAVED_KINDS) {
    for (const action of ["save", "remove"] as const) {
      const back = (request: Request) => {
        const url = new URL(request.url);
        return safeRedirect(`${url.pathname}${url.search}`);
      };
      const done = (request: Request): FormDoneAnswer => ({
        to: back(request),
        toast: savedToast(kind, action),
        replace: true,
      });
      const refusedTo = (error: AppError, request: Request): FormDoneAnswer =>
        // Already not saved (another tab, a double post): what the user asked for holds.
        action === "remove" && error instanceof NotFound
          ? done(request)
          : { to: back(request), toast: failedToast(kind, action, error, opts), replace: true };
      const common = {
        signInPrompt: loginRequiredToast(kind, action).description,
        done: (_: unknown, { request }: { request: Request }) => done(request),
        refusedTo,
        paramsFrom: (form: FormData) => ({
          [kind === "trip" ? "locId" : "id"]: String(form.get(ID_FIELD[kind]) ?? ""),
        }),
      };
      const useCase: UseCase<"user", z.ZodType, ParamSchemas, unknown> =
        kind === "trip" ? (action === "save" ? saveTripCase : removeTripCase) : placeSavingCases[kind][action];
      doors[`${action}-${kind}`] = formDoor(useCase, common);
    }
  }
  return doors;
}

function failedToast(
  kind: SavedKind,
  action: "save" | "remove",
  error: AppError,
  opts: { removeTripFailedToast?: Toast },
): Toast {
  if (error instanceof Forbidden)
    return { title: "Verify your e-mail", description: error.message, variant: "destructive" };
  // A full list: the spec's title, and what to do instead of its "Please try again" (decision 0112).
  if (error instanceof Conflict) return { title: "Error", description: error.message, variant: "destructive" };
  if (action === "remove" && kind === "trip" && opts.removeTripFailedToast) return opts.removeTripFailedToast;
  return saveFailedToast(kind, action);
}
