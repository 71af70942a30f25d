import type { Route } from "./+types/turnstile.config";
import { methodNotAllowed } from "~/http/json-errors.server";
import { botCheckConfig } from "~/services/bot-check.server";

/** GET /api/turnstile/config — the bot-check widget's site key (spec §7); null when the check is off. */
export function loader(_: Route.LoaderArgs) {
  const { enabled, siteKey } = botCheckConfig();
  return Response.json({ siteKey, enabled });
}

export const action = () => methodNotAllowed("GET");
