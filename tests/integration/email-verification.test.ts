/**
 * E-mail verification of password accounts (issue 10, docs/decisions/0029-admin-dashboard-and-email-verification.md):
 * the signed, expiring link arrives over real SMTP at sign-up and after an
 * address change; a sign-up that passed only the no-JavaScript bot-check
 * fallback may not save or submit until it follows the link.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { startFakeTurnstile, TURNSTILE_TEST_KEYS, type FakeTurnstile } from "../fakes/turnstile";
import { jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, freePort, startServer, type TestServer } from "../support/server";
import { formStartedAt } from "../support/time-trap";

let smtp: FakeSmtp;
let turnstile: FakeTurnstile;
let server: TestServer;

const verified = (email: string) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT email_verified AS v FROM users WHERE email = ?").get(email) as { v: number } | undefined)
      ?.v;
  } finally {
    db.close();
  }
};

const linkIn = (text: string) => {
  const m = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=\S+)/.exec(text);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[1]!;
};

/**
 * Opens the mailed link as a person does: the page it shows verifies nothing; its button
 * POSTs the token (docs/decisions/0072-mail-links-and-replies.md). Answers the POST's response.
 */
async function follow(jar: CookieJar, link: string) {
  const page = await jar.fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Verify my e-mail address");
  const token = new URL(link).searchParams.get("token")!;
  return jar.fetch(`${server.url}/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "verify", token }),
  });
}

beforeAll(async () => {
  [smtp, turnstile] = await Promise.all([startFakeSmtp(), startFakeTurnstile()]);
  // Links in mail come from PUBLIC_ORIGIN only (docs/decisions/0072-mail-links-and-replies.md): the server's own address.
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...smtp.env(),
      ...turnstile.env({ siteKey: TURNSTILE_TEST_KEYS.siteKeyPasses, secretKey: TURNSTILE_TEST_KEYS.secretPasses }),
      SIGNUP_MIN_FORM_SECONDS: "1",
      FEEDBACK_LIMIT_PER_IP: "1000",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([smtp?.stop(), turnstile?.close()]);
});

describe("the verification link", () => {
  it("arrives at sign-up, verifies the address once followed, and a forged token does not", async () => {
    const { jar, email } = await registerUser(server.url);
    expect(verified(email)).toBe(0);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Please verify your e-mail address");
    const link = linkIn(mail.text);
    const forged = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const bad = await follow(jar, forged);
    expect(bad.status).toBe(302);
    const refused = await jar.fetch(`${server.url}${bad.headers.get("location")}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This link does not work");
    expect(verified(email)).toBe(0);
    // A mail scanner's GET (any number of them) verifies nothing: only the page's POST does.
    expect((await new CookieJar().fetch(link)).status).toBe(200);
    expect((await jar.fetch(link)).status).toBe(200);
    expect(verified(email)).toBe(0);
    const ok = await follow(jar, link);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/profile");
    expect(verified(email)).toBe(1);
  });

  it("a changed address is unverified until its own link is followed; the old link no longer proves anything", async () => {
    const { jar, email } = await registerUser(server.url);
    const first = linkIn((await smtp.waitFor((m) => m.to.includes(email))).text);
    const next = uniqueEmail("moved");
    const res = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", {
      email: next,
      firstName: "Amelia",
      lastName: "",
    });
    expect(res.status).toBe(200);
    expect(verified(next)).toBe(0);
    const stale = await follow(jar, first);
    expect(stale.headers.get("location")).toBe("/verify-email?failed=invalid");
    expect(verified(next)).toBe(0);
    const second = linkIn((await smtp.waitFor((m) => m.to.includes(next))).text);
    expect((await follow(jar, second)).status).toBe(302);
    expect(verified(next)).toBe(1);
  });
});

describe("a new link on request", () => {
  const mailsTo = (address: string) => {
    const db = new Database(server.databasePath, { readonly: true });
    try {
      return (
        db
          .prepare("SELECT count(*) AS n FROM mail_queue WHERE kind = 'verify-email' AND to_address = ?")
          .get(address) as {
          n: number;
        }
      ).n;
    } finally {
      db.close();
    }
  };
  const resend = (jar: CookieJar) =>
    jar.fetch(`${server.url}/verify-email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "send" }),
    });

  it("stops at VERIFY_MAIL_LIMIT (3) mails per account and per address in the window, however many accounts ask (security audit)", async () => {
    const victim = uniqueEmail("victim");
    const moveTo = (jar: CookieJar, email: string) =>
      jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email, firstName: "", lastName: "" });
    // Account A: its sign-up mail, its move to the victim's address, one resend: three mails, then refused.
    const a = await registerUser(server.url);
    expect((await moveTo(a.jar, victim)).status).toBe(200);
    expect((await resend(a.jar)).status).toBe(302);
    expect(mailsTo(victim)).toBe(2);
    const refused = await resend(a.jar);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many verification e-mail attempts. Please wait");
    expect((await moveTo(a.jar, uniqueEmail("away"))).status).toBe(200);
    // Account B takes the address over: one more mail reaches it (three), and B's resend is refused for the address.
    const b = await registerUser(server.url);
    expect((await moveTo(b.jar, victim)).status).toBe(200);
    expect(mailsTo(victim)).toBe(3);
    expect((await resend(b.jar)).status).toBe(429);
    // Account C moves to it next: the move happens, with no mail until the window ends.
    expect((await moveTo(b.jar, uniqueEmail("away"))).status).toBe(200);
    const c = await registerUser(server.url);
    expect((await moveTo(c.jar, victim)).status).toBe(200);
    expect(mailsTo(victim)).toBe(3);
  });

  it("is refused for an address already verified: 'Your e-mail address is already verified.'", async () => {
    const { jar, email } = await registerUser(server.url);
    const link = linkIn((await smtp.waitFor((m) => m.to.includes(email))).text);
    expect((await follow(jar, link)).status).toBe(302);
    const refused = await resend(jar);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Your e-mail address is already verified.");
    expect(mailsTo(email)).toBe(1);
  });
});

describe("a sign-up through the no-JavaScript fallback", () => {
  it("may not save or submit until the address is verified", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("nojs");
    await jar.fetch(`${server.url}/auth?tab=signup`);
    // The form as served 20 minutes ago (tests/support/time-trap.ts): past the time trap without waiting.
    const stamp = formStartedAt(Date.now() - 20 * 60_000);
    const signup = await jar.postForm(`${server.url}/auth?tab=signup`, {
      intent: "signup",
      redirectTo: "/",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      homepage: "",
      formStartedAt: stamp,
      "cf-turnstile-response": "",
    });
    expect(signup.status).toBe(302);
    expect(jar.get("__session")).toBeTruthy();

    const save = await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "KSTS" });
    expect(save.status).toBe(403);
    expect((await save.json()).error).toBe("Please verify your e-mail address first: follow the link we sent you.");
    const contact = await jsonRequest(jar, `${server.url}/api/contact-submissions`, "POST", {
      name: "Held",
      email,
      message: "Trying to write before verifying",
      "cf-turnstile-response": TURNSTILE_TEST_KEYS.dummyToken,
    });
    expect(contact.status).toBe(403);
    const prefs = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", { defaultAircraftSpeed: 120 });
    expect(prefs.status).toBe(403);
    // Every write is held, itineraries and their stops included (issue 20, defect 3).
    const itinerary = { airport_loc_id: "KSTS", title: "Held lunch", description: "Written before verifying." };
    const create = await jsonRequest(jar, `${server.url}/api/itineraries`, "POST", itinerary);
    expect(create.status).toBe(403);
    expect((await create.json()).error).toBe("Please verify your e-mail address first: follow the link we sent you.");
    const db = new Database(server.databasePath, { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM itineraries WHERE title = 'Held lunch'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }

    const link = linkIn((await smtp.waitFor((m) => m.to.includes(email))).text);
    expect((await follow(jar, link)).status).toBe(302);
    expect((await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "KSTS" })).status).toBe(200);
    expect((await jsonRequest(jar, `${server.url}/api/itineraries`, "POST", itinerary)).status).toBe(201);
  });

  it("a sign-up with a widget token is not held", async () => {
    const { jar } = await registerUser(server.url);
    expect((await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "KSTS" })).status).toBe(200);
  });
});
