import type { Route } from "./+types/profile.password";
import { passwordChangeSchema } from "~/lib/account-schemas";
import { accountJson, onlyMethods } from "~/http/account-http.server";
import { changePassword } from "~/services/accounts.server";
import { parseInput, readJsonBody } from "~/http/json-errors.server";
import { requireApiUser } from "~/http/session.server";

/** PUT /api/profile/password {currentPassword, newPassword} — the signed-in user's own password. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return onlyMethods("PUT");
  return accountJson(async () => {
    const user = await requireApiUser(request);
    await changePassword(user.id, parseInput(passwordChangeSchema, await readJsonBody(request)));
    return { success: true };
  });
}

export const loader = () => onlyMethods("PUT");
