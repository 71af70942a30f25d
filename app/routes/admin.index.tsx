import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { requireAdmin } from "~/http/session.server";

/** /admin opens its first tab. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/itineraries");
}
