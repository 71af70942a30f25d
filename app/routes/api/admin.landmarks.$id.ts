import type { Route } from "./+types/admin.landmarks.$id";
import { methodNotAllowed } from "~/http/json-errors.server";
import { placeItemCall } from "~/http/place-admin-api.server";

/** PUT and DELETE /api/admin/landmarks/{id} (tools-admin §7): an admin corrects or deletes one. */
export const action = ({ request, params }: Route.ActionArgs) => placeItemCall(request, "landmarks", params.id);

export const loader = () => methodNotAllowed("PUT, DELETE");
