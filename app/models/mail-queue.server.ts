import { and, asc, eq, isNull, lt, lte, or } from "drizzle-orm";
import { users } from "./accounts-schema";
import { getDb } from "./db.server";
import { mailQueue } from "./feedback-schema";

export type MailRow = typeof mailQueue.$inferSelect;

export function insertMail(values: {
  kind: string;
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  bodyText: string;
}): MailRow {
  return getDb().insert(mailQueue).values(values).returning().get();
}

/** A pending mail whose next attempt is due and that no process holds (times are ISO strings, comparable as text). */
const dueAndFree = (nowIso: string) =>
  and(
    eq(mailQueue.status, "pending"),
    lte(mailQueue.nextAttemptAt, nowIso),
    or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, nowIso)),
  );

/** Pending mails whose next attempt is due and that no process is sending, oldest first. */
export function dueMails(nowIso: string, limit = 20): MailRow[] {
  return getDb()
    .select()
    .from(mailQueue)
    .where(dueAndFree(nowIso))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .all();
}

/**
 * Claims mail `id` for sending until `untilIso`: one UPDATE … RETURNING, so of
 * two processes (or two passes) that try at once exactly one gets the row;
 * the other gets undefined, as for a mail already sent, not yet due or held
 * (docs/decisions/0045-mail-claims.md).
 */
export function claimMail(id: number, nowIso: string, untilIso: string): MailRow | undefined {
  return getDb()
    .update(mailQueue)
    .set({ claimedUntil: untilIso })
    .where(and(eq(mailQueue.id, id), dueAndFree(nowIso)))
    .returning()
    .get();
}

export function markMailSent(id: number) {
  getDb()
    .update(mailQueue)
    .set({ status: "sent", sentAt: new Date().toISOString(), lastError: null, claimedUntil: null })
    .where(eq(mailQueue.id, id))
    .run();
}

/** A failed attempt: the claim ends, the next attempt waits until `nextAttemptAt`. */
export function markMailFailed(id: number, attempts: number, nextAttemptAt: string, lastError: string) {
  getDb()
    .update(mailQueue)
    .set({ attempts, nextAttemptAt, lastError, claimedUntil: null })
    .where(eq(mailQueue.id, id))
    .run();
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
