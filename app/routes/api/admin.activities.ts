import type { Route } from "./+types/admin.activities";
import { methodNotAllowed } from "~/http/json-errors.server";
import { createPlaceCall } from "~/http/place-admin-api.server";

/** POST /api/admin/activities (tools-admin §7): an admin adds one near an airport (airport_loc_id). */
export const action = ({ request }: Route.ActionArgs) => createPlaceCall(request, "activities");

export const loader = () => methodNotAllowed("POST");
