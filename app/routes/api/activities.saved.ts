import type { Route } from "./+types/activities.saved";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { savedActivitiesOf } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/activities/saved — the signed-in user's saved activities, by airport, nearest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => savedActivitiesOf(user.id));
}

export const action = () => methodNotAllowed("GET");
