import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { requireAdmin } from "~/http/session.server";

/** /admin opens its first tab. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/itineraries");
}

/**
 * Never shown (the loader redirects or refuses), but a page route, not a resource
 * route: a refusal is then the site's own page with its navigation ('Admin access
 * required', status 403), never a bare body.
 */
export default function AdminIndex() {
  return null;
}
