import { createCookie } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Toast } from "~/lib/toast";
import { authConfig, googleConfigured } from "~/services/auth-config.server";
import { AppError } from "~/services/errors.server";
import type { GoogleSignInOutcome } from "~/services/google-sign-in.server";
import { signInWithGoogleCase } from "~/use-cases/accounts.server";
import type { UseCase } from "~/use-cases/use-case";
import { authenticator, GOOGLE_START_PATH, GOOGLE_STATE_COOKIE } from "./authenticator.server";
import { redirectWithToast } from "./flash.server";
import type { DoorArgs, JsonDoor } from "./json-door.server";
import { signInCookie } from "./session.server";

/**
 * The two doors of Google sign-in (docs/decisions/0015-google-sign-in-and-unverified-accounts.md):
 * GET /api/auth/google starts the round trip, GET /api/auth/google/callback
 * finishes it. Browser navigations answered with redirects and toasts, not JSON;
 * they sit in their routes' method tables like any door (`jsonRoute`). The
 * "google" strategy of the one Authenticator (authenticator.server.ts) does the
 * OAuth2 work and runs the signInWithGoogle declaration.
 */

/** Where to go after the round trip (a same-site path), carried across it in a signed cookie. */
const returnCookie = createCookie("__google_return", {
  httpOnly: true,
  sameSite: "lax",
  path: GOOGLE_START_PATH,
  secure: authConfig.secureCookies,
  secrets: authConfig.sessionSecrets,
  maxAge: 10 * 60,
});

const NOT_CONFIGURED: Toast = {
  title: "Sign in failed",
  description: "Google sign-in is not configured on this server. Use your e-mail and password instead.",
  variant: "destructive",
};

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
 * Starts the round trip: the strategy answers with a redirect to Google (and
 * the state cookie); this adds the return path. Only short-lived cookies are
 * set here; the sign-in happens at the callback, after Google's answer is checked.
 */
async function start({ request }: DoorArgs): Promise<Response> {
  if (!googleConfigured()) return redirectWithToast("/auth", NOT_CONFIGURED);
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  try {
    await authenticator.authenticate("google", request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("Location")) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await returnCookie.serialize(back));
      return new Response(null, { status: thrown.status, headers });
    }
    throw thrown;
  }
  throw new Error("The OAuth2 strategy did not redirect to the provider");
}

/**
 * Where Google sends the browser back. The strategy checks the state against
 * its cookie and redeems the code with the PKCE verifier; only then is the user
 * found or created and signed in. (A GET that signs in is the one exception to
 * "no GET changes state": OAuth redirects are GETs; state + PKCE tie it to the
 * browser that started it.)
 */
async function callback({ request }: DoorArgs): Promise<Response> {
  if (!googleConfigured()) return redirectWithToast("/auth", undefined);
  const headers = new Headers();
  for (const cookie of clearGoogleCookies(request)) headers.append("Set-Cookie", cookie);
  let signedIn;
  try {
    signedIn = await authenticator.authenticate("google", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = error instanceof AppError ? error : null;
    if (!refusal)
      console.error(
        `Google sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
    const description = refusal?.message ?? "Google sign-in did not complete. Please try again.";
    return redirectWithToast("/auth", { title: "Sign in failed", description, variant: "destructive" }, { headers });
  }
  const back = safeRedirect(await returnCookie.parse(request.headers.get("Cookie")), "/");
  headers.append("Set-Cookie", await signInCookie(request, signedIn.user.id));
  return redirectWithToast(back, WELCOME[signedIn.outcome], { headers });
}

/** Set-Cookie values that remove the state cookies (one per attempt) and the return path. */
function clearGoogleCookies(request: Request): string[] {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => name.startsWith(GOOGLE_STATE_COOKIE) || name === "__google_return");
  const secure = authConfig.secureCookies ? "; Secure" : "";
  return [...new Set(names)].map(
    (name) => `${name}=; Path=${GOOGLE_START_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
}

const navigationDoor = (door: (args: DoorArgs) => Promise<Response>): JsonDoor =>
  Object.assign(door, { useCase: signInWithGoogleCase as unknown as UseCase });

export const googleStartDoor = navigationDoor(start);
export const googleCallbackDoor = navigationDoor(callback);
