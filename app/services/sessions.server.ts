import { createHash, randomBytes } from "node:crypto";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertSession,
  liveSession,
  markSessionSeen,
} from "~/models/sessions.server";
import type { UserRow } from "~/models/users.server";

/**
 * Server-side sessions (docs/decisions/0016-server-side-sessions.md): a random
 * 256-bit id per sign-in, kept by the browser in a signed cookie; the database
 * holds its SHA-256, the user and the expiry. Ending a session deletes its row,
 * so a copied or replayed cookie stops working at once.
 */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** last_seen_at is written at most this often, so reading a session stays a read. */
const SEEN_RESOLUTION_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const hashId = (id: string) => createHash("sha256").update(id).digest("base64url");

/** A new session for the user; the id goes into the cookie and nowhere else. */
export function startSession(userId: number, now = new Date()): string {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString();
  insertSession({ idHash: hashId(id), userId, expiresAt });
  return id;
}

/** The user of a live session, or undefined (unknown, ended or expired id). */
export function userOfSession(id: string, now = new Date()): UserRow | undefined {
  const idHash = hashId(id);
  const found = liveSession(idHash, now.toISOString());
  if (!found) return undefined;
  if (!found.lastSeenAt || now.getTime() - Date.parse(found.lastSeenAt) > SEEN_RESOLUTION_MS)
    markSessionSeen(idHash, now.toISOString());
  return found.user;
}

export function endSession(id: string) {
  deleteSession(hashId(id));
}

/** Ends every session of the user but the one with id `keepId` (after a password change). */
export function endOtherSessions(userId: number, keepId: string | null) {
  deleteUserSessions(userId, keepId ? hashId(keepId) : undefined);
}

/** Ends every session of the user ("Sign out everywhere", an account taken over). */
export function endAllSessions(userId: number) {
  deleteUserSessions(userId);
}

export function sweepExpiredSessions(now = new Date()): number {
  return deleteExpiredSessions(now.toISOString());
}

let sweeper: NodeJS.Timeout | undefined;

/** Deletes expired rows now and every hour (one indexed DELETE), without holding the process open. */
export function startSessionSweeper() {
  if (sweeper) return;
  sweepExpiredSessions();
  sweeper = setInterval(() => {
    try {
      sweepExpiredSessions();
    } catch (error) {
      console.error(`Session sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, SWEEP_EVERY_MS);
  sweeper.unref();
}
