/**
 * Signed-in "browsers" for integration tests.
 *
 *   const jar = new CookieJar();
 *   const user = await signUp(server, jar, uniqueEmail("trips"), "secret-pass-1");
 *   const res = await jar.fetch(`${server.url}/api/trips`);
 *
 * signUp posts the spec's registration call, POST /api/auth/register
 * {email, password, 'cf-turnstile-response'} (the bot check is off in tests
 * unless a test configures Turnstile keys), and keeps the session cookie it
 * sets in the jar.
 *
 * Fallback, while the accounts routes are not built yet (the call answers
 * 404): the user is inserted into the users table of the server's database
 * and the session cookie is signed here with the test server's
 * SESSION_SECRET (tests/support/server.ts defaultServerEnv) — the same cookie
 * the app's session storage would set. It says so on stderr once per run.
 */
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { createCookieSessionStorage } from "react-router";
import { defaultServerEnv, type CookieJar, type TestServer } from "./server";

export interface SignedUpUser {
  id: number;
  email: string;
  /** How the session was made: through the app's registration call, or the fallback above. */
  via: "register" | "fallback";
}

/** An e-mail no other test (or parallel worker) uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString("hex")}@example.test`;
}

let warned = false;

export async function signUp(server: TestServer, jar: CookieJar, email: string, password: string): Promise<SignedUpUser> {
  const res = await jar.fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password, "cf-turnstile-response": "test-token" }),
  });
  if (res.status === 404 || res.status === 405) {
    await res.arrayBuffer();
    if (!warned) {
      warned = true;
      process.stderr.write(
        "[tests/support/users] POST /api/auth/register is not there yet: signing users in by inserting them and signing the session cookie with the test secret.\n",
      );
    }
    return fallbackSignUp(server, jar, email);
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /api/auth/register answered ${res.status}: ${text}`);
  if (!jar.get("__session")) throw new Error(`POST /api/auth/register answered ${res.status} but set no session cookie: ${text}`);
  const body = JSON.parse(text) as { id?: number; user?: { id?: number } };
  const id = body.id ?? body.user?.id ?? userIdByEmail(server, email);
  return { id, email: email.trim().toLowerCase(), via: "register" };
}

function userIdByEmail(server: TestServer, email: string): number {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const row = db.prepare("SELECT id FROM users WHERE email = ?").get(email.trim().toLowerCase()) as { id: number } | undefined;
    if (!row) throw new Error(`No user ${email} in the database after sign-up`);
    return row.id;
  } finally {
    db.close();
  }
}

async function fallbackSignUp(server: TestServer, jar: CookieJar, email: string): Promise<SignedUpUser> {
  const normalized = email.trim().toLowerCase();
  const db = new Database(server.databasePath);
  let id: number;
  try {
    db.pragma("busy_timeout = 5000");
    id = Number(db.prepare("INSERT INTO users (email, provider) VALUES (?, 'email')").run(normalized).lastInsertRowid);
  } finally {
    db.close();
  }
  const storage = createCookieSessionStorage<{ userId: number }>({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [defaultServerEnv.SESSION_SECRET!] },
  });
  const session = await storage.getSession();
  session.set("userId", id);
  const setCookie = await storage.commitSession(session);
  jar.store(new Response(null, { headers: { "set-cookie": setCookie } }));
  return { id, email: normalized, via: "fallback" };
}
