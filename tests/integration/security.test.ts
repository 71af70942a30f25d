/**
 * Account security (issue 3): password storage, the session cookie, 401s and
 * 405s on every account endpoint, CSRF, rate limits, two users who cannot
 * touch each other's data, and the Turnstile bot check — Cloudflare's
 * documented test secrets against a local fake siteverify, and the no-JS
 * fallback (honeypot, signed time trap, per-IP limit).
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PRODUCTION_SECRET,
  startFakeTurnstile,
  TURNSTILE_TEST_KEYS as KEYS,
  type FakeTurnstile,
} from "../fakes/turnstile";
import { DUMMY_TURNSTILE_TOKEN, jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, postForm, startServer, type TestServer } from "../support/server";
import { formStartedAt } from "../support/time-trap";
import { pageText } from "../support/page-text";

let turnstile: FakeTurnstile;
/** Bot check with the always-pass test secret, low limits, the no-JS fallback's trap at 10 minutes. */
let server: TestServer;
let failServer: TestServer;
let spentServer: TestServer;
let productionServer: TestServer;

let ipCounter = 0;
/**
 * A client address of its own, so rate-limit buckets of different tests never meet:
 * these servers stand behind one (pretend) proxy, TRUST_PROXY=1, whose X-Forwarded-For names the client.
 */
const freshIp = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  turnstile = await startFakeTurnstile({ productionSecret: PRODUCTION_SECRET });
  const limits = {
    TRUST_PROXY: "1",
    LOGIN_LIMIT_PER_IP: "5",
    LOGIN_FAILURES_BEFORE_DELAY: "2",
    LOGIN_DELAY_BASE_SECONDS: "60",
    EMAIL_CHECK_LIMIT: "4",
    SIGNUP_LIMIT_PER_IP: "3",
    SIGNUP_LIMIT_PER_EMAIL: "1000",
    NOJS_SIGNUP_LIMIT_PER_IP: "2",
    // The no-JS fallback's time trap at 10 minutes: a form the test signs as served 20 minutes ago passes, one
    // served now cannot (no waiting in the test; see tests/support/time-trap.ts).
    SIGNUP_MIN_FORM_SECONDS: "600",
  };
  [server, failServer, spentServer, productionServer] = await Promise.all([
    startServer({
      env: { ...limits, ...turnstile.env({ siteKey: KEYS.siteKeyPasses, secretKey: KEYS.secretPasses }) },
    }),
    startServer({
      env: { TRUST_PROXY: "1", ...turnstile.env({ siteKey: KEYS.siteKeyBlocks, secretKey: KEYS.secretFails }) },
    }),
    startServer({
      env: { TRUST_PROXY: "1", ...turnstile.env({ siteKey: KEYS.siteKeyPasses, secretKey: KEYS.secretSpent }) },
    }),
    startServer({
      env: {
        TRUST_PROXY: "1",
        ...turnstile.env({ siteKey: "0x-fake-production-site-key", secretKey: PRODUCTION_SECRET }),
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server, failServer, spentServer, productionServer].map((s) => s?.stop()));
  await turnstile?.close();
});

const register = (base: string, body: Record<string, unknown>, headers: Record<string, string> = freshIp()) =>
  jsonRequest(new CookieJar(), `${base}/api/auth/register`, "POST", body, headers);

describe("passwords and the session cookie", () => {
  it("stores scrypt hashes with a salt per user, never the password, and never logs it", async () => {
    const password = "Unique-Pass-8472";
    const a = await registerUser(server.url, { password, headers: freshIp() });
    const b = await registerUser(server.url, { password, headers: freshIp() });
    const db = new Database(server.databasePath, { readonly: true });
    const rows = db.prepare("SELECT id, password_hash FROM users WHERE id IN (?, ?)").all(a.user.id, b.user.id) as {
      password_hash: string;
    }[];
    db.close();
    expect(rows).toHaveLength(2);
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(password_hash).not.toContain(password);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    await jsonRequest(
      new CookieJar(),
      `${server.url}/api/auth/login`,
      "POST",
      { email: a.email, password: "Wrong-Pass-1234" },
      freshIp(),
    );
    expect(server.output()).not.toContain(password);
    expect(server.output()).not.toContain("Wrong-Pass-1234");
  });

  it("sets an httpOnly, SameSite=Lax, Secure (production), signed session cookie; a tampered one is no session", async () => {
    const res = await register(server.url, {
      email: uniqueEmail("cookie"),
      password: TEST_PASSWORD,
      "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    const value = cookie.split(";")[0]!.slice("__session=".length);
    const [payload, signature] = decodeURIComponent(value).split(".");
    expect(signature).toBeTruthy();
    // Another user's id in the payload, the old signature: refused.
    const forgedPayload = Buffer.from(JSON.stringify({ userId: 1 })).toString("base64");
    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.AAAA${signature!.slice(4)}`, payload!]) {
      const me = await fetch(`${server.url}/api/auth/user`, {
        headers: { cookie: `__session=${encodeURIComponent(forged)}` },
      });
      expect(me.status).toBe(401);
    }
  });
});

describe("every account endpoint", () => {
  it("answers 401 with an error to calls that need a session", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/auth/user"],
      ["PUT", "/api/profile", { email: "a@b.co" }],
      ["PUT", "/api/profile/password", { currentPassword: "abcdef", newPassword: "abcdefg" }],
      ["GET", "/api/profile/preferences"],
      ["PUT", "/api/profile/preferences", {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await jsonRequest(new CookieJar(), `${server.url}${path}`, method, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: "Unauthorized" });
    }
  });

  it("changes nothing on GET: mutations answer 405 with an error, or (pages) redirect without acting", async () => {
    const { jar } = await registerUser(server.url, { headers: freshIp() });
    for (const path of [
      "/api/auth/login",
      "/api/auth/register",
      "/api/logout",
      "/api/profile",
      "/api/profile/password",
    ]) {
      const res = await jar.fetch(`${server.url}${path}`);
      expect(res.status, `GET ${path}`).toBe(405);
      expect(await res.json()).toHaveProperty("error");
    }
    for (const [method, path] of [
      ["POST", "/api/auth/user"],
      ["DELETE", "/api/profile/preferences"],
      ["POST", "/api/turnstile/config"],
    ] as const) {
      const res = await jar.fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
    }
    expect((await jar.fetch(`${server.url}/logout`)).status).toBe(302);
    expect((await jar.fetch(`${server.url}/api/auth/user`)).status).toBe(200);
  });
});

describe("two users", () => {
  it("can never read or change each other's profile, password or preferences", async () => {
    const a = await registerUser(server.url, { headers: freshIp() });
    const b = await registerUser(server.url, { headers: freshIp() });
    await jsonRequest(b.jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultDepartureAirport: "KSFO",
      defaultAircraftSpeed: 99,
    });
    await jsonRequest(b.jar, `${server.url}/api/profile`, "PUT", { email: b.email, firstName: "Bee" });

    // A's calls only ever see and touch A, whatever ids the body carries.
    const prefs = await (await a.jar.fetch(`${server.url}/api/profile/preferences`)).json();
    expect(prefs.defaultDepartureAirport).toBe(null);
    const put = await jsonRequest(a.jar, `${server.url}/api/profile`, "PUT", {
      id: b.user.id,
      userId: b.user.id,
      email: a.email,
      firstName: "Ay",
    });
    expect((await put.json()).id).toBe(a.user.id);
    await jsonRequest(a.jar, `${server.url}/api/profile/preferences`, "PUT", {
      userId: b.user.id,
      defaultAircraftSpeed: 77,
    });
    const taken = await jsonRequest(a.jar, `${server.url}/api/profile`, "PUT", { email: b.email });
    expect(taken.status).toBe(409);
    const pw = await jsonRequest(a.jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: b.password,
      newPassword: "hijacked-1",
      userId: b.user.id,
    });
    expect(pw.status).toBe(200); // A changed A's own password (both used the test password)...
    expect(
      (
        await jsonRequest(
          new CookieJar(),
          `${server.url}/api/auth/login`,
          "POST",
          { email: b.email, password: b.password },
          freshIp(),
        )
      ).status,
    ).toBe(200); // ...never B's.

    expect(await (await b.jar.fetch(`${server.url}/api/auth/user`)).json()).toMatchObject({
      id: b.user.id,
      email: b.email,
      firstName: "Bee",
    });
    expect(await (await b.jar.fetch(`${server.url}/api/profile/preferences`)).json()).toMatchObject({
      defaultDepartureAirport: "KSFO",
      defaultAircraftSpeed: 99,
    });
    const aPage = await pageText(await a.jar.fetch(`${server.url}/profile?tab=defaults`));
    expect(aPage).not.toContain("KSFO");
    expect(aPage).not.toContain(b.email);
  });
});

describe("CSRF (docs/decisions/0013-auth-and-bot-check.md)", () => {
  it("refuses cross-site form posts and JSON writes with 403, and changes nothing", async () => {
    const { jar, email } = await registerUser(server.url, { headers: freshIp() });
    const evil = { origin: "https://evil.example" };
    const crossSite = { "sec-fetch-site": "cross-site" };

    // Page actions meet React Router's own Origin check first (400 Bad Request); everything else, and a
    // Sec-Fetch-Site: cross-site without an Origin, meets ours (403). Either way: refused.
    const refused = [400, 403];
    for (const headers of [evil, crossSite, { origin: "null" }, { "sec-fetch-site": "same-site" }]) {
      const profile = await jar.postForm(
        `${server.url}/profile`,
        { intent: "profile", email: "pwned@evil.example" },
        { headers },
      );
      expect(refused).toContain(profile.status);
      const api = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email: "pwned@evil.example" }, headers);
      expect(api.status).toBe(403);
      expect(await api.json()).toEqual({ error: "Cross-site request refused" });
      // /logout is a page action too (decision 0071), so React Router's check may answer first.
      expect(refused).toContain((await jar.postForm(`${server.url}/logout`, {}, { headers })).status);
      expect((await jsonRequest(jar, `${server.url}/api/logout`, "POST", undefined, headers)).status).toBe(403);
      // Login CSRF: signing a victim into the attacker's account is refused too.
      expect(refused).toContain(
        (await postForm(`${server.url}/auth`, { intent: "signin", email, password: TEST_PASSWORD }, { headers }))
          .status,
      );
      expect(
        (
          await jsonRequest(
            new CookieJar(),
            `${server.url}/api/auth/login`,
            "POST",
            { email, password: TEST_PASSWORD },
            headers,
          )
        ).status,
      ).toBe(403);
    }
    expect(await (await jar.fetch(`${server.url}/api/auth/user`)).json()).toMatchObject({ email });

    // The same calls from the app's own pages pass (same Origin / Sec-Fetch-Site: same-origin), and so do non-browser clients.
    const same = await jsonRequest(
      jar,
      `${server.url}/api/profile`,
      "PUT",
      { email, firstName: "Same" },
      { origin: server.url, "sec-fetch-site": "same-origin" },
    );
    expect(same.status).toBe(200);
    const noHeaders = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email, firstName: "Curl" });
    expect(noHeaders.status).toBe(200);
  });
});

describe("rate limits", () => {
  it("slows failed sign-ins per e-mail and IP with a growing Retry-After and a clear message; the owner elsewhere and other e-mails go on", async () => {
    const { email } = await registerUser(server.url, { headers: freshIp() });
    const attacker = freshIp();
    const login = (password: string, ip: Record<string, string>) =>
      jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password }, ip);
    for (let i = 0; i < 2; i++) expect((await login(`wrong-${i}-xx`, attacker)).status).toBe(401);

    // Now delayed: the password is not even checked, and each try before the wait is over doubles it.
    const first = await login(TEST_PASSWORD, attacker);
    expect(first.status).toBe(429);
    expect((await first.json()).error).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    const html = await postForm(
      `${server.url}/auth`,
      { intent: "signin", email, password: TEST_PASSWORD },
      { headers: attacker },
    );
    expect(html.status).toBe(429);
    const page = await pageText(html);
    expect(page).toContain("Sign in failed");
    expect(page).toContain("Too many sign-in attempts");
    const third = await login("wrong-again-xx", attacker);
    expect(third.status).toBe(429);
    const waits = [Number(first.headers.get("retry-after")), Number(third.headers.get("retry-after"))];
    expect(waits[0]).toBeGreaterThanOrEqual(60);
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0] * 4 - 2); // two doublings later (the HTML try counted too)

    // The owner, from another address, is not locked out by the stranger's failures.
    const owner = await login(TEST_PASSWORD, freshIp());
    expect(owner.status).toBe(200);

    const other = await registerUser(server.url, { headers: freshIp() });
    expect(
      (
        await jsonRequest(
          new CookieJar(),
          `${server.url}/api/auth/login`,
          "POST",
          { email: other.email, password: TEST_PASSWORD },
          freshIp(),
        )
      ).status,
    ).toBe(200);
  });

  it("a successful sign-in clears the failures of its e-mail and address", async () => {
    const { email } = await registerUser(server.url, { headers: freshIp() });
    const ip = freshIp();
    const login = (password: string) =>
      jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password }, ip);
    expect((await login("wrong-one-1")).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect((await login("wrong-two-2")).status).toBe(401);
    // Without the reset this would be the second failure in a row: delayed.
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });

  it("caps the answers that tell whether an address has an account (profile e-mail change, sign-up)", async () => {
    const owner = await registerUser(server.url, { headers: freshIp() });
    const prober = await registerUser(server.url, { headers: freshIp() });
    const probe = (address: string) =>
      jsonRequest(prober.jar, `${server.url}/api/profile`, "PUT", { email: address }, freshIp());
    for (let i = 0; i < 4; i++) expect((await probe(owner.email)).status).toBe(409);
    const blocked = await probe(owner.email);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/^Too many e-mail address attempts/);

    const ip = freshIp();
    const signUp = () =>
      register(
        server.url,
        { email: owner.email, password: TEST_PASSWORD, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN },
        ip,
      );
    for (let i = 0; i < 3; i++) expect((await signUp()).status).toBe(409);
    expect((await signUp()).status).toBe(429);
  });

  it("limits sign-in attempts per IP address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await jsonRequest(
        new CookieJar(),
        `${server.url}/api/auth/login`,
        "POST",
        { email: uniqueEmail("ip"), password: "whatever-1" },
        ip,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await jsonRequest(
      new CookieJar(),
      `${server.url}/api/auth/login`,
      "POST",
      { email: uniqueEmail("ip"), password: "whatever-1" },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(
      (
        await jsonRequest(
          new CookieJar(),
          `${server.url}/api/auth/login`,
          "POST",
          { email: uniqueEmail("ip"), password: "whatever-1" },
          freshIp(),
        )
      ).status,
    ).toBe(401);
  });

  it("limits sign-ups per IP address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await register(
        server.url,
        { email: uniqueEmail("signup-ip"), password: TEST_PASSWORD, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN },
        ip,
      );
      expect(res.status).toBe(201);
    }
    const blocked = await register(
      server.url,
      { email: uniqueEmail("signup-ip"), password: TEST_PASSWORD, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/^Too many sign-up attempts/);
  });
});

describe("bot check: Turnstile with Cloudflare's test keys", () => {
  it("GET /api/turnstile/config answers the site key; the sign-up tab shows the check and the no-JS note", async () => {
    expect(await (await fetch(`${server.url}/api/turnstile/config`)).json()).toEqual({
      siteKey: KEYS.siteKeyPasses,
      enabled: true,
    });
    const html = await pageText(await fetch(`${server.url}/auth?tab=signup`));
    expect(html).toContain("Security check");
    expect(html).toMatch(/<noscript>[\s\S]*JavaScript is off, so the security check can't run\.[\s\S]*<\/noscript>/);
    expect(html).toMatch(/<input(?=[^>]*name="homepage")(?=[^>]*tabindex="-1")[^>]*>/i);
    expect(html).toMatch(/<input(?=[^>]*type="hidden")(?=[^>]*name="formStartedAt")[^>]*value="\d+\.[A-Za-z0-9_-]+"/);
  });

  it("always-pass secret: the token is verified server-side (secret, response, remote IP) and sign-up succeeds", async () => {
    const before = turnstile.verifications.length;
    const res = await register(
      server.url,
      { email: uniqueEmail("ts-pass"), password: TEST_PASSWORD, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN },
      { "x-forwarded-for": "203.0.113.7" },
    );
    expect(res.status).toBe(201);
    expect(turnstile.verifications.slice(before)).toEqual([
      { secret: KEYS.secretPasses, response: DUMMY_TURNSTILE_TOKEN, remoteip: "203.0.113.7" },
    ]);
  });

  it("a JSON sign-up without a token is refused with the spec's bot-check text", async () => {
    const res = await register(server.url, { email: uniqueEmail("ts-none"), password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please complete the CAPTCHA verification before creating account.",
      fieldErrors: { "cf-turnstile-response": ["Please complete the CAPTCHA verification before creating account."] },
    });
    // The no-JavaScript fallback is the HTML form's only (docs/decisions/0066-account-doors.md):
    // a patient time trap and an empty honeypot in a JSON body are no way around the token.
    const email = uniqueEmail("ts-json-fallback");
    const fallback = await register(server.url, {
      email,
      password: TEST_PASSWORD,
      homepage: "",
      formStartedAt: formStartedAt(Date.now() - 20 * 60_000),
    });
    expect(fallback.status).toBe(400);
    expect((await fallback.json()).error).toBe("Please complete the CAPTCHA verification before creating account.");
    const login = await jsonRequest(
      new CookieJar(),
      `${server.url}/api/auth/login`,
      "POST",
      { email, password: TEST_PASSWORD },
      freshIp(),
    );
    expect(login.status).toBe(401);
  });

  it("always-fail and token-already-spent secrets refuse; the form shows the server's Security verification message", async () => {
    for (const base of [failServer.url, spentServer.url]) {
      const res = await register(base, {
        email: uniqueEmail("ts-refused"),
        password: TEST_PASSWORD,
        "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Security verification failed. Please try again.");
    }
    const form = await postForm(`${failServer.url}/auth?tab=signup`, {
      intent: "signup",
      email: uniqueEmail("ts-form"),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
    });
    expect(form.status).toBe(400);
    const html = await pageText(form);
    expect(html).toContain("Sign up failed");
    expect(html).toContain("Security verification failed. Please try again.");
    expect(html).not.toContain(DUMMY_TURNSTILE_TOKEN);
  });

  it("a production secret rejects the dummy token, accepts a real token once", async () => {
    const dummy = await register(productionServer.url, {
      email: uniqueEmail("ts-prod"),
      password: TEST_PASSWORD,
      "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
    });
    expect(dummy.status).toBe(400);
    const token = turnstile.issueToken();
    const ok = await register(productionServer.url, {
      email: uniqueEmail("ts-prod"),
      password: TEST_PASSWORD,
      "cf-turnstile-response": token,
    });
    expect(ok.status).toBe(201);
    const replay = await register(productionServer.url, {
      email: uniqueEmail("ts-prod"),
      password: TEST_PASSWORD,
      "cf-turnstile-response": token,
    });
    expect(replay.status).toBe(400);
  });

  it("posts that fail the bot check do not count against the address: its owner can still sign up", async () => {
    // A stranger, from addresses of their own, sends the sign-up limit's worth (5) of posts for someone else's address.
    const email = uniqueEmail("ts-victim");
    for (let i = 0; i < 5; i++) {
      const bad = await register(productionServer.url, {
        email,
        password: TEST_PASSWORD,
        "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe("Security verification failed. Please try again.");
    }
    const owner = await register(productionServer.url, {
      email,
      password: TEST_PASSWORD,
      "cf-turnstile-response": turnstile.issueToken(),
    });
    expect(owner.status).toBe(201);
    expect((await owner.json()).email).toBe(email);
  });

  it("fails closed when siteverify is down", async () => {
    turnstile.failWith = 503;
    try {
      const res = await register(server.url, {
        email: uniqueEmail("ts-down"),
        password: TEST_PASSWORD,
        "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/^Security verification is unavailable/);
    } finally {
      turnstile.failWith = null;
    }
  });
});

describe("bot check: the no-JavaScript fallback", () => {
  const stampOf = (html: string) => /<input(?=[^>]*name="formStartedAt")[^>]*value="([^"]+)"/.exec(html)![1]!;
  /** The sign-up form as this server serves it now: its own start stamp. */
  async function servedStamp() {
    return stampOf(await pageText(await fetch(`${server.url}/auth?tab=signup`)));
  }
  /** Posts the sign-up form without JavaScript (no widget token), from one client address. */
  const signUp = (headers: Record<string, string>, fields: Record<string, string>) =>
    postForm(
      `${server.url}/auth?tab=signup`,
      {
        intent: "signup",
        email: uniqueEmail("nojs"),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        homepage: "",
        ...fields,
      },
      { headers },
    );
  /** A form served long enough ago (20 minutes, past the server's 10-minute trap, within its 2 hours), signed with the server's secret. */
  const patientStamp = () => formStartedAt(Date.now() - 20 * 60_000);

  it("refuses a form sent faster than a person could fill it, a filled honeypot, and a forged, stale or missing time stamp", async () => {
    // A fresh address for every attempt, so only the fallback's checks (not the sign-up limit) answer.
    const send = (fields: Record<string, string>) => signUp(freshIp(), fields);
    // The server's own stamp, sent straight back: far inside the 10-minute trap.
    const fast = await send({ formStartedAt: await servedStamp() });
    expect(fast.status).toBe(400);
    const html = await pageText(fast);
    expect(html).toContain("Sign up failed");
    expect(html).toContain("Security verification failed. Please wait a few seconds, then submit the form again.");
    expect((await send({ formStartedAt: formStartedAt(Date.now() - 9 * 60_000) })).status).toBe(400);
    expect((await send({ formStartedAt: patientStamp(), homepage: "http://spam.example" })).status).toBe(400);
    // A real signature, of another moment: the time was changed after signing.
    const servedAt = Date.now() - 20 * 60_000;
    const forged = `${servedAt}.${formStartedAt(servedAt - 1).split(".")[1]}`;
    expect((await send({ formStartedAt: forged })).status).toBe(400);
    expect((await send({ formStartedAt: formStartedAt(Date.now() - 20 * 60_000, "another-secret") })).status).toBe(400);
    expect((await send({ formStartedAt: formStartedAt(Date.now() - 3 * 60 * 60_000) })).status).toBe(400);
    expect((await send({ formStartedAt: "" })).status).toBe(400);
    // The same honest post from the same kind of client goes through: the refusals above were the stamps'.
    expect((await send({ formStartedAt: patientStamp() })).status).toBe(302);
  });

  it("accepts a patient person without JavaScript, a few per IP address per window", async () => {
    const ip = freshIp();
    const send = (fields: Record<string, string> = {}) => signUp(ip, { formStartedAt: patientStamp(), ...fields });
    for (let i = 0; i < 2; i++) {
      const res = await send();
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    const third = await send();
    expect(third.status).toBe(429);
    expect(await pageText(third)).toContain("Too many sign-up attempts");
    // The same network with another address is still limited; another network is not.
    expect(await send({ email: uniqueEmail("nojs-other") }).then((r) => r.status)).toBe(429);
    expect((await signUp(freshIp(), { formStartedAt: patientStamp() })).status).toBe(302);
  });
});
