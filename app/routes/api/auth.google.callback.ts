import { redirect } from "react-router";
import type { Route } from "./+types/auth.google.callback";
import type { Toast } from "~/lib/toast";
import { clearGoogleCookies, finishGoogleSignIn } from "~/http/google-auth.server";
import { flashHeader } from "~/http/flash.server";
import { methodNotAllowed } from "~/http/json-errors.server";
import { signInCookie } from "~/http/session.server";
import { googleConfigured } from "~/services/auth-config.server";
import { AppError } from "~/services/errors.server";
import { signInWithGoogle, type GoogleSignInOutcome } from "~/services/google-sign-in.server";

const WELCOME: Record<GoogleSignInOutcome, Toast> = {
  created: { title: "Account created!", description: "Welcome to AirportFinder. Start exploring airports now." },
  "signed-in": { title: "Welcome back!", description: "Successfully signed in" },
  // docs/decisions/0015-google-sign-in-and-unverified-accounts.md
  "taken-over": {
    title: "Welcome back!",
    description: "Successfully signed in. This account now signs in with Google; the password it had no longer works.",
  },
};

/**
 * GET /api/auth/google/callback — where Google sends the browser back. The
 * strategy checks the state against its cookie and redeems the code with the
 * PKCE verifier; only then is the user found or created and signed in. (A GET
 * that signs in is the one exception to "no GET changes state": OAuth redirects
 * are GETs; state + PKCE tie it to the browser that started it.)
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!googleConfigured()) throw redirect("/auth");
  let outcome;
  try {
    const { profile, redirectTo, clearCookies } = await finishGoogleSignIn(request);
    outcome = { ...signInWithGoogle(profile), redirectTo, clearCookies };
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = error instanceof AppError ? error : null;
    if (!refusal)
      console.error(
        `Google sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
    const headers = new Headers();
    for (const cookie of clearGoogleCookies(request)) headers.append("Set-Cookie", cookie);
    headers.append(
      "Set-Cookie",
      await flashHeader({
        title: "Sign in failed",
        description: refusal?.message ?? "Google sign-in did not complete. Please try again.",
        variant: "destructive",
      }),
    );
    throw redirect("/auth", { headers });
  }
  const headers = new Headers();
  for (const cookie of outcome.clearCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await signInCookie(request, outcome.user.id));
  headers.append("Set-Cookie", await flashHeader(WELCOME[outcome.outcome]));
  throw redirect(outcome.redirectTo, { headers });
}

export const action = () => methodNotAllowed("GET");
