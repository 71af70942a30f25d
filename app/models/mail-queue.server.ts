import { and, asc, eq, lte } from "drizzle-orm";
import { users } from "./accounts-schema";
import { getDb } from "./db.server";
import { mailQueue } from "./feedback-schema";

export type MailRow = typeof mailQueue.$inferSelect;

export function insertMail(values: { kind: string; toAddress: string; subject: string; bodyText: string }): MailRow {
  return getDb().insert(mailQueue).values(values).returning().get();
}

/** Pending mails whose next attempt is due, oldest first. */
export function dueMails(nowIso: string, limit = 20): MailRow[] {
  return getDb()
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.status, "pending"), lte(mailQueue.nextAttemptAt, nowIso)))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .all();
}

export function markMailSent(id: number) {
  getDb()
    .update(mailQueue)
    .set({ status: "sent", sentAt: new Date().toISOString(), lastError: null })
    .where(eq(mailQueue.id, id))
    .run();
}

export function markMailFailed(id: number, attempts: number, nextAttemptAt: string, lastError: string) {
  getDb().update(mailQueue).set({ attempts, nextAttemptAt, lastError }).where(eq(mailQueue.id, id)).run();
}

/** E-mail addresses of users marked admin in the database. */
export function adminUserEmails(): string[] {
  return getDb()
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .all()
    .map((r) => r.email);
}
