/**
 * A tiny stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, so the
 * app's real remix-auth-oauth2 strategy runs end to end in tests:
 *
 *   GET  /o/oauth2/v2/auth   checks client_id, redirect_uri, state, scope and the
 *                            PKCE code_challenge (S256), then redirects straight
 *                            back with a one-time code and the same state
 *   POST /token              checks the client's Basic credentials, the code, the
 *                            redirect_uri and the PKCE code_verifier against the
 *                            challenge; answers an access token
 *   GET  /v1/userinfo        answers sub, email, email_verified, given_name, family_name
 *
 * Who signs in: the `fake_google_email` cookie the browser sends to the
 * authorize endpoint (e2e tests set it per browser context), else `user`.
 */
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface FakeGoogle {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The env that points the app at this fake. */
  env: Record<string, string>;
  /** Who signs in next when the browser sends no fake_google_email cookie. */
  user: FakeGoogleUser;
  /** Answer the next token request with this OAuth error instead. */
  failNextToken: string | null;
  /** Every request, in order: path and (for authorize/token) the parameters. */
  requests: { path: string; params: Record<string, string>; authorization?: string }[];
  close(): Promise<void>;
}

const base64url = (buf: Buffer) => buf.toString("base64url");

/** A stable Google subject for an e-mail address, as the cookie-selected identity uses. */
export const fakeGoogleSubject = (email: string) =>
  `g-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 20)}`;

export async function startFakeGoogle(
  opts: { clientId?: string; clientSecret?: string; user?: FakeGoogleUser } = {},
): Promise<FakeGoogle> {
  const clientId = opts.clientId ?? "fake-client-id.apps.example";
  const clientSecret = opts.clientSecret ?? "fake-client-secret";
  const codes = new Map<string, { redirectUri: string; challenge: string; user: FakeGoogleUser }>();
  const tokens = new Map<string, FakeGoogleUser>();

  const fake: FakeGoogle = {
    baseUrl: "",
    clientId,
    clientSecret,
    env: {},
    user: opts.user ?? {
      sub: "g-default",
      email: "pilot.google@example.com",
      email_verified: true,
      given_name: "Amelia",
      family_name: "Earhart",
    },
    failNextToken: null,
    requests: [],
    close: async () => {},
  };

  const answer = (res: http.ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { "content-type": "application/json", "cache-control": "no-store" })
      .end(JSON.stringify(body));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let body = "";
    for await (const chunk of req) body += chunk;

    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const p = Object.fromEntries(url.searchParams);
      fake.requests.push({ path: url.pathname, params: p });
      const scopes = (p.scope ?? "").split(" ");
      const problem =
        p.response_type !== "code"
          ? "response_type must be code"
          : p.client_id !== clientId
            ? "unknown client_id"
            : !p.redirect_uri
              ? "missing redirect_uri"
              : !p.state
                ? "missing state"
                : !p.code_challenge
                  ? "missing PKCE code_challenge"
                  : p.code_challenge_method !== "S256"
                    ? "code_challenge_method must be S256"
                    : !["openid", "email", "profile"].every((s) => scopes.includes(s))
                      ? "scope must include openid email profile"
                      : null;
      if (problem) {
        res.writeHead(400, { "content-type": "text/plain" }).end(`fake google: ${problem}`);
        return;
      }
      const cookieEmail = /(?:^|;\s*)fake_google_email=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
      const email = cookieEmail ? decodeURIComponent(cookieEmail) : null;
      const user: FakeGoogleUser = email
        ? { sub: fakeGoogleSubject(email), email, email_verified: true, given_name: "Glenn", family_name: "Curtiss" }
        : { ...fake.user };
      const code = base64url(randomBytes(18));
      codes.set(code, { redirectUri: p.redirect_uri!, challenge: p.code_challenge!, user });
      const back = new URL(p.redirect_uri!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", p.state!);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (req.method === "POST" && url.pathname === "/token") {
      const p = Object.fromEntries(new URLSearchParams(body));
      const authorization = req.headers.authorization;
      fake.requests.push({ path: url.pathname, params: p, authorization });
      if (fake.failNextToken) {
        const error = fake.failNextToken;
        fake.failNextToken = null;
        return answer(res, 400, { error, error_description: "fake google refused the code" });
      }
      const [kind, encoded] = (authorization ?? "").split(" ");
      const [id, secret] =
        kind === "Basic" && encoded
          ? Buffer.from(encoded, "base64").toString().split(":")
          : [p.client_id, p.client_secret];
      if (id !== clientId || secret !== clientSecret) return answer(res, 401, { error: "invalid_client" });
      if (p.grant_type !== "authorization_code") return answer(res, 400, { error: "unsupported_grant_type" });
      const grant = p.code ? codes.get(p.code) : undefined;
      if (!grant) return answer(res, 400, { error: "invalid_grant", error_description: "unknown or used code" });
      codes.delete(p.code!);
      if (grant.redirectUri !== p.redirect_uri)
        return answer(res, 400, { error: "invalid_grant", error_description: "redirect_uri mismatch" });
      const expected = p.code_verifier ? base64url(createHash("sha256").update(p.code_verifier).digest()) : null;
      if (expected !== grant.challenge)
        return answer(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      const accessToken = `ya29.fake-${base64url(randomBytes(18))}`;
      tokens.set(accessToken, grant.user);
      return answer(res, 200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3599,
        scope: "openid email profile",
        id_token: "fake.id.token",
      });
    }

    if (req.method === "GET" && url.pathname === "/v1/userinfo") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      fake.requests.push({ path: url.pathname, params: {} });
      const user = token ? tokens.get(token) : undefined;
      if (!user) return answer(res, 401, { error: "invalid_token" });
      return answer(res, 200, {
        email_verified: true,
        ...user,
        name: [user.given_name, user.family_name].filter(Boolean).join(" "),
      });
    }

    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.env = {
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_AUTHORIZE_URL: `${fake.baseUrl}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${fake.baseUrl}/token`,
    GOOGLE_USERINFO_URL: `${fake.baseUrl}/v1/userinfo`,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
