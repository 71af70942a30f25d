import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { preferencesCase, savePreferencesCase } from "~/use-cases/accounts.server";

/**
 * GET /api/profile/preferences — the signed-in user's search defaults, every default* field (null when unset).
 * PUT — replaces them (a missing or null field clears it); answers the saved preferences.
 */
const route = jsonRoute({
  GET: jsonDoor(preferencesCase, { headers: { "Cache-Control": "private, no-store" } }),
  PUT: jsonDoor(savePreferencesCase),
});

export const loader = route.loader;
export const action = route.action;
