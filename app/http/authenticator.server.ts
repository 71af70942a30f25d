import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { Strategy } from "remix-auth/strategy";
import type { SessionUser } from "~/services/account-user.server";
import { authConfig } from "~/services/auth-config.server";
import type { GoogleSignInOutcome } from "~/services/google-sign-in.server";
import { googleUserInfo, signInCase, signInWithGoogleCase } from "~/use-cases/accounts.server";
import { callerOf } from "./caller.server";
import { parseInput } from "./json-errors.server";

/**
 * The one remix-auth Authenticator of the site, with its two ways in
 * (docs/product.md, "Accounts"):
 * - "form": the password sign-in of the /auth page (remix-auth-form's FormStrategy);
 * - "google": Google's authorization code flow with PKCE (remix-auth-oauth2).
 * Each strategy's verify callback runs the use case's declaration
 * (app/use-cases/accounts.server.ts) and answers who signed in; the session
 * cookie is the caller's to set (session.server.ts).
 */

/** Who signed in, and how the account came to be (the welcome toast says which). */
export interface SignedIn {
  user: SessionUser;
  outcome: GoogleSignInOutcome;
}

export const GOOGLE_START_PATH = "/api/auth/google";
export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";
export const GOOGLE_STATE_COOKIE = "__google_oauth";

/** The password sign-in: the form the strategy reads is parsed by the declaration's schema, then the declaration runs. */
const passwordStrategy = new FormStrategy<SignedIn>(async ({ form, request }) => {
  const input = parseInput(signInCase.input!, Object.fromEntries(form));
  const user = await signInCase.run(input, await callerOf(request, "anyone", { kind: "page" }), {});
  return { user, outcome: "signed-in" };
});

/**
 * Google through remix-auth-oauth2: scopes openid email profile, the state and
 * code verifier in a short-lived httpOnly cookie. The endpoints come from
 * configuration, so tests run this same code against a local fake provider.
 * The callback URL is PUBLIC_ORIGIN's, else the request's own origin, and the
 * OAuth2 client fixes it when it is made: so one is made for each request.
 */
class GoogleStrategy extends Strategy<SignedIn, OAuth2Strategy.VerifyOptions> {
  name = "google";

  authenticate(request: Request): Promise<SignedIn> {
    const { google } = authConfig;
    const origin = google.publicOrigin || new URL(request.url).origin;
    const strategy = new OAuth2Strategy<SignedIn>(
      {
        cookie: {
          name: GOOGLE_STATE_COOKIE,
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
        redirectURI: new URL(GOOGLE_CALLBACK_PATH, origin).toString(),
        scopes: ["openid", "email", "profile"],
        codeChallengeMethod: CodeChallengeMethod.S256,
      },
      this.verify,
    );
    return strategy.authenticate(request);
  }
}

const googleStrategy = new GoogleStrategy(async ({ tokens, request }) => {
  const res = await fetch(authConfig.google.userInfoUrl, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Google userinfo answered ${res.status}`);
  // An answer not in userinfo's shape is Google's failure, not the visitor's input: a ZodError, logged.
  const profile = googleUserInfo.parse(await res.json());
  return signInWithGoogleCase.run(profile, await callerOf(request, "anyone", { kind: "page" }), {});
});

export const authenticator = new Authenticator<SignedIn>().use(passwordStrategy, "form").use(googleStrategy, "google");
