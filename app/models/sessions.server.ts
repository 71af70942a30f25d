import { and, eq, gt, lte, ne } from "drizzle-orm";
import { sessions, users } from "./accounts-schema";
import { getDb } from "./db.server";
import type { UserRow } from "./users.server";

export function insertSession(values: { idHash: string; userId: number; expiresAt: string }) {
  getDb().insert(sessions).values(values).run();
}

/** The user of a live (unexpired) session, and when it was last marked seen. */
export function liveSession(idHash: string, now: string): { user: UserRow; lastSeenAt: string | null } | undefined {
  const row = getDb()
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .get();
  return row;
}

export function markSessionSeen(idHash: string, at: string) {
  getDb().update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash)).run();
}

export function deleteSession(idHash: string) {
  getDb().delete(sessions).where(eq(sessions.idHash, idHash)).run();
}

/** Every session of a user, or every one but `keepIdHash`. */
export function deleteUserSessions(userId: number, keepIdHash?: string): number {
  const where = keepIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
    : eq(sessions.userId, userId);
  return getDb().delete(sessions).where(where).run().changes;
}

export function deleteExpiredSessions(now: string): number {
  return getDb().delete(sessions).where(lte(sessions.expiresAt, now)).run().changes;
}
