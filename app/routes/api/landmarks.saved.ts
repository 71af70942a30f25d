import type { Route } from "./+types/landmarks.saved";
import { jsonResponse, methodNotAllowed } from "~/http/json-errors.server";
import { savedLandmarksOf } from "~/services/saving.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/landmarks/saved — the signed-in user's saved landmarks, by airport, nearest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(() => savedLandmarksOf(user.id));
}

export const action = () => methodNotAllowed("GET");
