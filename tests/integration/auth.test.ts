/**
 * Sign-in, sign-up, logout and Google sign-in (issue 3 items 1, 2, 8) over real
 * HTTP: the HTML forms as a browser without JavaScript posts them (redirects,
 * cookies, flash toasts) and the JSON calls of spec §7.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeGoogleSubject, startFakeGoogle, type FakeGoogle } from "../fakes/google-oauth";
import { jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, postForm, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/page-text";

const relaxedLimits = { LOGIN_LIMIT_PER_IP: "1000", SIGNUP_LIMIT_PER_IP: "1000", SIGNUP_LIMIT_PER_EMAIL: "1000" };

let server: TestServer;
let googleServer: TestServer;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  [server, googleServer] = await Promise.all([
    startServer({ env: relaxedLimits }),
    startServer({ env: { ...relaxedLimits, ...google.env, ADMIN_EMAILS: "chief.pilot@example.com" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), googleServer?.stop(), google?.close()]);
});

describe("the sign-in page", () => {
  it("serves /auth and /login with Sign In and Sign Up tabs as links, the marketing panel and the Google button", async () => {
    for (const path of ["/auth", "/login"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await pageText(res);
      expect(html).toMatch(/<a(?=[^>]*href="\/auth")(?=[^>]*aria-current="page")[^>]*>Sign In<\/a>/);
      expect(html).toMatch(/<a(?=[^>]*href="\/auth\?tab=signup")[^>]*>Sign Up<\/a>/);
      expect(html).toContain("Unlock 19,000+ airports");
      expect(html).toContain("Plan the perfect meetup by flight time");
      expect(html).toContain("Save your plans");
      // Google is not configured on this server: the button says so instead of failing.
      expect(html).toContain("Google sign-in not configured");
      expect(html).not.toContain('href="/api/auth/google"');
    }
    const signUp = await pageText(await fetch(`${server.url}/auth?tab=signup`));
    expect(signUp).toContain("Confirm password");
    expect(signUp).toContain("Create Account");
    // No bot check configured: no widget and no noscript note.
    expect(signUp).not.toContain("Security check");
  });

  it("signs up through the HTML form: session, then / with the spec's toast; the password is never echoed", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("html-signup");
    const res = await jar.postForm(`${server.url}/auth?tab=signup`, {
      intent: "signup",
      redirectTo: "/",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const home = await jar.follow(res, server.url);
    const html = await pageText(home);
    expect(html).toContain("Account created!");
    expect(html).toContain("Welcome to AirportFinder. Start exploring airports now.");
    expect(html).not.toContain(TEST_PASSWORD);
    // Nav by auth state (spec §2): My Trips, My Account, Logout as a POST form; no Login.
    expect(html).toMatch(/href="\/trips"/);
    expect(html).toMatch(/href="\/profile"/);
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/logout")[^>]*>/);
    expect(html).not.toMatch(/href="\/auth"[^>]*>\s*<span[^>]*>Login/);
    // The mobile label: the part of the e-mail before the at-sign (no first name yet).
    expect(html).toContain(email.split("@")[0]);
    const me = await jar.fetch(`${server.url}/api/auth/user`);
    expect(await me.json()).toMatchObject({
      email,
      provider: "email",
      isAdmin: false,
      firstName: null,
      lastName: null,
    });
  });

  it("re-renders sign-up with the spec's messages, keeping the e-mail but never the passwords", async () => {
    const res = await postForm(`${server.url}/auth?tab=signup`, {
      intent: "signup",
      email: "not-an-email",
      password: "abc",
      confirmPassword: "abd",
    });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password must be at least 6 characters");
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toMatch(/value="ab[cd]"/);

    const mismatch = await pageText(
      await postForm(`${server.url}/auth?tab=signup`, {
        intent: "signup",
        email: uniqueEmail(),
        password: "secret-one",
        confirmPassword: "secret-two",
      }),
    );
    expect(mismatch).toContain("Passwords don't match");
    expect(mismatch).toContain("Please make sure your passwords match");
    expect(mismatch).not.toContain("secret-one");
  });

  it("refuses a second account for the same e-mail with 'Sign up failed'", async () => {
    const { email } = await registerUser(server.url);
    const res = await postForm(`${server.url}/auth?tab=signup`, {
      intent: "signup",
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(html).toContain("Sign up failed");
    expect(html).toContain("Failed to create account");
    expect(html).toContain("An account with this email already exists");
  });

  it("signs in through the HTML form and returns to the redirectTo path; wrong passwords get 'Sign in failed'", async () => {
    const { email } = await registerUser(server.url);
    const wrong = await postForm(`${server.url}/auth`, { intent: "signin", email, password: "wrong-password" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await pageText(wrong);
    expect(wrongHtml).toContain("Sign in failed");
    expect(wrongHtml).toContain("Invalid email or password");
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);

    const empty = await pageText(await postForm(`${server.url}/auth`, { intent: "signin", email: "", password: "" }));
    expect(empty).toContain("Email is required");
    expect(empty).toContain("Password is required");

    const jar = new CookieJar();
    const res = await jar.postForm(`${server.url}/login?redirectTo=%2Fprofile`, {
      intent: "signin",
      redirectTo: "/profile",
      email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const page = await pageText(await jar.follow(res, server.url));
    expect(page).toContain("Welcome back!");
    expect(page).toContain("Successfully signed in");
    expect(page).toContain("My Account");
  });

  it("never redirects off-site after sign-in", async () => {
    const { email } = await registerUser(server.url);
    for (const evil of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const res = await postForm(`${server.url}/auth`, {
        intent: "signin",
        redirectTo: evil,
        email,
        password: TEST_PASSWORD,
      });
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("sends a signed-in visitor of /auth and /login to /", async () => {
    const { jar } = await registerUser(server.url);
    for (const path of ["/auth", "/login", "/auth?tab=signup"]) {
      const res = await jar.fetch(`${server.url}${path}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("logs out only with a POST, then shows 'Signed out'", async () => {
    const { jar } = await registerUser(server.url);
    const get = await jar.fetch(`${server.url}/logout`);
    expect(get.status).toBe(302);
    expect((await jar.fetch(`${server.url}/api/auth/user`)).status).toBe(200);

    const res = await jar.postForm(`${server.url}/logout`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const home = await pageText(await jar.follow(res, server.url));
    expect(home).toContain("Signed out");
    expect(home).toContain("You have been successfully signed out.");
    expect(home).toMatch(/href="\/auth"/);
    expect((await jar.fetch(`${server.url}/api/auth/user`)).status).toBe(401);
  });
});

describe("the JSON contract (spec §7)", () => {
  it("GET /api/auth/user answers 401 with an error when signed out", async () => {
    const res = await fetch(`${server.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized" });
  });

  it("POST /api/auth/register answers the user and signs in; bad input is 400 with field errors; a taken e-mail 409", async () => {
    const email = uniqueEmail("json-register");
    const jar = new CookieJar();
    const res = await jsonRequest(jar, `${server.url}/api/auth/register`, "POST", {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      email,
      firstName: null,
      lastName: null,
      provider: "email",
      isAdmin: false,
    });
    expect(JSON.stringify(user)).not.toContain(TEST_PASSWORD);
    expect(await (await jar.fetch(`${server.url}/api/auth/user`)).json()).toEqual(user);

    const again = await jsonRequest(new CookieJar(), `${server.url}/api/auth/register`, "POST", {
      email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "An account with this email already exists" });

    const bad = await jsonRequest(new CookieJar(), `${server.url}/api/auth/register`, "POST", {
      email: "nope",
      password: "123",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: expect.any(String),
      fieldErrors: {
        email: ["Please enter a valid email address"],
        password: ["Password must be at least 6 characters"],
      },
    });

    const mismatch = await jsonRequest(new CookieJar(), `${server.url}/api/auth/register`, "POST", {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      confirmPassword: "something-else",
    });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fieldErrors.confirmPassword).toEqual(["Passwords don't match"]);

    const notJson = await jsonRequest(new CookieJar(), `${server.url}/api/auth/register`, "POST", "email=x");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: "Request body must be a JSON object" });
  });

  it("POST /api/auth/login answers the user with a session cookie, 401 for a wrong password or unknown e-mail", async () => {
    const { email, user } = await registerUser(server.url);
    const jar = new CookieJar();
    const ok = await jsonRequest(jar, `${server.url}/api/auth/login`, "POST", { email, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(user);
    expect(jar.get("__session")).toBeTruthy();

    for (const body of [
      { email, password: "nope-nope" },
      { email: uniqueEmail("nobody"), password: TEST_PASSWORD },
    ]) {
      const res = await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid email or password" });
    }
    const missing = await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });

  it("POST /api/logout clears the session; GET is 405 and signs nobody out", async () => {
    const { jar } = await registerUser(server.url);
    const get = await jar.fetch(`${server.url}/api/logout`);
    expect(get.status).toBe(405);
    expect(await get.json()).toHaveProperty("error");
    expect((await jar.fetch(`${server.url}/api/auth/user`)).status).toBe(200);
    const res = await jsonRequest(jar, `${server.url}/api/logout`, "POST");
    expect(res.status).toBe(200);
    expect((await jar.fetch(`${server.url}/api/auth/user`)).status).toBe(401);
  });

  it("GET /api/turnstile/config answers a null site key when the bot check is off", async () => {
    const res = await fetch(`${server.url}/api/turnstile/config`);
    expect(await res.json()).toEqual({ siteKey: null, enabled: false });
  });

  it("GET /api/auth/google without Google configured goes back to /auth with an explanation", async () => {
    const jar = new CookieJar();
    const res = await jar.fetch(`${server.url}/api/auth/google`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    const page = await pageText(await jar.follow(res, server.url));
    expect(page).toContain("Google sign-in is not configured on this server.");
  });
});

describe("Google sign-in through remix-auth-oauth2 against a fake provider", () => {
  /** The browser's round trip: app → fake authorize → app callback, cookies carried. */
  async function googleRoundTrip(jar: CookieJar, start = "/api/auth/google") {
    const begin = await jar.fetch(`${googleServer.url}${start}`);
    expect(begin.status).toBe(302);
    const authorize = new URL(begin.headers.get("location")!);
    expect(authorize.origin).toBe(google.baseUrl);
    const atProvider = await jar.fetch(authorize.toString());
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get("location")!);
    expect(callback.pathname).toBe("/api/auth/google/callback");
    return { begin, authorize, callback, done: await jar.fetch(callback.toString()) };
  }

  it("shows 'Continue with Google' linking to the start path when configured", async () => {
    const html = await pageText(await fetch(`${googleServer.url}/auth?redirectTo=%2Fprofile`));
    expect(html).toMatch(
      /<a[^>]*href="\/api\/auth\/google\?redirectTo=%2Fprofile"[^>]*>[\s\S]*?Continue with Google<\/a>/,
    );
  });

  it("runs the code flow with PKCE and a state cookie, creates a provider-google user, then / with 'Account created!'", async () => {
    const email = uniqueEmail("google-new");
    google.user = { sub: `sub-${email}`, email, email_verified: true, given_name: "Bessie", family_name: "Coleman" };
    const jar = new CookieJar();
    const { begin, authorize, done } = await googleRoundTrip(jar);

    const p = authorize.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe(google.clientId);
    expect(p.get("redirect_uri")).toBe(`${googleServer.url}/api/auth/google/callback`);
    expect(p.get("scope")!.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")).toBeTruthy();
    const stateCookie = begin.headers.getSetCookie().find((c) => c.startsWith("__google_oauth"));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);

    // The token request carried the verifier the fake checked against the challenge.
    const token = google.requests.filter((r) => r.path === "/token").at(-1)!;
    expect(token.params.code_verifier).toBeTruthy();
    expect(token.authorization).toMatch(/^Basic /);

    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    // The state cookie is cleared once used.
    expect(done.headers.getSetCookie().some((c) => c.startsWith("__google_oauth") && /Max-Age=0/i.test(c))).toBe(true);
    const home = await pageText(await jar.follow(done, googleServer.url));
    expect(home).toContain("Account created!");
    const me = await (await jar.fetch(`${googleServer.url}/api/auth/user`)).json();
    expect(me).toMatchObject({ email, provider: "google", firstName: "Bessie", lastName: "Coleman" });

    // The same Google account again: the same user, 'Welcome back!'.
    const jar2 = new CookieJar();
    const second = await googleRoundTrip(jar2);
    const page = await pageText(await jar2.follow(second.done, googleServer.url));
    expect(page).toContain("Welcome back!");
    expect((await (await jar2.fetch(`${googleServer.url}/api/auth/user`)).json()).id).toBe(me.id);
  });

  it("returns to the page the visitor came from", async () => {
    google.user = { sub: `sub-${uniqueEmail()}`, email: uniqueEmail("google-back"), email_verified: true };
    const jar = new CookieJar();
    const { done } = await googleRoundTrip(jar, "/api/auth/google?redirectTo=%2Fprofile%3Ftab%3Ddefaults");
    expect(done.headers.get("location")).toBe("/profile?tab=defaults");
  });

  it("links Google to an existing e-mail account whose password was set after its address was verified, which keeps it", async () => {
    const { email, user, jar: own } = await registerUser(googleServer.url);
    // Verified as the mailed link does it (users.email_verified and its time); password accounts start unverified.
    const db = new Database(googleServer.databasePath);
    db.prepare(
      "UPDATE users SET email_verified = 1, email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute') WHERE id = ?",
    ).run(user.id);
    db.close();
    // The proven owner chooses the password now (one set before the proof would be voided: decision 0074).
    const changed = await jsonRequest(own, `${googleServer.url}/api/profile/password`, "PUT", {
      currentPassword: TEST_PASSWORD,
      newPassword: "chosen-after-proof-8",
    });
    expect(changed.status).toBe(200);
    google.user = {
      sub: fakeGoogleSubject(email),
      email,
      email_verified: true,
      given_name: "Jimmy",
      family_name: "Doolittle",
    };
    const jar = new CookieJar();
    const { done } = await googleRoundTrip(jar);
    expect(done.status).toBe(302);
    const me = await (await jar.fetch(`${googleServer.url}/api/auth/user`)).json();
    expect(me).toMatchObject({ id: user.id, provider: "email", firstName: "Jimmy" });
    const login = await jsonRequest(new CookieJar(), `${googleServer.url}/api/auth/login`, "POST", {
      email,
      password: "chosen-after-proof-8",
    });
    expect(login.status).toBe(200);
    expect((await own.fetch(`${googleServer.url}/api/auth/user`)).status).toBe(200);
  });

  it("refuses a callback whose state does not match the cookie, and one the provider refused", async () => {
    const jar = new CookieJar();
    const begin = await jar.fetch(`${googleServer.url}/api/auth/google`);
    const authorize = new URL(begin.headers.get("location")!);
    const atProvider = await jar.fetch(authorize.toString());
    const callback = new URL(atProvider.headers.get("location")!);
    callback.searchParams.set("state", "forged-state");
    const forged = await jar.fetch(callback.toString());
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/auth");
    expect(await pageText(await jar.follow(forged, googleServer.url))).toContain("Sign in failed");
    expect((await jar.fetch(`${googleServer.url}/api/auth/user`)).status).toBe(401);

    // No state cookie at all (another browser replaying the callback URL).
    const stranger = await new CookieJar().fetch(callback.toString());
    expect(stranger.headers.get("location")).toBe("/auth");

    google.failNextToken = "invalid_grant";
    const jar2 = new CookieJar();
    const { done } = await googleRoundTrip(jar2);
    expect(done.headers.get("location")).toBe("/auth");
    expect((await jar2.fetch(`${googleServer.url}/api/auth/user`)).status).toBe(401);
  });

  it("makes ADMIN_EMAILS addresses admins only once verified (Google), never through a password sign-up", async () => {
    // Anyone can type the address into the sign-up form: that grants nothing (issue 8 item 1).
    const jar = new CookieJar();
    const res = await jsonRequest(jar, `${googleServer.url}/api/auth/register`, "POST", {
      email: "Chief.Pilot@example.com",
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).isAdmin).toBe(false);
    const login = await jsonRequest(jar, `${googleServer.url}/api/auth/login`, "POST", {
      email: "chief.pilot@example.com",
      password: TEST_PASSWORD,
    });
    expect((await login.json()).isAdmin).toBe(false);
    // The mailbox's owner arrives through Google with a verified address: admin.
    google.user = { sub: "sub-chief-pilot", email: "chief.pilot@example.com", email_verified: true };
    const owner = new CookieJar();
    await googleRoundTrip(owner);
    expect((await (await owner.fetch(`${googleServer.url}/api/auth/user`)).json()).isAdmin).toBe(true);
    const other = await registerUser(googleServer.url);
    expect(other.user.isAdmin).toBe(false);
  });
});
