import { isRouteErrorResponse } from "react-router";

/**
 * A save control's post (app/components/save-toggle.tsx) that never got a
 * proper answer: the network failed or the server answered 5xx. With
 * JavaScript the page stays as it was and the control shows the 'Error'
 * toast (docs/product.md, Saving); without JavaScript the browser shows what
 * the server sent, as for any form.
 */
export interface SaveFailure {
  saveFailed: true;
}

export const isSaveFailure = (value: unknown): value is SaveFailure =>
  typeof value === "object" && value !== null && (value as Partial<SaveFailure>).saveFailed === true;

/**
 * A route's `clientAction` for pages with save controls: the server action's
 * answer as it is (its redirect with the flash toast, its 4xx), except a
 * network failure or a 5xx, which becomes `{ saveFailed: true }` for the
 * control instead of the route's error page.
 */
export async function keepPageOnSaveFailure<T>(serverAction: () => Promise<T>): Promise<T | SaveFailure> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: follow it
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    return { saveFailed: true };
  }
}

/**
 * After a failed save nothing changed on the server, and the network may be
 * down: no loader runs again (a failing reload would replace the page with
 * the error page after all).
 */
export const skipRevalidationAfterSaveFailure = (actionResult: unknown) => isSaveFailure(actionResult);
