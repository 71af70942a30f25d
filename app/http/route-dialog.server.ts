import { data, redirect } from "react-router";
import { ROUTE_DIALOG_PARAM, type DialogDone } from "~/lib/route-dialog";
import type { Toast } from "~/lib/toast";
import { flashHeader } from "./flash.server";

/** The post came from a route dialog (app/components/route-dialog.tsx), not from the page itself. */
export const fromRouteDialog = (request: Request) => new URL(request.url).searchParams.get(ROUTE_DIALOG_PARAM) === "1";

/**
 * A form's success: Post/Redirect/Get to `back` with a flash toast for the
 * page, or `{ ok, toast }` for a route dialog, which closes and shows it.
 */
export async function doneAnswer(request: Request, back: string, toast: Toast) {
  if (fromRouteDialog(request)) return data<DialogDone>({ ok: true, toast });
  return redirect(back, { headers: { "Set-Cookie": await flashHeader(toast) } });
}
