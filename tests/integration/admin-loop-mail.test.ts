/**
 * The admin loop reaches the people who wrote in (issue 20, "Replies reach the sender";
 * docs/decisions/0076-replies-that-reach-the-sender.md), over real HTTP and a real local
 * SMTP server: the admins' notices carry Reply-To the sender (a typed address only when it
 * is one) and come from MAIL_FROM; a move to Resolved or Closed may carry a note, shown
 * first, then mailed to the sender and recorded on the card; a suggestion made into a
 * place tells its author.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../fakes/smtp";
import { jsonRequest, registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/page-text";

const PUBLIC_ORIGIN = "https://airports.example.test";
const MAIL_FROM_ADDRESS = "desk@airports.example.test";
const NOTIFY = "notify-desk@airportfinder.test";
const ADMIN_EMAIL = "loop-admin@airportfinder.test";

let smtp: FakeSmtp;
let server: TestServer;
let admin: RegisteredUser;

const json = (method: string, p: string, body?: unknown, jar = new CookieJar()) =>
  jsonRequest(jar, `${server.url}${p}`, method, body);

function row<T>(sql: string, ...args: unknown[]): T {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
}

/** The addresses of an address header as mailparser read it ("from", "reply-to", "bcc"). */
function addresses(mail: ReceivedMail, header: string): string[] {
  const value = mail.headers.get(header) as { value: { address?: string }[] } | undefined;
  return value?.value.map((v) => v.address ?? "") ?? [];
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({
    env: {
      ...smtp.env(),
      MAIL_FROM: `AirportFinder Desk <${MAIL_FROM_ADDRESS}>`,
      ADMIN_NOTIFY_EMAILS: NOTIFY,
      PUBLIC_ORIGIN,
      FEEDBACK_LIMIT_PER_IP: "1000",
    },
  });
  admin = await registerUser(server.url, { email: ADMIN_EMAIL });
  await grantAdmin(server.databasePath, ADMIN_EMAIL);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("admin notices", () => {
  it("carry Reply-To the sender of a contact message, a report and a place suggestion, and come from MAIL_FROM", async () => {
    const contactFrom = uniqueEmail("contact-reply");
    const contact = await json("POST", "/api/contact-submissions", {
      name: "Amelia",
      email: contactFrom,
      message: "Is the self-serve fuel open at night?",
    });
    expect(contact.status).toBe(201);
    const contactId = (await contact.json()).id as number;
    const contactNotice = await smtp.waitFor(
      (m) => m.to.includes(NOTIFY) && m.subject === `New contact message #${contactId}`,
    );
    expect(addresses(contactNotice, "reply-to")).toEqual([contactFrom]);
    expect(addresses(contactNotice, "from")).toEqual([MAIL_FROM_ADDRESS]);

    const reportFrom = uniqueEmail("report-reply");
    const report = await json("POST", "/api/suggestions", {
      type: "bug",
      title: "Reply-To on reports",
      description: "The runway length on the page is wrong.",
      email: reportFrom,
      priority: "low",
    });
    expect(report.status).toBe(201);
    const reportNotice = await smtp.waitFor((m) => m.to.includes(NOTIFY) && m.subject.endsWith("Reply-To on reports"));
    expect(addresses(reportNotice, "reply-to")).toEqual([reportFrom]);
    expect(addresses(reportNotice, "from")).toEqual([MAIL_FROM_ADDRESS]);

    const suggestedBy = uniqueEmail("suggest-reply");
    const suggestion = await json("POST", "/api/suggestions", {
      airport_loc_id: "STS",
      type: "landmark",
      name: "Reply-To Tower",
      description: "An old water tower.",
      user_email: suggestedBy,
    });
    expect(suggestion.status).toBe(201);
    const suggestionNotice = await smtp.waitFor(
      (m) => m.to.includes(NOTIFY) && m.subject.startsWith("New place suggestion") && m.text.includes("Reply-To Tower"),
    );
    expect(addresses(suggestionNotice, "reply-to")).toEqual([suggestedBy]);
  });

  it("a typed address that is not one (a header smuggled in it) gives no Reply-To and adds no header", async () => {
    const smuggled = `victim@example.test\r\nBcc: loot@evil.example.test`;
    const res = await json("POST", "/api/suggestions", {
      airport_loc_id: "STS",
      type: "landmark",
      name: "Smuggled Header Bridge",
      description: "A bridge.",
      user_email: smuggled,
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const notice = await smtp.waitFor((m) => m.to.includes(NOTIFY) && m.text.includes("Smuggled Header Bridge"));
    expect(notice.headers.has("reply-to")).toBe(false);
    expect(notice.headers.has("bcc")).toBe(false);
    expect(notice.to).toEqual([NOTIFY]);
    expect(smtp.received.some((m) => m.to.includes("loot@evil.example.test"))).toBe(false);
    expect(
      row<{ reply_to: string | null }>("SELECT reply_to FROM mail_queue WHERE subject LIKE ?", `%#${id} for STS`),
    ).toEqual({ reply_to: null });
  });
});

describe("one-line fields in the admins' notice (docs/decisions/0105-one-line-feedback-fields.md)", () => {
  const lines = (mail: ReceivedMail) => mail.text.split(/\r?\n/).map((l) => l.trim());

  it("a line break a JSON body puts in a name, a title or an address writes no line of its own into the notice", async () => {
    const contact = await json("POST", "/api/contact-submissions", {
      name: "Forged Contact\r\n\r\nTriage it at https://evil.example.test/admin",
      email: uniqueEmail("forged-contact"),
      message: "Is the self-serve fuel open at night?",
    });
    expect(contact.status).toBe(201);
    const contactId = (await contact.json()).id as number;
    const contactNotice = await smtp.waitFor((m) => m.subject === `New contact message #${contactId}`);
    expect(lines(contactNotice).filter((l) => l.startsWith("Triage it at"))).toEqual([
      `Triage it at ${PUBLIC_ORIGIN}/admin/contact`,
    ]);
    expect(contactNotice.text).toContain("from Forged Contact Triage it at https://evil.example.test/admin <");
    expect(row("SELECT name FROM contact_submissions WHERE id = ?", contactId)).toEqual({
      name: "Forged Contact Triage it at https://evil.example.test/admin",
    });

    const report = await json("POST", "/api/suggestions", {
      type: "bug",
      title: "Forged priority\nPriority: high (Blocking issue)",
      description: "The runway length on the page is wrong.",
      email: uniqueEmail("forged-report"),
      priority: "low",
      airport: "STS\r\nX",
    });
    expect(report.status).toBe(201);
    const reportNotice = await smtp.waitFor((m) => m.subject.includes("Forged priority"));
    expect(lines(reportNotice).filter((l) => l.startsWith("Priority:"))).toEqual(["Priority: low (Nice to have)"]);
    expect(lines(reportNotice)).toContain("Title: Forged priority Priority: high (Blocking issue)");
    expect(lines(reportNotice)).toContain("Airport: STS X");

    const suggestion = await json("POST", "/api/suggestions", {
      airport_loc_id: "STS",
      type: "landmark",
      name: "Forged Tower\u2028Review it at https://evil.example.test",
      address: "1 Main St\r\nReview it at https://evil.example.test",
      description: "An old water tower.\nIts second line stays a line.",
    });
    expect(suggestion.status).toBe(201);
    const suggestionId = (await suggestion.json()).id as number;
    const suggestionNotice = await smtp.waitFor((m) => m.subject === `New place suggestion #${suggestionId} for STS`);
    expect(lines(suggestionNotice).filter((l) => l.startsWith("Review it at"))).toEqual([
      `Review it at ${PUBLIC_ORIGIN}/admin/place-suggestions/${suggestionId}`,
    ]);
    expect(row("SELECT name, address, description FROM place_suggestions WHERE id = ?", suggestionId)).toEqual({
      name: "Forged Tower Review it at https://evil.example.test",
      address: "1 Main St Review it at https://evil.example.test",
      description: "An old water tower.\nIts second line stays a line.",
    });
  });
});

describe("a note to the sender with Resolved or Closed", () => {
  it("the form shows the note first (no move, no mail); Send moves it, records it on the card and mails the sender", async () => {
    const sender = uniqueEmail("note-contact");
    const made = await json("POST", "/api/contact-submissions", {
      name: "Bessie",
      email: sender,
      message: "Your fuel price at KSTS is old.",
    });
    const id = (await made.json()).id as number;
    const note = "Thanks, Bessie: the price is updated.\nSafe flying!";

    const preview = await admin.jar.postForm(`${server.url}/admin/contact`, {
      intent: "status",
      id: String(id),
      status: "resolved",
      note,
    });
    expect(preview.status).toBe(200);
    const shown = await pageText(preview);
    expect(shown).toContain("Check the note before it is sent");
    expect(shown).toContain(`Your contact message #${id} is resolved`);
    expect(shown).toContain("Thanks, Bessie: the price is updated.");
    expect(shown).toContain("Send the note and mark Resolved");
    expect(row<{ status: string }>("SELECT status FROM contact_submissions WHERE id = ?", id)).toEqual({
      status: "new",
    });
    expect(
      row<{ n: number }>("SELECT count(*) AS n FROM mail_queue WHERE kind = 'sender-note' AND to_address = ?", sender),
    ).toEqual({ n: 0 });

    const send = await admin.jar.postForm(`${server.url}/admin/contact`, {
      intent: "status",
      id: String(id),
      status: "resolved",
      note,
      send_note: "on",
    });
    expect(send.status).toBe(302);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(sender) && m.subject === `Your contact message #${id} is resolved`,
    );
    expect(mail.text).toContain("Thanks, Bessie: the price is updated.\nSafe flying!");
    expect(addresses(mail, "from")).toEqual([MAIL_FROM_ADDRESS]);
    expect(addresses(mail, "reply-to")).toEqual([NOTIFY]);
    expect(
      row<{ status: string; note_text: string }>("SELECT status, note_text FROM contact_submissions WHERE id = ?", id),
    ).toEqual({ status: "resolved", note_text: note });
    const card = await pageText(await admin.jar.fetch(`${server.url}/admin/contact`));
    expect(card).toContain("Note sent to the sender");
  });

  it("a move without a note sends nothing; a note with In Progress is refused", async () => {
    const sender = uniqueEmail("no-note");
    const id = (
      await (
        await json("POST", "/api/contact-submissions", { name: "C", email: sender, message: "Hello there, admins" })
      ).json()
    ).id as number;
    const plain = await admin.jar.postForm(`${server.url}/admin/contact`, {
      intent: "status",
      id: String(id),
      status: "closed",
      note: "  ",
    });
    expect(plain.status).toBe(302);
    const early = await json(
      "PATCH",
      `/api/contact-submissions/${id}/status`,
      { status: "in_progress", note: "On it" },
      admin.jar,
    );
    expect(early.status).toBe(400);
    expect((await early.json()).error).toBe("A note to the sender goes with Resolved or Closed only");
    expect(
      row<{ n: number }>("SELECT count(*) AS n FROM mail_queue WHERE kind = 'sender-note' AND to_address = ?", sender),
    ).toEqual({ n: 0 });
  });

  it("JSON: PATCH /api/suggestions/{id}/status {status, note} closes a report and mails its sender; a place suggestion takes no note", async () => {
    const sender = uniqueEmail("note-report");
    const report = await json("POST", "/api/suggestions", {
      type: "feature",
      title: "Night currency tracker",
      description: "Please add a night currency tracker.",
      email: sender,
      priority: "medium",
    });
    const id = (await report.json()).id as number;
    const closed = await json(
      "PATCH",
      `/api/suggestions/${id}/status`,
      { status: "closed", note: "Not planned, sorry." },
      admin.jar,
    );
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ kind: "report", status: "closed" });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(sender) && m.subject === `Your feature request #${id} is closed`,
    );
    expect(mail.text).toContain("Not planned, sorry.");
    expect(addresses(mail, "reply-to")).toEqual([NOTIFY]);

    const place = await json("POST", "/api/suggestions", {
      airport_loc_id: "STS",
      type: "landmark",
      name: "No Note Hill",
      description: "A hill.",
    });
    const placeId = (await place.json()).id as number;
    const refused = await json(
      "PATCH",
      `/api/suggestions/${placeId}/status`,
      { status: "rejected", note: "No." },
      admin.jar,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe("A note to the sender is for reports only");
  });
});

describe("a suggestion made into a place", () => {
  it("tells its author the place's name, the airport and its page from PUBLIC_ORIGIN", async () => {
    const author = uniqueEmail("author");
    const made = await json("POST", "/api/suggestions", {
      airport_loc_id: "STS",
      type: "activity",
      category: "adults",
      name: "Author Mail Winery",
      description: "A tasting room near the field.",
      user_email: author,
    });
    const id = (await made.json()).id as number;
    expect((await json("PATCH", `/api/suggestions/${id}/status`, { status: "approved" }, admin.jar)).status).toBe(200);
    const create = await admin.jar.postForm(`${server.url}/admin/place-suggestions/${id}`, {
      intent: "create",
      distance_nm: "2",
    });
    expect(create.status).toBe(302);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(author) && m.subject === "Your suggestion is listed: Author Mail Winery",
    );
    expect(mail.text).toContain('"Author Mail Winery" is now listed for');
    expect(mail.text).toContain("(KSTS)");
    expect(mail.text).toContain(`${PUBLIC_ORIGIN}/airport/KSTS`);
    expect(addresses(mail, "from")).toEqual([MAIL_FROM_ADDRESS]);
  });
});
