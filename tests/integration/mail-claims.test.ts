/**
 * Mail with several server processes (docs/decisions/0045-mail-claims.md):
 * every process runs the retry loop and sends what it queued at once; a mail
 * server that first refuses, then accepts slowly, must still get each queued
 * mail exactly once. Two processes (WEB_CONCURRENCY=2) on one database, the
 * real SMTP fake.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { jsonRequest, uniqueEmail } from "../support/accounts";

let smtp: FakeSmtp;
let server: TestServer;

const SUBMISSIONS = 4;
/** Each contact submission queues two mails: the confirmation and the notice to the desk. */
const MAILS = SUBMISSIONS * 2;

beforeAll(async () => {
  // The first messages are refused (451), so they wait for the retry loops; every message then takes
  // 700 ms to be accepted, longer than half a loop tick, so the two processes' passes overlap.
  smtp = await startFakeSmtp({ rejectFirst: 3, delayMs: 700 });
  server = await startServer({
    env: {
      ...smtp.env({ MAIL_RETRY_BASE_SECONDS: "1", MAIL_RETRY_MAX_SECONDS: "1" }),
      ADMIN_NOTIFY_EMAILS: "desk@airportfinder.test",
      FEEDBACK_LIMIT_PER_IP: "1000",
      WEB_CONCURRENCY: "2",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function mailRows() {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare("SELECT id, status, attempts, claimed_until FROM mail_queue ORDER BY id").all() as {
      id: number;
      status: string;
      attempts: number;
      claimed_until: string | null;
    }[];
  } finally {
    db.close();
  }
}

async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it("delivers each queued mail exactly once with two processes retrying", async () => {
  // Two processes serve the port (the primary says so), each with its own retry loop.
  await until("two processes", () => (server.output().match(/\(process \d+\)/g) ?? []).length >= 2);

  for (let i = 0; i < SUBMISSIONS; i++) {
    const res = await jsonRequest(new CookieJar(), `${server.url}/api/contact-submissions`, "POST", {
      name: `Claims ${i}`,
      email: uniqueEmail(`claims${i}`),
      message: `Message ${i} about KSTS, delivered once`,
    });
    expect(res.status).toBe(201);
  }

  await until("every mail sent", () => {
    const rows = mailRows();
    return rows.length === MAILS && rows.every((r) => r.status === "sent");
  });
  await until("every mail received", () => smtp.received.length >= MAILS);
  // A duplicate send started before the row was marked sent would still be on the wire: two more
  // loop ticks of both processes, then count.
  await new Promise((r) => setTimeout(r, 2_500));

  const ids = smtp.received.map((m) => String(m.headers.get("x-airportfinder-mail-id")));
  const rows = mailRows();
  expect(ids.sort((a, b) => Number(a) - Number(b))).toEqual(rows.map((r) => String(r.id)));
  // The refused ones were retried (by whichever process claimed them first), and no claim is left behind.
  expect(rows.filter((r) => r.attempts > 0).length).toBeGreaterThanOrEqual(3);
  expect(rows.every((r) => r.claimed_until === null)).toBe(true);
});
