import type { Route } from "./+types/activities";
import { methodNotAllowed } from "~/http/json-errors.server";
import { createFromSuggestionCall } from "~/http/place-admin-api.server";

/** POST /api/activities (tools-admin §7): an admin creates one from an approved place suggestion. */
export const action = ({ request }: Route.ActionArgs) => createFromSuggestionCall(request, "activities");

export const loader = () => methodNotAllowed("POST");
