/**
 * Contact messages, bug reports / feature requests and place suggestions
 * (issue 10) over real HTTP: the HTML forms as a browser without JavaScript
 * posts them, their JSON calls as anonymous, user and admin, the status rules
 * (409 on illegal moves; docs/product.md, "Contact, reports and the Admin
 * Dashboard"), the bot check, and the mail
 * that arrives at a real local SMTP server, also after it was down.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { startFakeTurnstile, TURNSTILE_TEST_KEYS, type FakeTurnstile } from "../fakes/turnstile";
import { jsonRequest, registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, postForm, startServer, type TestServer } from "../support/server";
import { formStartedAt as signedFormStart } from "../support/time-trap";
import { pageText } from "../support/page-text";

const ADMIN_EMAIL = "ops-admin@airportfinder.test";
const roomy = { FEEDBACK_LIMIT_PER_IP: "1000", LOGIN_LIMIT_PER_IP: "1000", SIGNUP_LIMIT_PER_IP: "1000" };

let smtp: FakeSmtp;
// Links and the default sender come from it (docs/decisions/0072-mail-links-and-replies.md).
const PUBLIC_ORIGIN = "https://airports.example.test";
let server: TestServer;
let admin: RegisteredUser;
let pilot: RegisteredUser;

function query<T>(srv: TestServer, sql: string, ...args: unknown[]): T[] {
  const db = new Database(srv.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

const json = (srv: TestServer, method: string, p: string, body?: unknown, jar = new CookieJar()) =>
  jsonRequest(jar, `${srv.url}${p}`, method, body);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({ env: { ...roomy, ...smtp.env(), PUBLIC_ORIGIN, MAIL_FROM: "" } });
  admin = await registerUser(server.url, { email: ADMIN_EMAIL });
  await grantAdmin(server.databasePath, ADMIN_EMAIL);
  pilot = await registerUser(server.url);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("/contact", () => {
  it("shows the form, the sidebar links and no bot check when none is configured", async () => {
    const html = await pageText(await fetch(`${server.url}/contact`));
    for (const s of ["Name", "Email", "Message", "Send Message", "FAA airport data", "Aviation Weather Center"])
      expect(html).toContain(s);
    expect(html).not.toContain("Security check");
  });

  it("answers a bad form with the spec's messages, status 400 and the typed values kept", async () => {
    const res = await postForm(`${server.url}/contact`, { name: " ", email: "not-an-email", message: "short" });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(html).toContain("Name is required");
    expect(html).toContain("Valid email is required");
    expect(html).toContain("Message must be at least 10 characters");
    expect(html).toContain('value="not-an-email"');
  });

  it("stores a message, redirects to the success view, and mails the sender and the admins", async () => {
    const email = uniqueEmail("contact");
    const res = await postForm(`${server.url}/contact`, {
      name: "Amelia",
      email,
      message: "The fuel price at KSTS looks old.",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contact?sent=1");
    const done = await pageText(await fetch(`${server.url}/contact?sent=1`));
    expect(done).toContain("Message sent successfully!");
    expect(done).toContain("We'll get back to you within 24-48 hours.");
    expect(done).toContain("Send another message");
    const rows = query<{ id: number; status: string }>(
      server,
      "SELECT id, status FROM contact_submissions WHERE email = ?",
      email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("new");
    const confirmation = await smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe("We received your message");
    expect(confirmation.text).toContain("We'll get back to you within 24-48 hours.");
    // Defect 8: the confirmation goes to a typed address, so it quotes nothing the sender typed.
    expect(confirmation.text).toContain(`contact message to AirportFinder (reference #${rows[0]!.id})`);
    expect(confirmation.text).not.toContain("fuel price");
    expect(confirmation.text).not.toContain("Amelia");
    const notice = await smtp.waitFor(
      (m) => m.to.includes(ADMIN_EMAIL) && m.subject === `New contact message #${rows[0]!.id}`,
    );
    expect(notice.text).toContain(`${PUBLIC_ORIGIN}/admin/contact`);
    // MAIL_FROM unset: no-reply@ the PUBLIC_ORIGIN host, never localhost (docs/decisions/0072-mail-links-and-replies.md).
    expect(notice.from).toContain("no-reply@airports.example.test");
    expect(confirmation.from).toContain("no-reply@airports.example.test");
    // The triage card's address is a mailto: link, so a reply reaches the sender.
    const triage = await (await admin.jar.fetch(`${server.url}/admin/contact`)).text();
    expect(triage).toContain(`href="mailto:${email}"`);
    // The log names mails by id and kind only.
    expect(server.output()).not.toContain(email);
    expect(server.output()).not.toContain("fuel price");
  });

  it("POST /api/contact-submissions: 201 for anyone, 400 {error, fieldErrors} on bad input", async () => {
    const ok = await json(server, "POST", "/api/contact-submissions", {
      name: "Bob",
      email: uniqueEmail("api"),
      message: "Hello from the JSON API",
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ success: true, id: expect.any(Number), status: "new" });
    const bad = await json(server, "POST", "/api/contact-submissions", {
      name: "Bob",
      email: "x",
      message: "Hello there, pilots",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: "Valid email is required",
      fieldErrors: { email: ["Valid email is required"] },
    });
    const notJson = await json(server, "POST", "/api/contact-submissions", "nope");
    expect(notJson.status).toBe(400);
  });

  it("control characters are not text: a message of NULs is too short, a name of one is missing; the rest is kept as typed", async () => {
    const nul = "\u0000";
    const bad = await json(server, "POST", "/api/contact-submissions", {
      name: nul,
      email: uniqueEmail("nul"),
      message: nul.repeat(10) + "short\u0007",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fieldErrors: { name: ["Name is required"], message: ["Message must be at least 10 characters"] },
    });
    const page = await postForm(`${server.url}/contact`, {
      name: nul,
      email: uniqueEmail("nulform"),
      message: nul.repeat(10),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Name is required");
    expect(html).toContain("Message must be at least 10 characters");
    const kept = await json(server, "POST", "/api/contact-submissions", {
      name: "Bob\u0000 O\u007fk",
      email: uniqueEmail("kept"),
      message: "Line one\r\n\tLine two ✈ café",
    });
    expect(kept.status).toBe(201);
    const id = ((await kept.json()) as { id: number }).id;
    const db = new Database(server.databasePath, { readonly: true });
    try {
      expect(db.prepare("SELECT name, message FROM contact_submissions WHERE id = ?").get(id)).toEqual({
        name: "Bob Ok",
        message: "Line one\r\n\tLine two ✈ café",
      });
    } finally {
      db.close();
    }
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await json(server, "POST", "/api/contact-submissions", {
      name: "Big",
      email: uniqueEmail("big"),
      message: "x".repeat(70_000),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBeTruthy();
  });

  it("GET and PATCH are for admins: 401 anonymous, 403 user; admins list newest first and move any status but new", async () => {
    expect((await json(server, "GET", "/api/contact-submissions")).status).toBe(401);
    expect((await json(server, "GET", "/api/contact-submissions", undefined, pilot.jar)).status).toBe(403);
    const first = await (
      await json(server, "POST", "/api/contact-submissions", {
        name: "First",
        email: uniqueEmail("a"),
        message: "The first message here",
      })
    ).json();
    const second = await (
      await json(server, "POST", "/api/contact-submissions", {
        name: "Second",
        email: uniqueEmail("b"),
        message: "The second message here",
      })
    ).json();
    const list = await json(server, "GET", "/api/contact-submissions", undefined, admin.jar);
    expect(list.status).toBe(200);
    const items = (await list.json()) as { id: number; name: string; status: string; createdAt: string }[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        email: expect.any(String),
        message: expect.any(String),
        status: expect.any(String),
        createdAt: expect.any(String),
      }),
    );

    const p = `/api/contact-submissions/${first.id}/status`;
    expect((await json(server, "PATCH", p, { status: "resolved" })).status).toBe(401);
    expect((await json(server, "PATCH", p, { status: "resolved" }, pilot.jar)).status).toBe(403);
    for (const status of ["closed", "in_progress", "resolved", "closed"]) {
      const res = await json(server, "PATCH", p, { status }, admin.jar);
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe(status);
    }
    const back = await json(server, "PATCH", p, { status: "new" }, admin.jar);
    expect(back.status).toBe(400);
    expect((await back.json()).error).toBeTruthy();
    expect(
      (await json(server, "PATCH", "/api/contact-submissions/999999/status", { status: "closed" }, admin.jar)).status,
    ).toBe(404);
    const filtered = (await (
      await json(server, "GET", "/api/contact-submissions?status=closed", undefined, admin.jar)
    ).json()) as { id: number; status: string }[];
    expect(filtered.map((i) => i.id)).toContain(first.id);
    expect(filtered.every((i) => i.status === "closed")).toBe(true);
  });
});

const report = (over: Record<string, unknown> = {}) => ({
  type: "bug",
  title: "Runway length wrong",
  description: "KSTS runway 14/32 shows 5000 ft, the chart says 6000 ft.",
  email: uniqueEmail("report"),
  priority: "high",
  airport: "ksts",
  browser: "Firefox 130 on Linux",
  ...over,
});

describe("/report and reports", () => {
  it("pre-fills the airport from the referring page and the browser from the User-Agent; the button names the type", async () => {
    const bug = await pageText(
      await fetch(`${server.url}/report`, {
        headers: {
          referer: `${server.url}/airport/KSTS?from=search`,
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0",
        },
      }),
    );
    expect(bug).toMatch(/name="airport"[^>]*value="KSTS"|value="KSTS"[^>]*name="airport"/);
    expect(bug).toContain('value="Firefox 130 on Linux"');
    expect(bug).toContain("Submit Bug Report");
    for (const label of ["Nice to have", "Important improvement", "Blocking issue"]) expect(bug).toContain(label);
    const feature = await pageText(await fetch(`${server.url}/report?type=feature&airport=KAPC`));
    expect(feature).toContain("Submit Feature Request");
    expect(feature).not.toContain('name="airport"');
    expect(feature).not.toContain('name="browser"');
  });

  it("answers a bad report with the spec's messages", async () => {
    const res = await postForm(`${server.url}/report?type=bug`, {
      type: "",
      title: "abc",
      description: "short",
      email: "bad",
      priority: "",
    });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    for (const m of [
      "Please select a report type",
      "Title must be at least 5 characters",
      "Description must be at least 10 characters",
      "Please enter a valid email address",
      "Please select a priority level",
    ]) {
      expect(html).toContain(m);
    }
    const long = await json(
      server,
      "POST",
      "/api/suggestions",
      report({ title: "x".repeat(101), description: "y".repeat(2001) }),
    );
    expect(long.status).toBe(400);
    const body = await long.json();
    expect(body.fieldErrors.title).toEqual(["Title must be at most 100 characters"]);
    expect(body.fieldErrors.description).toEqual(["Description must be at most 2000 characters"]);
  });

  it("stores a bug report from the form, shows the success view and mails a confirmation with the 24-48 h promise", async () => {
    const fields = report();
    const res = await postForm(`${server.url}/report?type=bug`, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/report?sent=bug");
    const done = await pageText(await fetch(`${server.url}/report?sent=bug`));
    expect(done).toContain("24-48 hours");
    expect(done).toContain("Submit another report");
    const [row] = query<{ airport: string; browser: string; status: string; priority: string }>(
      server,
      "SELECT * FROM feedback_reports WHERE email = ?",
      fields.email,
    );
    expect(row).toMatchObject({ airport: "KSTS", browser: "Firefox 130 on Linux", status: "new", priority: "high" });
    const mail = await smtp.waitFor((m) => m.to.includes(fields.email as string));
    expect(mail.subject).toBe("We received your bug report");
    expect(mail.text).toContain("24-48 hours");
    expect(mail.text).toContain("bug report to AirportFinder (reference #");
    for (const typed of ["Runway length wrong", fields.description as string, "KSTS", "Firefox"])
      expect(mail.text).not.toContain(typed);
    await smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.includes("Runway length wrong"));
  });

  it("a feature request keeps no airport or browser", async () => {
    const fields = report({
      type: "feature",
      title: "Show fuel prices",
      description: "Would love to see fuel prices per airport.",
    });
    const res = await json(server, "POST", "/api/suggestions", fields);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "report" });
    const [row] = query<{ airport: string | null; browser: string | null; type: string }>(
      server,
      "SELECT * FROM feedback_reports WHERE email = ?",
      fields.email,
    );
    expect(row).toMatchObject({ type: "feature", airport: null, browser: null });
  });

  it("PATCH /api/suggestions/{id}/status follows the report rules: illegal moves are 409 and write nothing", async () => {
    const { id } = await (await json(server, "POST", "/api/suggestions", report())).json();
    const move = (status: string, jar = admin.jar) =>
      json(server, "PATCH", `/api/suggestions/${id}/status`, { status }, jar);
    expect((await move("in_progress", new CookieJar())).status).toBe(401);
    expect((await move("in_progress", pilot.jar)).status).toBe(403);
    expect((await move("new")).status).toBe(409);
    const started = await move("in_progress");
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ kind: "report", id, status: "in_progress" });
    const again = await move("in_progress");
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBeTruthy();
    expect((await move("resolved")).status).toBe(200);
    expect((await move("resolved")).status).toBe(409);
    expect((await move("closed")).status).toBe(200);
    for (const s of ["new", "in_progress", "resolved", "closed"]) expect((await move(s)).status).toBe(409);
    expect(query<{ status: string }>(server, "SELECT status FROM feedback_reports WHERE id = ?", id)[0]!.status).toBe(
      "closed",
    );
  });

  it("a status of the other kind is a bad request (400 {error}), not a missing item (404), and writes nothing", async () => {
    const maxId = (table: string) =>
      query<{ id: number | null }>(server, `SELECT max(id) AS id FROM ${table}`)[0]!.id ?? 0;
    const move = (id: number, status: string) =>
      json(server, "PATCH", `/api/suggestions/${id}/status`, { status }, admin.jar);
    // Ids are per table: the newest report once reports outnumber suggestions is a report only, and
    // the other way round.
    let reportId = 0;
    while (reportId <= maxId("place_suggestions"))
      ({ id: reportId } = await (await json(server, "POST", "/api/suggestions", report())).json());
    const onReport = await move(reportId, "approved");
    expect(onReport.status).toBe(400);
    expect((await onReport.json()).error).toMatch(/is a report/);
    let placeId = 0;
    while (placeId <= maxId("feedback_reports"))
      ({ id: placeId } = await (await json(server, "POST", "/api/suggestions", suggestion())).json());
    const onPlace = await move(placeId, "closed");
    expect(onPlace.status).toBe(400);
    expect((await onPlace.json()).error).toMatch(/is a place suggestion/);
    expect(
      query<{ status: string }>(server, "SELECT status FROM feedback_reports WHERE id = ?", reportId)[0]!.status,
    ).toBe("new");
    expect(
      query<{ status: string }>(server, "SELECT status FROM place_suggestions WHERE id = ?", placeId)[0]!.status,
    ).toBe("pending");
    // Neither kind has it: still 404.
    expect((await move(maxId("feedback_reports") + maxId("place_suggestions") + 1, "approved")).status).toBe(404);
    // A contact message given a place suggestion's status.
    const { id: contactId } = await (
      await json(server, "POST", "/api/contact-submissions", {
        name: "Kind test",
        email: uniqueEmail("kind"),
        message: "A message for the wrong-kind test",
        "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX",
      })
    ).json();
    const wrong = await json(
      server,
      "PATCH",
      `/api/contact-submissions/${contactId}/status`,
      { status: "approved" },
      admin.jar,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBeTruthy();
  });

  it("the Bug Reports tab shows only the allowed buttons and answers an illegal post with 409 'Update Failed'", async () => {
    const fields = report({ title: "Tab buttons test" });
    const { id } = await (await json(server, "POST", "/api/suggestions", fields)).json();
    const html = await pageText(await admin.jar.fetch(`${server.url}/admin/reports?status=new`));
    const card = html.slice(html.indexOf(`data-testid="report-${id}"`));
    const cardHtml = card.slice(0, card.indexOf("</li>"));
    expect(cardHtml).toContain(`href="mailto:${fields.email}"`);
    expect(cardHtml).toContain("Start Working");
    expect(cardHtml).toContain("Mark Resolved");
    expect(cardHtml).toContain("Close");
    const start = await admin.jar.postForm(`${server.url}/admin/reports`, {
      intent: "status",
      id: String(id),
      status: "in_progress",
    });
    expect(start.status).toBe(302);
    const illegal = await admin.jar.postForm(`${server.url}/admin/reports`, {
      intent: "status",
      id: String(id),
      status: "in_progress",
    });
    expect(illegal.status).toBe(409);
    expect(await pageText(illegal)).toContain("Update Failed");
    expect(
      (await pilot.jar.postForm(`${server.url}/admin/reports`, { intent: "status", id: String(id), status: "closed" }))
        .status,
    ).toBe(403);
    await admin.jar.postForm(`${server.url}/admin/reports`, { intent: "status", id: String(id), status: "closed" });
    const closed = await pageText(await admin.jar.fetch(`${server.url}/admin/reports?status=closed`));
    const closedCard = closed.slice(closed.indexOf(`data-testid="report-${id}"`));
    expect(closedCard.slice(0, closedCard.indexOf("</li>"))).not.toMatch(/Start Working|Mark Resolved|>Close</);
  });
});

const suggestion = (over: Record<string, unknown> = {}) => ({
  airport_loc_id: "STS",
  type: "activity",
  name: "Pacific Coast Air Museum",
  category: "kids",
  phone: "707-575-7900",
  website: "https://pacificcoastairmuseum.org",
  address: "One Air Museum Way, Santa Rosa, CA",
  description: "Aircraft museum right on the field.",
  user_email: "",
  ...over,
});

describe("place suggestions", () => {
  it("the airport page links to the suggestion page, which is a form of its own", async () => {
    const airport = await pageText(await fetch(`${server.url}/airport/KSTS`));
    expect(airport).toContain('href="/airport/KSTS/suggest"');
    const page = await pageText(await fetch(`${server.url}/airport/KSTS/suggest`));
    for (const s of [
      "Name",
      "Type",
      "Category",
      "Phone",
      "Website",
      "Address",
      "Description",
      "Your e-mail",
      "Submit Suggestion",
    ])
      expect(page).toContain(s);
    expect((await fetch(`${server.url}/airport/ZZZZZZ/suggest`)).status).toBe(404);
  });

  it("the form without JavaScript: 'Missing information' messages, then 'Thank you!' on the airport page", async () => {
    const missing = await postForm(`${server.url}/airport/KSTS/suggest`, suggestion({ name: "   ", description: "" }));
    expect(missing.status).toBe(400);
    const html = await pageText(missing);
    expect(html).toContain("Missing information");
    expect(html).toContain("Please provide a name for the suggestion.");
    expect(html).toContain("Please provide a description.");
    const jar = new CookieJar();
    const ok = await jar.postForm(
      `${server.url}/airport/KSTS/suggest`,
      suggestion({ name: "Charles M. Schulz Museum", type: "landmark" }),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/airport/KSTS");
    const after = await pageText(await jar.follow(ok, server.url));
    expect(after).toContain("Thank you!");
    expect(after).toContain("Your suggestion has been submitted for review.");
    const [row] = query<{ airport_loc_id: string; category: string | null; status: string }>(
      server,
      "SELECT * FROM place_suggestions WHERE name = ?",
      "Charles M. Schulz Museum",
    );
    expect(row).toMatchObject({ airport_loc_id: "STS", category: null, status: "pending" });
    await smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.startsWith("New place suggestion"));
  });

  it("JSON: POST is told apart by airport_loc_id; admin approves with notes, then Create makes an activity of that airport at 5 NM", async () => {
    const created = await json(server, "POST", "/api/suggestions", suggestion({ name: "Museum JSON" }));
    expect(created.status).toBe(201);
    const { id, kind } = await created.json();
    expect(kind).toBe("place");
    const bad = await json(server, "POST", "/api/suggestions", suggestion({ name: "" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Please provide a name for the suggestion.");

    const list = (await (await json(server, "GET", "/api/suggestions", undefined, admin.jar)).json()) as {
      kind: string;
      id: number;
      airport_loc_id?: string;
      title?: string;
    }[];
    const mine = list.find((i) => i.kind === "place" && i.id === id)!;
    expect(mine).toMatchObject({
      airport_loc_id: "STS",
      name: "Museum JSON",
      status: "pending",
      category: "kids",
      admin_notes: null,
    });
    expect(list.some((i) => i.kind === "report" && typeof i.title === "string")).toBe(true);
    expect((await json(server, "GET", "/api/suggestions", undefined, pilot.jar)).status).toBe(403);

    // Create before approval is refused.
    const early = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "",
    });
    expect(early.status).toBe(409);

    const approve = await json(
      server,
      "PATCH",
      `/api/suggestions/${id}/status`,
      { status: "approved", admin_notes: "Checked the website" },
      admin.jar,
    );
    expect(approve.status).toBe(200);
    expect(await approve.json()).toMatchObject({
      kind: "place",
      status: "approved",
      admin_notes: "Checked the website",
    });
    const review = await pageText(await admin.jar.fetch(`${server.url}/admin/place-suggestions/${id}`));
    for (const s of ["Approve", "Reject", "Reset to Pending", "Admin notes", "Checked the website", "Create"])
      expect(review).toContain(s);

    const make = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "",
      latitude: "",
      longitude: "",
    });
    expect(make.status).toBe(302);
    const [activity] = query<{
      airport_loc_id: string;
      distance_nm: number;
      category: string;
      summary: string;
      latitude: number | null;
    }>(server, "SELECT * FROM activities WHERE name = ?", "Museum JSON");
    expect(activity).toMatchObject({
      airport_loc_id: "STS",
      distance_nm: 5,
      category: "kids",
      summary: "Aircraft museum right on the field.",
      latitude: null,
    });
    const twice = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "3",
    });
    expect(twice.status).toBe(409);
    expect(query(server, "SELECT id FROM activities WHERE name = ?", "Museum JSON")).toHaveLength(1);

    // Never frozen: off Approved once the place exists asks first, then hides that place (decision 0071).
    const placeRow = () =>
      query<{ hidden: number }>(server, "SELECT hidden FROM activities WHERE name = ?", "Museum JSON")[0]!;
    const statusOf = () =>
      query<{ status: string }>(server, "SELECT status FROM place_suggestions WHERE id = ?", id)[0]!.status;
    const ask = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "status",
      status: "rejected",
      admin_notes: "Closed for good",
    });
    expect(ask.status).toBe(409);
    const askPage = await pageText(ask);
    expect(askPage).toContain("Hide the place?");
    expect(askPage).toContain("Moving it to rejected hides it there.");
    expect(askPage).toContain("Move to Rejected and hide the place");
    expect(askPage).toContain('name="admin_notes" value="Closed for good"');
    expect(askPage).not.toContain("Update Failed");
    expect(statusOf()).toBe("approved");
    expect(placeRow().hidden).toBe(0);
    const confirmed = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "status",
      status: "rejected",
      admin_notes: "Closed for good",
      confirm_hide_place: "on",
    });
    expect(confirmed.status).toBe(302);
    expect(statusOf()).toBe("rejected");
    expect(placeRow().hidden).toBe(1);
    const airport = await (await fetch(`${server.url}/api/airports/KSTS`)).json();
    expect((airport.activities as { name: string }[]).some((a) => a.name === "Museum JSON")).toBe(false);

    // The JSON call: back to Approved at once; off it again only with confirm_hide_place.
    const patch = (body: object) => json(server, "PATCH", `/api/suggestions/${id}/status`, body, admin.jar);
    expect((await patch({ status: "approved" })).status).toBe(200);
    // Approved again, its place stays hidden (decision 0071): the review and the list say so, not 'it shows' (flow audit).
    const reviewAgain = await pageText(await admin.jar.fetch(`${server.url}/admin/place-suggestions/${id}`));
    expect(reviewAgain).toContain("Created, but hidden: the airport page does not show it.");
    expect(reviewAgain).not.toContain("Created: it shows on");
    const listAgain = await pageText(await admin.jar.fetch(`${server.url}/admin/place-suggestions`));
    expect(listAgain).toContain("Hidden from the airport page");
    const unconfirmed = await patch({ status: "pending" });
    expect(unconfirmed.status).toBe(409);
    expect((await unconfirmed.json()).fieldErrors.confirm_hide_place[0]).toMatch(/hides it there/);
    expect(statusOf()).toBe("approved");
    expect((await patch({ status: "pending", confirm_hide_place: true })).status).toBe(200);
    expect(statusOf()).toBe("pending");
  });

  it("the admin may correct distance and coordinates before Create; reject and reset work from the review page", async () => {
    const { id } = await (
      await json(server, "POST", "/api/suggestions", suggestion({ name: "Lookout Point", type: "landmark" }))
    ).json();
    expect(
      (
        await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
          status: "rejected",
          admin_notes: "dup",
        })
      ).status,
    ).toBe(302);
    expect(
      (await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, { status: "pending", admin_notes: "" }))
        .status,
    ).toBe(302);
    expect(
      (
        await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
          status: "approved",
          admin_notes: "ok",
        })
      ).status,
    ).toBe(302);
    const make = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "2.5",
      latitude: "38.5",
      longitude: "-122.8",
    });
    expect(make.status).toBe(302);
    const [landmark] = query<{ distance_nm: number; latitude: number; longitude: number }>(
      server,
      "SELECT * FROM landmarks WHERE name = ?",
      "Lookout Point",
    );
    expect(landmark).toMatchObject({ distance_nm: 2.5, latitude: 38.5, longitude: -122.8 });
  });

  it("a place made with the dashboard's Create (a plain form post) shows in the search results' activity summary", async () => {
    const stsKids = async () => {
      const res = await json(server, "POST", "/api/airports/search", {
        departureAirport: "KSFO",
        aircraftSpeed: 120,
        maxDuration: 1,
        pageSize: 200,
      });
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as {
        results: { loc_id: string; kids_activities_summary: string | null }[];
      };
      const sts = results.find((r) => r.loc_id === "STS");
      expect(sts, "STS among the results").toBeDefined();
      return sts!.kids_activities_summary ?? "";
    };
    const { id } = await (
      await json(server, "POST", "/api/suggestions", suggestion({ name: "Zeppelin rides" }))
    ).json();
    const approve = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      status: "approved",
      admin_notes: "",
    });
    expect(approve.status).toBe(302);
    // The search has read the summaries before the Create, so it must notice they changed.
    expect(await stsKids()).not.toContain("Zeppelin rides");

    const make = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "0.1",
      latitude: "",
      longitude: "",
    });
    expect(make.status).toBe(302);
    expect(await stsKids()).toContain("Zeppelin rides under 1 NM");
  });
});

describe("the admin dashboard", () => {
  it("is for admins only: sign-in redirect when signed out, 403 'Admin access required' for a user", async () => {
    const anon = await fetch(`${server.url}/admin/contact`, { redirect: "manual" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const user = await pilot.jar.fetch(`${server.url}/admin/place-suggestions`);
    expect(user.status).toBe(403);
    expect(await pageText(user)).toContain("Admin access required");
    const first = await admin.jar.fetch(`${server.url}/admin`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/itineraries");
  });

  it("/admin and its tabs for a signed-in pilot: the site's own 'Admin access required' page with the navigation, 403", async () => {
    for (const p of ["/admin", "/admin/reports", "/admin/contact"]) {
      const res = await pilot.jar.fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(403);
      expect(res.headers.get("content-type"), p).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, p).toMatch(/<nav\b/);
      expect(html, p).toContain('href="/tools"');
      expect(await pageText(new Response(html)), p).toContain("Admin access required");
    }
  });

  it("a cross-site post to an admin page, even an admin's, is refused in its own words, not as 'Admin access required'", async () => {
    const { id } = await (await json(server, "POST", "/api/suggestions", report({ title: "Cross-site test" }))).json();
    // Sec-Fetch-Site without an Origin: past React Router's own Origin check, to ours.
    const crossSite = { headers: { "sec-fetch-site": "cross-site" } };
    for (const [path, fields] of [
      ["/admin/reports", { intent: "status", id: String(id), status: "closed" }],
      ["/airport/KSTS/activities/new", { name: "Cross-site tour", distance_nm: "1", summary: "x", category: "kids" }],
    ] as const) {
      const res = await admin.jar.postForm(`${server.url}${path}`, fields, crossSite);
      expect(res.status, path).toBe(403);
      const html = await pageText(res);
      expect(html, path).toMatch(/<h1[^>]*>Request refused<\/h1>\s*<p[^>]*>Cross-site request refused<\/p>/);
      expect(html, path).not.toContain("Admin access required");
    }
    expect(query<{ status: string }>(server, "SELECT status FROM feedback_reports WHERE id = ?", id)[0]!.status).toBe(
      "new",
    );
    expect(query(server, "SELECT id FROM activities WHERE name = ?", "Cross-site tour")).toHaveLength(0);
  });

  it("shows the tabs as links with counts of new items; the Admin link shows in nav and footer", async () => {
    const html = await pageText(await admin.jar.fetch(`${server.url}/admin/itineraries`));
    expect(html).toMatch(/<h2[^>]*>Itineraries<\/h2>/);
    expect(html).toContain('href="/create-itinerary"');
    expect(html).toMatch(/href="\/admin\/traffic"[^>]*>Traffic</);
    expect(html).toMatch(/href="\/admin\/place-suggestions"[^>]*>Place Suggestions \(\d+\)</);
    expect(html).toMatch(/href="\/admin\/reports"[^>]*>Bug Reports \(\d+\)</);
    expect(html).toMatch(/href="\/admin\/contact"[^>]*>Contact Messages \(\d+\)</);
    expect((html.match(/href="\/admin"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const userHome = await pageText(await pilot.jar.fetch(`${server.url}/`));
    expect(userHome).not.toContain('href="/admin"');
    expect(userHome).toContain('href="/contact"');
    expect(userHome).toContain('href="/report"');
  });

  it("escapes what visitors typed wherever it is shown", async () => {
    const evil = `<script>alert("x")</script><b>bold</b>`;
    await json(server, "POST", "/api/contact-submissions", {
      name: evil,
      email: uniqueEmail("evil"),
      message: `${evil} message body`,
    });
    await json(
      server,
      "POST",
      "/api/suggestions",
      report({ title: `<img src=x onerror=alert(1)>`, description: `${evil} description` }),
    );
    const { id } = await (
      await json(server, "POST", "/api/suggestions", suggestion({ name: `<i>${evil}</i>`, description: evil }))
    ).json();
    for (const p of [
      "/admin/contact",
      "/admin/reports",
      "/admin/place-suggestions",
      `/admin/place-suggestions/${id}`,
    ]) {
      const raw = await (await admin.jar.fetch(`${server.url}${p}`)).text();
      expect(raw).not.toContain('<script>alert("x")</script>');
      expect(raw).not.toContain("<b>bold</b>");
      expect(raw).not.toContain("<img src=x");
      expect(raw).toContain("&lt;script&gt;");
    }
  });
});

describe("bot check and limits", () => {
  let turnstile: FakeTurnstile;
  let guarded: TestServer;
  beforeAll(async () => {
    turnstile = await startFakeTurnstile();
    guarded = await startServer({
      env: {
        ...roomy,
        ...turnstile.env({ siteKey: TURNSTILE_TEST_KEYS.siteKeyPasses, secretKey: TURNSTILE_TEST_KEYS.secretFails }),
        // A 10-minute time trap: the page's own stamp is always too fast; the person's is signed as 20 minutes old.
        SIGNUP_MIN_FORM_SECONDS: "600",
        // Behind one (pretend) proxy, so a test can post from an address of its own (X-Forwarded-For).
        TRUST_PROXY: "1",
      },
    });
  });
  afterAll(async () => {
    await guarded?.stop();
    await turnstile?.close();
  });

  it("JSON calls without a token get the spec's wording; a refused token reads 'Security verification failed. Please try again.'; nothing is stored", async () => {
    const noToken = await json(guarded, "POST", "/api/contact-submissions", {
      name: "Bot",
      email: uniqueEmail("bot"),
      message: "Buy cheap watches now",
    });
    expect(noToken.status).toBe(400);
    expect((await noToken.json()).error).toBe("Please complete the security verification before submitting");
    const refused = await json(guarded, "POST", "/api/contact-submissions", {
      name: "Bot",
      email: uniqueEmail("bot"),
      message: "Buy cheap watches now",
      "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe("Security verification failed. Please try again.");
    const place = await json(guarded, "POST", "/api/suggestions", suggestion());
    expect(place.status).toBe(400);
    expect((await place.json()).error).toBe("Please complete the CAPTCHA verification.");
    const rep = await json(guarded, "POST", "/api/suggestions", report());
    expect(rep.status).toBe(400);
    expect(query(guarded, "SELECT id FROM contact_submissions")).toHaveLength(0);
    expect(query(guarded, "SELECT id FROM place_suggestions")).toHaveLength(0);
    expect(query(guarded, "SELECT id FROM feedback_reports")).toHaveLength(0);
  });

  it("a refused place suggestion (no JavaScript, bot check failed) reads 'Submission failed', not 'Error'", async () => {
    const page = await (await fetch(`${guarded.url}/airport/KSFO/suggest`)).text();
    const stamp = /name="formStartedAt" value="([^"]+)"/.exec(page)![1]!;
    const refused = await postForm(`${guarded.url}/airport/KSFO/suggest`, {
      name: "Bot place",
      type: "landmark",
      description: "A place a bot made up for the test",
      homepage: "http://spam",
      formStartedAt: stamp,
      "cf-turnstile-response": "",
    });
    expect(refused.status).toBe(400);
    const text = await pageText(refused);
    expect(text).toContain("Submission failed");
    expect(text).toContain("Security verification failed");
    expect(query(guarded, "SELECT id FROM place_suggestions")).toHaveLength(0);
  });

  it("the HTML form without JavaScript falls back to the honeypot and time trap", async () => {
    const page = await (await fetch(`${guarded.url}/contact`)).text();
    expect(page).toContain("Security check");
    const stamp = /name="formStartedAt" value="([^"]+)"/.exec(page)![1]!;
    const filled = await postForm(`${guarded.url}/contact`, {
      name: "Bot",
      email: uniqueEmail("bot"),
      message: "Buy cheap watches now",
      homepage: "http://spam",
      formStartedAt: stamp,
      "cf-turnstile-response": "",
    });
    expect(filled.status).toBe(400);
    expect(await pageText(filled)).toContain("Security verification failed");
    const human = (formStartedAt: string) =>
      postForm(`${guarded.url}/contact`, {
        name: "Human",
        email: uniqueEmail("human"),
        message: "A real question about KSTS",
        homepage: "",
        formStartedAt,
        "cf-turnstile-response": "",
      });
    const tooFast = await human(stamp);
    expect(tooFast.status).toBe(400);
    expect(await pageText(tooFast)).toContain("Security verification failed");
    const patient = await human(signedFormStart(Date.now() - 20 * 60_000));
    expect(patient.status).toBe(302);
    expect(query(guarded, "SELECT id FROM contact_submissions")).toHaveLength(1);
  });

  it("each no-JavaScript form has its own limit, 20 per IP, in its own words; a sign-up from that Wi-Fi still passes", async () => {
    const fbo = { "x-forwarded-for": "198.51.100.20" };
    const contact = () =>
      postForm(
        `${guarded.url}/contact`,
        {
          name: "Pilot at the FBO",
          email: uniqueEmail("fbo"),
          message: "A real question about KSTS",
          homepage: "",
          formStartedAt: signedFormStart(Date.now() - 20 * 60_000),
          "cf-turnstile-response": "",
        },
        { headers: fbo },
      );
    for (let i = 0; i < 20; i++) expect((await contact()).status).toBe(302);
    const refused = await contact();
    expect(refused.status).toBe(429);
    const text = await pageText(refused);
    expect(text).toContain("Too many contact attempts");
    expect(text).not.toContain("sign-up");
    const signUp = await postForm(
      `${guarded.url}/auth?tab=signup`,
      {
        intent: "signup",
        email: uniqueEmail("fbo-signup"),
        password: "correct-horse-42",
        confirmPassword: "correct-horse-42",
        homepage: "",
        formStartedAt: signedFormStart(Date.now() - 20 * 60_000),
        "cf-turnstile-response": "",
      },
      { headers: fbo },
    );
    expect(signUp.status).toBe(302);
  });
});

describe("mail delivery", () => {
  it("without SMTP_URL writes .eml files to the outbox; per-IP limits answer 429", async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "i10-outbox-"));
    const srv = await startServer({
      env: { MAIL_OUTBOX_DIR: outbox, FEEDBACK_LIMIT_PER_IP: "2", ADMIN_NOTIFY_EMAILS: "desk@airportfinder.test" },
    });
    try {
      const body = { name: "Outbox", email: uniqueEmail("outbox"), message: "Please write me to the outbox" };
      expect((await json(srv, "POST", "/api/contact-submissions", body)).status).toBe(201);
      const deadline = Date.now() + 10_000;
      let files: string[] = [];
      while (Date.now() < deadline && files.length < 2) {
        files = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"));
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(files.sort()).toEqual(["000001-contact-confirmation.eml", "000002-admin-notice-contact.eml"]);
      const eml = fs.readFileSync(path.join(outbox, files[0]!), "utf8");
      expect(eml).toContain("Subject: We received your message");
      expect(eml).toContain(`To: ${body.email}`);
      expect(fs.readFileSync(path.join(outbox, files[1]!), "utf8")).toContain("To: desk@airportfinder.test");
      expect(srv.output()).toContain("[mail] 1 (contact-confirmation) written to the outbox");
      expect(srv.output()).not.toContain(body.email);
      expect((await json(srv, "POST", "/api/contact-submissions", body)).status).toBe(201);
      const limited = await json(srv, "POST", "/api/contact-submissions", body);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
    } finally {
      await srv.stop();
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  });

  it("while the mail server is down the message is stored and the mail retried until it arrives", async () => {
    const down = await startFakeSmtp();
    await down.stop();
    const srv = await startServer({
      env: {
        ...down.env({ MAIL_RETRY_BASE_SECONDS: "1", MAIL_RETRY_MAX_SECONDS: "1" }),
        ADMIN_NOTIFY_EMAILS: "desk@airportfinder.test",
      },
    });
    try {
      const email = uniqueEmail("retry");
      const res = await json(srv, "POST", "/api/contact-submissions", {
        name: "Retry",
        email,
        message: "Stored even when SMTP is down",
      });
      expect(res.status).toBe(201);
      expect(query(srv, "SELECT id FROM contact_submissions WHERE email = ?", email)).toHaveLength(1);
      // Wait until the first attempt failed and was recorded.
      const deadline = Date.now() + 10_000;
      let rows: { status: string; attempts: number; last_error: string }[] = [];
      while (Date.now() < deadline) {
        rows = query(srv, "SELECT status, attempts, last_error FROM mail_queue WHERE to_address = ?", email);
        if (rows[0] && rows[0].attempts > 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows[0]).toMatchObject({ status: "pending", last_error: "ESOCKET" });
      await down.start();
      const mail = await down.waitFor((m) => m.to.includes(email), 20_000);
      expect(mail.subject).toBe("We received your message");
      await down.waitFor((m) => m.to.includes("desk@airportfinder.test"), 20_000);
      expect(
        query<{ status: string }>(srv, "SELECT status FROM mail_queue WHERE to_address = ?", email)[0]!.status,
      ).toBe("sent");
      expect(srv.output()).not.toContain(email);
    } finally {
      await srv.stop();
      await down.stop();
    }
  });
});

describe("the dashboard's triage lists come 25 at a time (docs/decisions/0115-paged-triage-lists.md)", () => {
  it("contact messages, bug reports and place suggestions: plain links between pages that keep the status filter", async () => {
    // Old and closed (rejected): after every other test's rows, and out of the "new" counts.
    const db = new Database(server.databasePath);
    try {
      db.pragma("busy_timeout = 5000");
      const at = (i: number) => `2001-01-01T00:00:${String(i).padStart(2, "0")}.000Z`;
      for (let i = 0; i < 30; i++) {
        db.prepare(
          "INSERT INTO contact_submissions (name, email, message, status, created_at) VALUES (?, ?, ?, 'closed', ?)",
        ).run(`Pager sender ${i}`, `pager${i}@example.com`, "Old message", at(i));
        db.prepare(
          "INSERT INTO feedback_reports (title, type, priority, status, description, email, created_at) VALUES (?, 'bug', 'low', 'closed', 'Old', 'r@example.com', ?)",
        ).run(`Pager report ${i}`, at(i));
        db.prepare(
          "INSERT INTO place_suggestions (airport_loc_id, name, type, description, status, submitted_at) VALUES ('STS', ?, 'landmark', 'Old', 'rejected', ?)",
        ).run(`Pager place ${i}`, at(i));
      }
    } finally {
      db.close();
    }
    const page = async (p: string) => {
      const res = await admin.jar.fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      return res.text();
    };
    const cards = (html: string, prefix: string) => html.match(new RegExp(`data-testid="${prefix}-\\d+"`, "g")) ?? [];

    const contactTotal = query<{ n: number }>(server, "SELECT count(*) AS n FROM contact_submissions")[0].n;
    const contactPages = Math.ceil(contactTotal / 25);
    const first = await page("/admin/contact");
    expect(cards(first, "contact")).toHaveLength(25);
    expect(first).toContain(`Page 1 of ${contactPages} (${contactTotal} messages)`);
    expect(first).toContain('href="/admin/contact?page=2"');
    expect(first).not.toContain("Pager sender 0<");
    const last = await page(`/admin/contact?page=${contactPages}`);
    expect(last).toContain("Pager sender 0<");
    expect(cards(last, "contact")).toHaveLength(contactTotal - 25 * (contactPages - 1));
    // A page past the end is the last one; a page that is no number is the first.
    expect(cards(await page("/admin/contact?page=999"), "contact")).toEqual(cards(last, "contact"));
    expect(cards(await page("/admin/contact?page=abc"), "contact")).toEqual(cards(first, "contact"));

    // The filter narrows the count, and the links keep it.
    const closed = query<{ n: number }>(
      server,
      "SELECT count(*) AS n FROM contact_submissions WHERE status = 'closed'",
    )[0].n;
    const closedFirst = await page("/admin/contact?status=closed");
    expect(closedFirst).toContain(`Page 1 of ${Math.ceil(closed / 25)} (${closed} messages)`);
    expect(closedFirst).toContain('href="/admin/contact?status=closed&amp;page=2"');
    const closedSecond = await page("/admin/contact?status=closed&page=2");
    expect(closedSecond).toContain('href="/admin/contact?status=closed"');
    expect(cards(closedSecond, "contact")).toHaveLength(closed - 25);

    const reports = await page("/admin/reports?status=closed");
    expect(reports).toContain('href="/admin/reports?status=closed&amp;page=2"');
    expect((await page("/admin/reports?status=closed&page=2")).match(/Pager report \d+/g)?.length).toBeGreaterThan(0);

    const places = await page("/admin/place-suggestions?status=rejected&page=2");
    expect(places).toContain("Pager place 0<");
    // A review opened from page 2 goes back to page 2.
    const id = query<{ id: number }>(server, "SELECT id FROM place_suggestions WHERE name = 'Pager place 0'")[0].id;
    expect(places).toContain(`href="/admin/place-suggestions/${id}?status=rejected&amp;page=2"`);
    const review = await page(`/admin/place-suggestions/${id}?status=rejected&page=2`);
    expect(review).toContain('href="/admin/place-suggestions?status=rejected&amp;page=2"');

    // The JSON lists stay whole (the contract's list).
    const all = await jsonRequest(admin.jar, `${server.url}/api/contact-submissions`, "GET");
    expect(all.status).toBe(200);
    expect(((await all.json()) as unknown[]).length).toBe(contactTotal);
  });
});
