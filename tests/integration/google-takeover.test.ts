/**
 * A Google sign-in to an account whose password was set before its address was verified
 * (issue 20, defect 2; docs/decisions/0074-google-takeover-timestamps.md): the attacker signs up
 * with the owner's address and a password, the verification link is followed (by the owner, or
 * a mail scanner), then the owner signs in with Google. End to end: real SMTP (the fake keeps
 * what the app sends), the local fake Google, the real sessions.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google-oauth";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { jsonRequest, registerUser, uniqueEmail } from "../support/accounts";
import { CookieJar, freePort, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/page-text";

/** An ADMIN_EMAILS address: what the attacker gains while the account is theirs. */
const OWNER = "owner.of.the.mailbox@example.com";
const ATTACKER_PASSWORD = "attacker-pass-1";

let server: TestServer;
let google: FakeGoogle;
let smtp: FakeSmtp;

beforeAll(async () => {
  [google, smtp] = await Promise.all([startFakeGoogle(), startFakeSmtp()]);
  const port = await freePort();
  server = await startServer({
    port,
    env: { ...google.env, ...smtp.env(), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ADMIN_EMAILS: OWNER },
  });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([google?.close(), smtp?.stop()]);
});

const me = (jar: CookieJar) => jar.fetch(`${server.url}/api/auth/user`);
const signIn = (email: string, password: string) =>
  jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password });
const row = (email: string) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db
      .prepare("SELECT password_hash, password_set_at, email_verified, email_verified_at FROM users WHERE email = ?")
      .get(email) as {
      password_hash: string | null;
      password_set_at: string | null;
      email_verified: number;
      email_verified_at: string | null;
    };
  } finally {
    db.close();
  }
};

/** The mailed verification link, followed as a person does: its page, then the button's POST. */
async function followVerificationLink(email: string) {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Please verify your e-mail address");
  const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const jar = new CookieJar();
  expect((await jar.fetch(link)).status).toBe(200);
  const token = new URL(link).searchParams.get("token")!;
  const done = await jar.fetch(`${server.url}/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "verify", token }),
  });
  expect(done.status).toBe(302);
  expect(row(email).email_verified).toBe(1);
}

/** A browser's Google round trip as `email` (the fake provider reads its fake_google_email cookie). */
async function googleSignIn(jar: CookieJar, email: string): Promise<Response> {
  jar.set("fake_google_email", encodeURIComponent(email));
  const begin = await jar.fetch(`${server.url}/api/auth/google`);
  expect(begin.status).toBe(302);
  const atProvider = await jar.fetch(begin.headers.get("location")!);
  expect(atProvider.status).toBe(302);
  return jar.fetch(atProvider.headers.get("location")!);
}

describe("a Google sign-in to an account with a password older than its verified address", () => {
  it("is a takeover: the attacker's password is void and their session ends, the owner is signed in", async () => {
    const attacker = await registerUser(server.url, { email: OWNER, password: ATTACKER_PASSWORD });
    const before = row(OWNER);
    expect(before.password_set_at).toEqual(expect.any(String));
    expect(before.email_verified_at).toBeNull();
    // The link reaches the owner's mailbox, and is followed there (or by its scanner).
    await followVerificationLink(OWNER);
    const verified = row(OWNER);
    expect(verified.email_verified_at! > verified.password_set_at!).toBe(true);
    // What was at stake: the attacker's session now holds an admin account.
    expect(await (await me(attacker.jar)).json()).toMatchObject({ email: OWNER, isAdmin: true });
    expect((await signIn(OWNER, ATTACKER_PASSWORD)).status).toBe(200);
    const attackersSecondDevice = new CookieJar();
    expect(
      (
        await jsonRequest(attackersSecondDevice, `${server.url}/api/auth/login`, "POST", {
          email: OWNER,
          password: ATTACKER_PASSWORD,
        })
      ).status,
    ).toBe(200);

    // The owner signs in with Google.
    const owner = new CookieJar();
    const done = await googleSignIn(owner, OWNER);
    expect(done.status).toBe(302);
    expect(await pageText(await owner.follow(done, server.url))).toContain("the password it had no longer works");
    expect(await (await me(owner)).json()).toMatchObject({ email: OWNER, provider: "google", isAdmin: true });

    // Every session the attacker held is refused, and the password no longer signs anyone in.
    expect((await me(attacker.jar)).status).toBe(401);
    expect((await me(attackersSecondDevice)).status).toBe(401);
    expect((await signIn(OWNER, ATTACKER_PASSWORD)).status).toBe(401);
    expect(row(OWNER)).toMatchObject({ password_hash: null, password_set_at: null, email_verified: 1 });
    // The owner's session goes on.
    expect((await me(owner)).status).toBe(200);
  });

  it("keeps a password set after the address was verified, and the account's sessions", async () => {
    const email = uniqueEmail("verified-first");
    const pilot = await registerUser(server.url, { email });
    await followVerificationLink(email);
    // The owner, proven, chooses a new password.
    const changed = await jsonRequest(pilot.jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: pilot.password,
      newPassword: "chosen-after-proof-9",
    });
    expect(changed.status).toBe(200);
    const proven = row(email);
    expect(proven.password_set_at! > proven.email_verified_at!).toBe(true);

    const viaGoogle = new CookieJar();
    const done = await googleSignIn(viaGoogle, email);
    expect(done.status).toBe(302);
    expect(await pageText(await viaGoogle.follow(done, server.url))).not.toContain("no longer works");
    expect(await (await me(viaGoogle)).json()).toMatchObject({ id: pilot.user.id, provider: "email" });
    expect((await me(pilot.jar)).status).toBe(200);
    expect((await signIn(email, "chosen-after-proof-9")).status).toBe(200);
    expect(row(email).password_hash).not.toBeNull();
  });
});
