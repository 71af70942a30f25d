import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { GoogleProfile } from "~/services/google-sign-in.server";
import { authConfig } from "~/services/auth-config.server";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * Google sign-in through remix-auth-oauth2 (spec §2, §7 GET /api/auth/google):
 * authorization code flow with PKCE (S256), scopes openid email profile, the
 * state and code verifier in a short-lived httpOnly cookie. The endpoints come
 * from configuration, so tests run this same code against a local fake provider.
 */

export const GOOGLE_START_PATH = "/api/auth/google";
export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";
const STATE_COOKIE = "__google_oauth";

/** Where to go after the round trip (a same-site path), carried across it in a signed cookie. */
const returnCookie = createCookie("__google_return", {
  httpOnly: true,
  sameSite: "lax",
  path: GOOGLE_START_PATH,
  secure: authConfig.secureCookies,
  secrets: authConfig.sessionSecrets,
  maxAge: 10 * 60,
});

const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

function callbackUrl(request: Request): string {
  const origin = authConfig.google.publicOrigin || new URL(request.url).origin;
  return new URL(GOOGLE_CALLBACK_PATH, origin).toString();
}

function googleAuthenticator(request: Request) {
  const { google } = authConfig;
  const strategy = new OAuth2Strategy<GoogleProfile>(
    {
      cookie: {
        name: STATE_COOKIE,
        path: GOOGLE_START_PATH,
        httpOnly: true,
        sameSite: "Lax",
        maxAge: 10 * 60,
        ...(authConfig.secureCookies ? { secure: true as const } : {}),
      },
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      authorizationEndpoint: google.authorizeUrl,
      tokenEndpoint: google.tokenUrl,
      redirectURI: callbackUrl(request),
      scopes: ["openid", "email", "profile"],
      codeChallengeMethod: CodeChallengeMethod.S256,
    },
    async ({ tokens }) => {
      const res = await fetch(google.userInfoUrl, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Google userinfo answered ${res.status}`);
      const info = userInfo.parse(await res.json());
      return {
        sub: info.sub,
        email: info.email.toLowerCase(),
        emailVerified: info.email_verified === true || info.email_verified === "true",
        givenName: info.given_name?.trim() || null,
        familyName: info.family_name?.trim() || null,
      };
    },
  );
  return new Authenticator<GoogleProfile>().use(strategy, "google");
}

/**
 * Starts the round trip: the strategy answers with a redirect to Google (and
 * the state cookie); this adds the return path.
 */
export async function startGoogleSignIn(request: Request): Promise<Response> {
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  try {
    await googleAuthenticator(request).authenticate("google", request);
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

/** Finishes the round trip: Google's profile, where to go next, and the cookies to clear. */
export async function finishGoogleSignIn(
  request: Request,
): Promise<{ profile: GoogleProfile; redirectTo: string; clearCookies: string[] }> {
  const profile = await googleAuthenticator(request).authenticate("google", request);
  return { profile, redirectTo: await googleReturnPath(request), clearCookies: clearGoogleCookies(request) };
}

export async function googleReturnPath(request: Request): Promise<string> {
  return safeRedirect(await returnCookie.parse(request.headers.get("Cookie")), "/");
}

/** Set-Cookie values that remove the state cookies (one per attempt) and the return path. */
export function clearGoogleCookies(request: Request): string[] {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => name.startsWith(STATE_COOKIE) || name === "__google_return");
  const secure = authConfig.secureCookies ? "; Secure" : "";
  return [...new Set(names)].map(
    (name) => `${name}=; Path=${GOOGLE_START_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
}
