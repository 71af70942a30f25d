import { redirect } from "react-router";
import type { Route } from "./+types/auth.google.callback";
import { onlyMethods } from "~/http/account-http.server";
import { asAccountError, signInWithGoogle } from "~/services/accounts.server";
import { googleConfigured } from "~/services/auth-config.server";
import { flashHeader } from "~/http/flash.server";
import { clearGoogleCookies, finishGoogleSignIn } from "~/services/google-auth.server";
import { signInCookie } from "~/http/session.server";

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
    const { user, created } = signInWithGoogle(profile);
    outcome = { user, created, redirectTo, clearCookies };
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = asAccountError(error);
    if (!refusal) console.error(`Google sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    const headers = new Headers();
    for (const cookie of clearGoogleCookies(request)) headers.append("Set-Cookie", cookie);
    headers.append(
      "Set-Cookie",
      await flashHeader({ title: "Sign in failed", description: refusal?.message ?? "Google sign-in did not complete. Please try again.", variant: "destructive" }),
    );
    throw redirect("/auth", { headers });
  }
  const headers = new Headers();
  for (const cookie of outcome.clearCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await signInCookie(request, outcome.user.id));
  headers.append(
    "Set-Cookie",
    await flashHeader(
      outcome.created
        ? { title: "Account created!", description: "Welcome to AirportFinder. Start exploring airports now." }
        : { title: "Welcome back!", description: "Successfully signed in" },
    ),
  );
  throw redirect(outcome.redirectTo, { headers });
}

export const action = () => onlyMethods("GET");
