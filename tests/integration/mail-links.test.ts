/**
 * Links in mail come from one configured origin, never from the request
 * (issue 20, defect 2; docs/decisions/0072-mail-links-and-replies.md): a
 * sign-up sent with a forged Host header gets a link to PUBLIC_ORIGIN, and a
 * production server without PUBLIC_ORIGIN sends no mail that carries a link,
 * says so once at start and on the admin dashboard.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { DUMMY_TURNSTILE_TOKEN, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { rawRequest, startServer, type TestServer } from "../support/server";

const PUBLIC_ORIGIN = "https://airports.example.test";
const ADMIN_EMAIL = "links-admin@example.com";

let smtp: FakeSmtp;
let withOrigin: TestServer;
let withoutOrigin: TestServer;

/** POST /api/auth/register with the Host header a client chose (fetch would replace it). */
async function signUpWithHost(server: TestServer, host: string, email: string) {
  const body = JSON.stringify({ email, password: TEST_PASSWORD, "cf-turnstile-response": DUMMY_TURNSTILE_TOKEN });
  const res = await rawRequest(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body,
  });
  return res.status;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  [withOrigin, withoutOrigin] = await Promise.all([
    startServer({ env: { ...smtp.env(), PUBLIC_ORIGIN } }),
    startServer({ env: { ...smtp.env(), PUBLIC_ORIGIN: "" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([withOrigin?.stop(), withoutOrigin?.stop()]);
  await smtp?.stop();
});

describe("links in mail", () => {
  it("follow PUBLIC_ORIGIN, not a forged Host header", async () => {
    const email = uniqueEmail("host");
    expect(await signUpWithHost(withOrigin, "evil.example", email)).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Please verify your e-mail address");
    expect(mail.text).toContain(`${PUBLIC_ORIGIN}/verify-email?token=`);
    expect(mail.text).not.toContain("evil.example");
  });

  it("are not sent at all by a production server without PUBLIC_ORIGIN, which says so at start and to admins", async () => {
    const email = uniqueEmail("nolink");
    expect(await signUpWithHost(withoutOrigin, "evil.example", email)).toBe(201);
    // A mail sent after the sign-up's would-be mail proves the queue moved past it.
    const marker = uniqueEmail("marker");
    const res = await fetch(`${withoutOrigin.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Marker", email: marker, message: "A message sent after the sign-up." }),
    });
    expect(res.status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(marker));
    expect(smtp.received.filter((m) => m.to.includes(email))).toEqual([]);
    const db = new Database(withoutOrigin.databasePath, { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM mail_queue WHERE to_address = ?").get(email)).toEqual({ n: 0 });
    } finally {
      db.close();
    }
    expect(smtp.received.some((m) => /verify-email\?token=/.test(m.text) && m.text.includes("evil.example"))).toBe(
      false,
    );
    const said = withoutOrigin.output().match(/PUBLIC_ORIGIN is not set: no mail that carries a link/g) ?? [];
    expect(said).toHaveLength(1);

    const admin = await registerUser(withoutOrigin.url, { email: ADMIN_EMAIL });
    await grantAdmin(withoutOrigin.databasePath, ADMIN_EMAIL);
    const page = await admin.jar.fetch(`${withoutOrigin.url}/admin/itineraries`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("PUBLIC_ORIGIN is not set: no mail that carries a link");
  });

  it("a suggestion made into a place tells its author without a link when mail may carry none", async () => {
    // docs/decisions/0076-replies-that-reach-the-sender.md: the airport page's link only from the configured origin.
    const adminEmail = uniqueEmail("links-admin2");
    const admin = await registerUser(withoutOrigin.url, { email: adminEmail });
    await grantAdmin(withoutOrigin.databasePath, adminEmail);
    const author = uniqueEmail("author-nolink");
    const made = await fetch(`${withoutOrigin.url}/api/suggestions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        airport_loc_id: "STS",
        type: "landmark",
        name: "No Link Lighthouse",
        description: "A lighthouse.",
        user_email: author,
      }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const approve = await admin.jar.fetch(`${withoutOrigin.url}/api/suggestions/${id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "approved" }),
    });
    expect(approve.status).toBe(200);
    const create = await admin.jar.postForm(`${withoutOrigin.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "1",
    });
    expect(create.status).toBe(302);
    const mail = await smtp.waitFor((m) => m.to.includes(author));
    expect(mail.subject).toBe("Your suggestion is listed: No Link Lighthouse");
    expect(mail.text).toContain('"No Link Lighthouse" is now listed for');
    expect(mail.text).not.toMatch(/https?:\/\//);
  });
});
