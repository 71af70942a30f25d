/**
 * The mail queue's claim (docs/decisions/0045-mail-claims.md): of two senders
 * that claim the same due mail, exactly one gets it; a claim ends when it
 * runs out, when the mail is sent, or when the attempt fails. Real SQLite file,
 * the app's own migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-claims-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");

type Queue = typeof import("~/models/mail-queue.server");
let queue: Queue;
let openDatabase: (typeof import("~/models/db.server"))["openDatabase"];

beforeAll(async () => {
  queue = await import("~/models/mail-queue.server");
  ({ openDatabase } = await import("~/models/db.server"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Later than any row's default next attempt (the moment it was queued), so every new mail is due at T0.
const T0 = "2099-01-01T12:00:00.000Z";
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const newMail = (subject: string) =>
  queue.insertMail({ kind: "test", toAddress: "pilot@example.test", subject, bodyText: "Hello" });

describe("claimMail", () => {
  it("gives a due mail to exactly one of two claims, and hides it from the due list while held", () => {
    const mail = newMail("one");
    const now = at(0);
    const first = queue.claimMail(mail.id, now, at(60));
    const second = queue.claimMail(mail.id, now, at(60));
    expect(first?.id).toBe(mail.id);
    expect(first?.claimedUntil).toBe(at(60));
    expect(second).toBeUndefined();
    expect(queue.dueMails(at(30)).map((m) => m.id)).not.toContain(mail.id);
  });

  it("holds across connections: a second process's connection to the same file cannot take it", () => {
    const mail = newMail("two connections");
    expect(queue.claimMail(mail.id, at(0), at(60))).toBeDefined();
    const other = openDatabase(process.env.DATABASE_PATH!);
    try {
      const taken = other.sqlite
        .prepare(
          `UPDATE mail_queue SET claimed_until = ? WHERE id = ? AND status = 'pending'
           AND (claimed_until IS NULL OR claimed_until < ?) RETURNING id`,
        )
        .all(at(90), mail.id, at(10));
      expect(taken).toEqual([]);
    } finally {
      other.sqlite.close();
    }
  });

  it("lets another sender take a claim that ran out (its holder died mid-send)", () => {
    const mail = newMail("expired");
    expect(queue.claimMail(mail.id, at(0), at(60))).toBeDefined();
    expect(queue.claimMail(mail.id, at(59), at(120))).toBeUndefined();
    expect(queue.claimMail(mail.id, at(61), at(121))?.claimedUntil).toBe(at(121));
  });

  it("ends with the attempt: a sent mail is never claimed again; a failed one waits for its next attempt", () => {
    const sent = newMail("sent");
    expect(queue.claimMail(sent.id, at(0), at(60))).toBeDefined();
    queue.markMailSent(sent.id);
    expect(queue.claimMail(sent.id, at(600), at(660))).toBeUndefined();

    const failed = newMail("failed");
    expect(queue.claimMail(failed.id, at(0), at(60))).toBeDefined();
    queue.markMailFailed(failed.id, 1, at(30), "ECONNREFUSED");
    expect(queue.claimMail(failed.id, at(10), at(70))).toBeUndefined(); // not due yet
    const retried = queue.claimMail(failed.id, at(31), at(91));
    expect(retried?.attempts).toBe(1);
  });
});
