import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { assertSameOrigin } from "~/http/csrf.server";
import { flashHeader } from "~/http/flash.server";
import { signOutCookie } from "~/http/session.server";

/** The nav's Logout form posts here (spec §2, §8): the session ends, then / with 'Signed out'. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await signOutCookie(request));
  headers.append(
    "Set-Cookie",
    await flashHeader({ title: "Signed out", description: "You have been successfully signed out." }),
  );
  return redirect("/", { headers });
}

/** A GET never signs anyone out (a link or a prefetch must not): it just goes home. */
export function loader() {
  return redirect("/");
}
