import { insertUser, updateUser, userByEmail, userByGoogleSubject, type UserRow } from "~/models/users.server";
import { toSessionUser, type SessionUser } from "./account-user.server";
import { BadRequest } from "./errors.server";
import { endAllSessions } from "./sessions.server";

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export type GoogleSignInOutcome = "signed-in" | "created" | "taken-over";

/**
 * The user a Google sign-in belongs to (docs/product.md, "Accounts";
 * docs/decisions/0015-google-sign-in-and-unverified-accounts.md):
 * - the one already linked to this Google account;
 * - else the one holding the (Google-verified) address;
 * - else a new user whose provider is google.
 * An existing account is *taken over* when Google proves its address and its password is
 * not proven to be the owner's: the address was never verified, or the password was set
 * before it was (docs/decisions/0074-google-takeover-timestamps.md): whoever chose that
 * password need not own the mailbox (a verification link can be followed by the owner, or a
 * mail scanner, for an account someone else made). The password is voided and every session
 * of the account ends; the owner keeps one account, signed in with Google from now on.
 */
export function signInWithGoogle(profile: GoogleProfile): { user: SessionUser; outcome: GoogleSignInOutcome } {
  const linked = userByGoogleSubject(profile.sub);
  if (linked) {
    const provesAddress = profile.emailVerified && profile.email === linked.email;
    if (provesAddress && passwordUnproven(linked)) {
      return { user: toSessionUser(takeOver(linked, profile)), outcome: "taken-over" };
    }
    // Google vouches again for the address the account has: record it (it may have been cleared by an e-mail change).
    const row =
      provesAddress && !linked.emailVerified
        ? updateUser(linked.id, { emailVerified: true, emailVerifiedAt: new Date().toISOString() })
        : linked;
    return { user: toSessionUser(row ?? linked), outcome: "signed-in" };
  }
  if (!profile.emailVerified) throw new BadRequest("Your Google account's email address is not verified.");
  const existing = userByEmail(profile.email);
  if (existing) {
    if (existing.emailVerified && !passwordUnproven(existing)) {
      const row = updateUser(existing.id, {
        googleSubject: profile.sub,
        firstName: existing.firstName ?? profile.givenName,
        lastName: existing.lastName ?? profile.familyName,
      });
      return { user: toSessionUser(row ?? existing), outcome: "signed-in" };
    }
    return { user: toSessionUser(takeOver(existing, profile)), outcome: "taken-over" };
  }
  const row = insertUser({
    email: profile.email,
    passwordHash: null,
    provider: "google",
    googleSubject: profile.sub,
    firstName: profile.givenName,
    lastName: profile.familyName,
    emailVerified: true,
    emailVerifiedAt: new Date().toISOString(),
  });
  return { user: toSessionUser(row), outcome: "created" };
}

/**
 * A password not proven to be the address owner's: the address is not verified, or the
 * password was set before it was (or when either is not known: rows from before migration
 * 0014, decision 0074). One set after the proof is the owner's, and stays.
 */
export function passwordUnproven(
  row: Pick<UserRow, "passwordHash" | "emailVerified" | "passwordSetAt" | "emailVerifiedAt">,
): boolean {
  if (!row.passwordHash) return false;
  if (!row.emailVerified || !row.emailVerifiedAt || !row.passwordSetAt) return true;
  return row.passwordSetAt < row.emailVerifiedAt;
}

/** The proven owner of the address takes the account: no password, no other session, Google from now on. */
function takeOver(existing: UserRow, profile: GoogleProfile): UserRow {
  endAllSessions(existing.id);
  const row = updateUser(existing.id, {
    googleSubject: profile.sub,
    passwordHash: null,
    passwordSetAt: null,
    provider: "google",
    emailVerified: true,
    emailVerifiedAt: (existing.emailVerified && existing.emailVerifiedAt) || new Date().toISOString(),
    // Names an impostor typed are not the owner's.
    firstName: profile.givenName,
    lastName: profile.familyName,
  });
  if (!row) throw new Error(`User ${existing.id} vanished during a Google take-over`);
  return row;
}
