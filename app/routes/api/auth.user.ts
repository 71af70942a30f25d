import type { Route } from "./+types/auth.user";
import { methodNotAllowed } from "~/http/json-errors.server";
import { getUser } from "~/http/session.server";

/** GET /api/auth/user — the signed-in user (spec §7), 401 when signed out. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ error: "Unauthorized" }, { status: 401 });
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
