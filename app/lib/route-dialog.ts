import type { ShouldRevalidateFunctionArgs } from "react-router";
import { showToast } from "~/components/toaster";
import type { Toast } from "~/lib/toast";

/**
 * A route dialog (app/components/route-dialog.tsx) posts to its route's own
 * action with `?dialog=1`: the action then answers with data instead of a
 * redirect, since a fetcher that is redirected navigates the whole page
 * (docs/decisions/0042-route-dialogs.md). Client-safe.
 */
export const ROUTE_DIALOG_PARAM = "dialog";

/** The action URL a route dialog posts its form to. */
export const dialogAction = (href: string) => `${href}${href.includes("?") ? "&" : "?"}${ROUTE_DIALOG_PARAM}=1`;

/** A route dialog's success: it closes and shows the toast (the page's loaders run again by themselves). */
export interface DialogDone {
  ok: true;
  toast: Toast;
  /** Where the page goes once the dialog closed, when it should show what the post made. */
  to?: string;
}

export const isDialogDone = (value: unknown): value is DialogDone =>
  typeof value === "object" && value !== null && (value as Partial<DialogDone>).ok === true;

/**
 * A dialog route's `shouldRevalidate`: its loader runs when the dialog opens
 * (or its page loads), not again after a post. React Router reloads every
 * fetcher's data after an action, and the dialog's own post may have deleted
 * what the loader reads (it would answer 404, and the airport page would show
 * the error); the form that data fed is closed by then.
 */
export function loadOnOpenOnly({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}

/**
 * A dialog route's `clientAction`: a done answer's toast shows as the answer arrives, not when
 * the dialog's component next renders. React Router renders its state in a transition, so on a
 * slow device the answer and the page's reloaded data can land in one render; a post that
 * deleted what the dialog's button was on (an itinerary item, a place) has then taken the
 * dialog's component with it, and the toast would never show. Likewise when the pilot left the
 * page while the post was on its way (docs/decisions/0042-route-dialogs.md).
 */
export async function toastWhenDone<Answer>({ serverAction }: { serverAction(): Promise<Answer> }): Promise<Answer> {
  const answer = await serverAction();
  if (isDialogDone(answer)) showToast(answer.toast);
  return answer;
}
