/**
 * Account helpers for tests over real HTTP (issue 3). Other test files may use
 * them to get a signed-in "browser" (the only test-user helper; e2e specs reach
 * it through tests/e2e/support/fixtures.ts):
 *
 *   const { jar, user } = await registerUser(server.url);
 *   await jar.fetch(`${server.url}/api/trips`);
 *   await registerUser(server.url, { jar: myJar, email: uniqueEmail("trips") });
 */
import { CookieJar } from "./server";

let counter = 0;

/** An address no other test (or parallel worker) uses. */
export function uniqueEmail(tag = "pilot"): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const TEST_PASSWORD = "correct-horse-42";

/** Cloudflare's dummy token: accepted when the server uses the always-pass test secret, ignored when the bot check is off. */
export const DUMMY_TURNSTILE_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export interface RegisteredUser {
  jar: CookieJar;
  email: string;
  password: string;
  user: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    provider: string;
    isAdmin: boolean;
  };
}

/** POST /api/auth/register and keep the session cookie in the given jar (or a fresh one). */
export async function registerUser(
  baseUrl: string,
  opts: { jar?: CookieJar; email?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<RegisteredUser> {
  const jar = opts.jar ?? new CookieJar();
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? TEST_PASSWORD;
  const res = await jar.fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...opts.headers },
    body: JSON.stringify({ email, password, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return { jar, email, password, user: await res.json() };
}

/** A JSON request with a jar's cookies. */
export function jsonRequest(
  jar: CookieJar,
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return jar.fetch(url, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
