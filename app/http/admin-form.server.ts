import { data, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { assertSameOrigin } from "./csrf.server";
import { asRefusal, readCappedForm } from "./feedback-http.server";
import { flashHeader } from "./flash.server";
import { requireAdmin } from "./session.server";

export interface AdminActionAnswer {
  toast: Toast;
}

/**
 * A triage button's post (tools-admin §2 Admin Dashboard): admins only, then
 * Post/Redirect/Get back to the page with a toast; a refused move (409) or bad
 * input answers 'Update Failed' with the reason, on the same page.
 */
export async function runAdminUpdate(request: Request, update: (form: FormData) => Toast | Promise<Toast>) {
  assertSameOrigin(request);
  await requireAdmin(request);
  try {
    const form = await readCappedForm(request);
    const toast = await update(form);
    const url = new URL(request.url);
    return redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": await flashHeader(toast) } });
  } catch (error) {
    const refusal = asRefusal(error);
    if (!refusal) throw error;
    return data<AdminActionAnswer>(
      { toast: { title: "Update Failed", description: refusal.message, variant: "destructive" } },
      { status: refusal.status },
    );
  }
}

export const formId = (form: FormData, name = "id") => {
  const id = Number(form.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
};
