import type { Route } from "./+types/profile";
import { profileSchema } from "~/lib/account-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { updateProfile } from "~/services/accounts.server";
import { requireApiUser } from "~/http/session.server";

/** PUT /api/profile {email, firstName, lastName} — the signed-in user's own profile; answers the user. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  return jsonResponse(async () => {
    const user = await requireApiUser(request);
    return updateProfile(user.id, parseInput(profileSchema, await readJsonBody(request)), new URL(request.url).origin);
  });
}

export const loader = () => methodNotAllowed("PUT");
