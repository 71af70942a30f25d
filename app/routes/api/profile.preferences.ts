import type { Route } from "./+types/profile.preferences";
import { preferencesSchema } from "~/lib/account-schemas";
import { jsonResponse, methodNotAllowed, parseInput, readJsonBody } from "~/http/json-errors.server";
import { preferencesOf, savePreferences } from "~/services/accounts.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/profile/preferences — the signed-in user's search defaults, every default* field (null when unset). */
export function loader({ request }: Route.LoaderArgs) {
  return jsonResponse(async () => preferencesOf((await requireApiUser(request)).id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** PUT /api/profile/preferences — replaces them (a missing or null field clears it); answers the saved preferences. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET", "PUT");
  return jsonResponse(async () => {
    const user = await requireApiUser(request);
    return savePreferences(user.id, parseInput(preferencesSchema, await readJsonBody(request)));
  });
}
