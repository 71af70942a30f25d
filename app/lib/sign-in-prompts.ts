import { TRIPS_LOGIN_PROMPT } from "./saved-items";

export const PROFILE_LOGIN_PROMPT = "Please log in to access your profile.";

/**
 * The spec's prompt for a page that needs sign-in (docs/product.md, "Saving
 * and My Trips" and "Accounts"), shown on /auth itself when the visitor was
 * sent there from it —
 * on the page, so it is there with and without JavaScript, after the toast is gone.
 */
const PROMPTS: Record<string, string> = {
  "/trips": TRIPS_LOGIN_PROMPT,
  "/profile": PROFILE_LOGIN_PROMPT,
};

export function signInPromptFor(redirectTo: string): string | null {
  const path = redirectTo.split(/[?#]/, 1)[0]!;
  return PROMPTS[path] ?? null;
}
