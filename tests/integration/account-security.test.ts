/**
 * Issue 8, security defects 1–4 over real HTTP against the built server:
 * server-side sessions that end (logout, password change, "Sign out
 * everywhere", expiry), admin rights only from users.is_admin or a verified
 * ADMIN_EMAILS address, no takeover through Google linking, and no redirect
 * off the site after sign-in.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google-oauth";
import { jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, defaultServerEnv, repoRoot, startServer, type TestServer, templateCopy } from "../support/server";
import { ODD_TARGETS } from "../support/odd-redirects";
import { pageText } from "../support/page-text";

const relaxedLimits = {
  LOGIN_LIMIT_PER_IP: "1000",
  LOGIN_LIMIT_PER_EMAIL: "1000",
  SIGNUP_LIMIT_PER_IP: "1000",
  SIGNUP_LIMIT_PER_EMAIL: "1000",
};
const ADMIN = "ops.lead@example.com";

let server: TestServer;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await startServer({
    env: { ...relaxedLimits, ...google.env, ADMIN_EMAILS: `${ADMIN}, second.admin@example.com` },
  });
});
afterAll(async () => {
  await Promise.all([server?.stop(), google?.close()]);
});

const me = (jar: CookieJar) => jar.fetch(`${server.url}/api/auth/user`);
const signIn = (jar: CookieJar, email: string, password = TEST_PASSWORD) =>
  jsonRequest(jar, `${server.url}/api/auth/login`, "POST", { email, password });
/** A second "browser" signed in to the same account. */
async function anotherDevice(email: string, password = TEST_PASSWORD): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await signIn(jar, email, password)).status).toBe(200);
  return jar;
}
/** A browser's Google round trip as `email` (the fake provider reads its fake_google_email cookie). */
async function googleSignIn(jar: CookieJar, email: string, start = "/api/auth/google"): Promise<Response> {
  jar.set("fake_google_email", encodeURIComponent(email));
  const begin = await jar.fetch(`${server.url}${start}`);
  expect(begin.status).toBe(302);
  const atProvider = await jar.fetch(begin.headers.get("location")!);
  expect(atProvider.status).toBe(302);
  return jar.fetch(atProvider.headers.get("location")!);
}
const sqlite = () => new Database(server.databasePath);

describe("server-side sessions (defect 3)", () => {
  it("a session cookie replayed after logout is signed out, for the form and the JSON logout", async () => {
    const { jar, email } = await registerUser(server.url);
    const stolen = jar.header();
    const out = await jar.postForm(`${server.url}/logout`, {});
    expect(out.status).toBe(302);
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie: stolen } })).status).toBe(401);

    const again = await anotherDevice(email);
    const copy = again.header();
    expect((await jsonRequest(again, `${server.url}/api/logout`, "POST")).status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie: copy } })).status).toBe(401);
    const trips = await fetch(`${server.url}/trips`, { headers: { cookie: copy }, redirect: "manual" });
    expect(trips.status).toBe(302);
  });

  it("stores only a hash of the random session id, with an expiry", async () => {
    const { jar, user } = await registerUser(server.url);
    const cookie = await createCookie("__session", { secrets: [defaultServerEnv.SESSION_SECRET!] }).parse(jar.header());
    expect(typeof cookie).toBe("string");
    expect(Buffer.from(cookie as string, "base64url").length).toBeGreaterThanOrEqual(16);
    const db = sqlite();
    const rows = db.prepare("SELECT id_hash, expires_at FROM sessions WHERE user_id = ?").all(user.id) as {
      id_hash: string;
      expires_at: string;
    }[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).not.toContain(cookie as string);
    expect(rows[0]!.id_hash).toBe(
      crypto
        .createHash("sha256")
        .update(cookie as string)
        .digest("base64url"),
    );
    expect(Date.parse(rows[0]!.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("a password change (JSON) ends every other session of the user; the current one stays", async () => {
    const { jar, email } = await registerUser(server.url);
    const phone = await anotherDevice(email);
    const res = await jsonRequest(jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-77",
    });
    expect(res.status).toBe(200);
    expect((await me(jar)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
  });

  it("a password change through the Password tab form does the same", async () => {
    const { jar, email } = await registerUser(server.url);
    const phone = await anotherDevice(email);
    const res = await jar.postForm(`${server.url}/profile`, {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-78",
      confirmPassword: "new-pass-78",
    });
    expect(res.status).toBe(302);
    expect((await me(jar)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
  });

  it("'Sign out everywhere' on the Password tab is a plain form that ends every session, this one too", async () => {
    const { jar, email } = await registerUser(server.url);
    const phone = await anotherDevice(email);
    const tab = await pageText(await jar.fetch(`${server.url}/profile?tab=password`));
    expect(tab).toMatch(
      /<form[^>]*method="post"[\s\S]*?name="intent" value="signout-everywhere"[\s\S]*?Sign out everywhere<\/button>/,
    );
    const res = await jar.postDocument(`${server.url}/profile`, { intent: "signout-everywhere" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    expect(res.headers.get("x-remix-reload-document")).toBe("true");
    expect(res.headers.get("clear-site-data")).toBe('"storage"');
    expect(await pageText(await jar.follow(res, server.url))).toContain("Signed out everywhere");
    expect((await me(jar)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
  });

  it("DELETE /api/profile/sessions is its JSON twin", async () => {
    const { jar, email } = await registerUser(server.url);
    const phone = await anotherDevice(email);
    expect((await jsonRequest(jar, `${server.url}/api/profile/sessions`, "GET")).status).toBe(405);
    const res = await jsonRequest(jar, `${server.url}/api/profile/sessions`, "DELETE");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await me(phone)).status).toBe(401);
    expect((await jsonRequest(new CookieJar(), `${server.url}/api/profile/sessions`, "DELETE")).status).toBe(401);
  });

  it("an expired session is no session, and expired rows are swept when the server starts", async () => {
    const { user } = await registerUser(server.url);
    const id = crypto.randomBytes(32).toString("base64url");
    const db = sqlite();
    db.prepare("INSERT INTO sessions (id_hash, user_id, expires_at) VALUES (?, ?, ?)").run(
      crypto.createHash("sha256").update(id).digest("base64url"),
      user.id,
      new Date(Date.now() - 1000).toISOString(),
    );
    db.close();
    const cookie = await createCookie("__session", { secrets: [defaultServerEnv.SESSION_SECRET!] }).serialize(id);
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie: cookie.split(";")[0]! } })).status).toBe(
      401,
    );

    // A database with an expired row: gone once a server has started on it.
    const copy = await templateCopy("sessions-sweep");
    const file = copy.file;
    const before = new Database(file);
    const { lastInsertRowid } = before
      .prepare("INSERT INTO users (email, provider) VALUES ('sweep@example.com', 'email')")
      .run();
    before
      .prepare(
        "INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ('old', ?, '2020-01-01T00:00:00.000Z'), ('live', ?, '2999-01-01T00:00:00.000Z')",
      )
      .run(lastInsertRowid, lastInsertRowid);
    before.close();
    const other = await startServer({ databasePath: file });
    try {
      const after = new Database(file, { readonly: true });
      const left = after.prepare("SELECT id_hash FROM sessions ORDER BY id_hash").all();
      after.close();
      expect(left).toEqual([{ id_hash: "live" }]);
    } finally {
      await other.stop();
      copy.remove();
    }
  });
});

describe("admin rights (defect 1)", () => {
  it("signing up with, or changing to, an ADMIN_EMAILS address grants nothing", async () => {
    const signUp = await jsonRequest(new CookieJar(), `${server.url}/api/auth/register`, "POST", {
      email: ADMIN,
      password: TEST_PASSWORD,
    });
    expect(signUp.status).toBe(201);
    expect((await signUp.json()).isAdmin).toBe(false);

    const { jar, email } = await registerUser(server.url);
    const changed = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email: "second.admin@example.com" });
    expect(changed.status).toBe(200);
    expect((await changed.json()).isAdmin).toBe(false);
    expect((await (await me(jar)).json()).isAdmin).toBe(false);
    // Through the form too.
    await jar.postForm(`${server.url}/profile`, { intent: "profile", email });
    await jar.postForm(`${server.url}/profile`, { intent: "profile", email: "second.admin@example.com" });
    expect((await (await me(jar)).json()).isAdmin).toBe(false);
  });

  it("a Google-verified ADMIN_EMAILS address is admin; changing the address away and back clears it", async () => {
    const jar = new CookieJar();
    expect((await googleSignIn(jar, "second.admin@example.com")).status).toBe(302);
    // The account above (made with a password) was taken over by the verified owner.
    expect((await (await me(jar)).json()).isAdmin).toBe(true);
    await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email: uniqueEmail("moved") });
    await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email: "second.admin@example.com" });
    expect((await (await me(jar)).json()).isAdmin).toBe(false);
  });

  it("npm run admin:grant / admin:revoke set users.is_admin; the next request sees it", async () => {
    const { jar, email } = await registerUser(server.url);
    // Asynchronously, so the test's HTTP connections stay serviced while the command runs.
    const run = (mode: string, who: string) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          path.join(repoRoot, "node_modules/.bin/tsx"),
          ["scripts/admin-rights.ts", mode, who],
          { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: server.databasePath }, encoding: "utf8" },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    const grant = await run("grant", email.toUpperCase());
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toMatch(/Granted admin rights: user \d+/);
    expect(grant.stdout + grant.stderr).not.toContain(email);
    expect((await (await me(jar)).json()).isAdmin).toBe(true);
    const revoke = await run("revoke", email);
    expect(revoke.status).toBe(0);
    expect((await (await me(jar)).json()).isAdmin).toBe(false);
    const nobody = await run("grant", "nobody-here@example.com");
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain("No account with the e-mail");
    const usage = await run("promote", email);
    expect(usage.status).toBe(2);
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
    expect(pkg.scripts["admin:grant"]).toBe("tsx scripts/admin-rights.ts grant");
    expect(pkg.scripts["admin:revoke"]).toBe("tsx scripts/admin-rights.ts revoke");
  }, 60_000);
});

describe("no takeover through Google linking (defect 2)", () => {
  it("an attacker who registered the victim's address loses the account when the victim signs in with Google", async () => {
    const victimEmail = uniqueEmail("victim");
    // The attacker registers victim@… with a password and saves a trip.
    const attacker = await registerUser(server.url, { email: victimEmail, password: "attacker-pass-1" });
    expect(
      (await jsonRequest(attacker.jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "STS" })).status,
    ).toBe(200);

    // The victim signs in with Google (verified address).
    const victim = new CookieJar();
    const done = await googleSignIn(victim, victimEmail);
    expect(done.status).toBe(302);
    const home = await pageText(await victim.follow(done, server.url));
    expect(home).toContain("the password it had no longer works");
    const who = await (await me(victim)).json();
    expect(who).toMatchObject({ email: victimEmail, provider: "google" });

    // The victim saves a trip of their own.
    expect((await jsonRequest(victim, `${server.url}/api/trips/save`, "POST", { airportLocId: "OAK" })).status).toBe(
      200,
    );

    // The attacker's old session reads nothing any more, page or JSON.
    expect((await me(attacker.jar)).status).toBe(401);
    expect((await attacker.jar.fetch(`${server.url}/api/trips`)).status).toBe(401);
    const page = await attacker.jar.fetch(`${server.url}/trips`);
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get("location")!, server.url).pathname).toBe("/auth");
    // The attacker's password no longer works.
    expect((await signIn(new CookieJar(), victimEmail, "attacker-pass-1")).status).toBe(401);
    const form = await new CookieJar().postForm(`${server.url}/auth`, {
      intent: "signin",
      email: victimEmail,
      password: "attacker-pass-1",
    });
    expect(form.status).toBe(400);
    // And the victim's own session goes on.
    expect((await me(victim)).status).toBe(200);
  });

  it("a Google account whose address is not verified is never linked to an existing account", async () => {
    const { email, user } = await registerUser(server.url);
    google.user = { sub: `sub-unverified-${email}`, email, email_verified: false };
    const jar = new CookieJar();
    const begin = await jar.fetch(`${server.url}/api/auth/google`);
    const atProvider = await jar.fetch(begin.headers.get("location")!);
    const done = await jar.fetch(atProvider.headers.get("location")!);
    expect(done.headers.get("location")).toBe("/auth");
    expect((await me(jar)).status).toBe(401);
    const db = sqlite();
    const row = db.prepare("SELECT google_subject, password_hash FROM users WHERE id = ?").get(user.id) as {
      google_subject: string | null;
      password_hash: string;
    };
    db.close();
    expect(row.google_subject).toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });
});

describe("no redirect off the site after sign-in (defect 4)", () => {
  const sameSite = (location: string | null) => {
    expect(location).toBeTruthy();
    const url = new URL(location!, server.url);
    expect(url.origin).toBe(server.url);
    expect(location!.startsWith("/")).toBe(true);
    expect(location!).not.toMatch(/^\/[\\/]|[\t\r\n]/);
  };

  it("the issue's %2F%09%2Fevil.example stays on the site (form post without JavaScript)", async () => {
    const { email } = await registerUser(server.url);
    const res = await new CookieJar().postForm(`${server.url}/auth?redirectTo=%2F%09%2Fevil.example`, {
      intent: "signin",
      redirectTo: "/\t/evil.example",
      email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("/auth and /login answer every odd target without a 5xx and never point off-site", async () => {
    const targets = [...ODD_TARGETS, "/ü/evil", "/\u2028//evil.example", "/trips\nSet-Cookie: x=1"];
    for (const target of targets) {
      for (const page of ["/auth", "/login"]) {
        const res = await fetch(`${server.url}${page}?redirectTo=${encodeURIComponent(target)}`);
        expect(res.status, `${page} ${JSON.stringify(target)}`).toBe(200);
        const html = await pageText(res);
        // The form's hidden field and the Google link carry a same-site path (the fallback for every hostile one).
        const hidden = /name="redirectTo" value="([^"]*)"/.exec(html)?.[1];
        expect(hidden, JSON.stringify(target)).toMatch(/^\/(?![\\/])[\x21-\x7e]*$/);
        if (target.includes("evil.example")) {
          expect(hidden).toBe("/");
          expect(html).toMatch(/href="\/api\/auth\/google"/);
        }
      }
    }
  });

  it("sign-in form posts with odd targets land on a same-site path (one sign-in per target)", async () => {
    const { email } = await registerUser(server.url);
    const targets = [
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "/%2F/evil.example",
      "/.//evil.example",
      "/é/ünïcode",
      "//evil.example",
      "/\u2028x",
    ];
    for (const [i, target] of targets.entries()) {
      const page = i % 2 ? "/login" : "/auth";
      const res = await new CookieJar().postForm(`${server.url}${page}`, {
        intent: "signin",
        redirectTo: target,
        email,
        password: TEST_PASSWORD,
      });
      expect(res.status, `${page} ${JSON.stringify(target)}`).toBe(302);
      sameSite(res.headers.get("location"));
    }
  }, 90_000);

  it("the Google start route keeps the return path same-site through the round trip", async () => {
    const email = uniqueEmail("google-redirect");
    for (const target of [...ODD_TARGETS, "/ü/evil", "/profile?tab=defaults"]) {
      const jar = new CookieJar();
      const done = await googleSignIn(jar, email, `/api/auth/google?redirectTo=${encodeURIComponent(target)}`);
      expect(done.status, JSON.stringify(target)).toBe(302);
      sameSite(done.headers.get("location"));
      if (target === "/profile?tab=defaults") expect(done.headers.get("location")).toBe(target);
      else expect(["/", "/%C3%BC/evil"]).toContain(done.headers.get("location"));
    }
  });
});
