import type { Route } from "./+types/profile.password";
import { passwordChangeSchema } from "~/lib/account-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { changePassword } from "~/services/accounts.server";
import { currentSessionId, requireApiUser } from "~/http/session.server";

/** PUT /api/profile/password {currentPassword, newPassword} — the signed-in user's own password; every other session of the user ends. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  return jsonResponse(async () => {
    const user = await requireApiUser(request);
    await changePassword(
      user.id,
      parseInput(passwordChangeSchema, await readJsonBody(request)),
      await currentSessionId(request),
    );
    return { success: true };
  });
}

export const loader = () => methodNotAllowed("PUT");
