import type { Route } from "./+types/landmarks";
import { methodNotAllowed } from "~/http/json-errors.server";
import { createFromSuggestionCall } from "~/http/place-admin-api.server";

/** POST /api/landmarks (tools-admin §7): an admin creates one from an approved place suggestion. */
export const action = ({ request }: Route.ActionArgs) => createFromSuggestionCall(request, "landmarks");

export const loader = () => methodNotAllowed("POST");
