import { redirect } from "react-router";
import { redirectWithToast } from "~/http/flash.server";
import { formAction, formDoor } from "~/http/form-door.server";
import { signOutHeaders } from "~/http/session.server";
import { signOutCase } from "~/use-cases/accounts.server";

/** The nav's Logout form posts here (docs/product.md, "Accounts"): the session ends, then / with 'Signed out'. */
export const action = formAction(
  formDoor(signOutCase, {
    done: async (_, { request }) =>
      redirectWithToast(
        "/",
        { title: "Signed out", description: "You have been successfully signed out." },
        // Posted without JavaScript, the answer's Clear-Site-Data removes the offline worker;
        // with it, a whole-document load of / whose worker script does that, and nothing of the
        // pilot stays in the page's memory (docs/decisions/0087-offline-pages.md).
        { headers: await signOutHeaders(request), document: true },
      ),
  }),
);

/** A GET never signs anyone out (a link or a prefetch must not): it just goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Never shown (the loader and the action both redirect). It makes /logout a page route, so that
 * a refused post (a form over its caps, a cross-site post) is the site's own error page with its
 * navigation, as on every other page action (docs/decisions/0071-forms-over-their-caps-and-admin-answers.md).
 */
export default function Logout() {
  return null;
}
