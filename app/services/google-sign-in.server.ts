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
 * - else the one holding the (Google-verified) address: linked as it is when
 *   that address was verified, otherwise *taken over*: the unproven password is
 *   voided and every session of the account ends, so whoever made it without
 *   owning the mailbox loses it, and the owner keeps one account;
 * - else a new user whose provider is google.
 */
export function signInWithGoogle(profile: GoogleProfile): { user: SessionUser; outcome: GoogleSignInOutcome } {
  const linked = userByGoogleSubject(profile.sub);
  if (linked) {
    // Google vouches again for the address the account has: record it (it may have been cleared by an e-mail change).
    const row =
      profile.emailVerified && profile.email === linked.email && !linked.emailVerified
        ? updateUser(linked.id, { emailVerified: true })
        : linked;
    return { user: toSessionUser(row ?? linked), outcome: "signed-in" };
  }
  if (!profile.emailVerified) throw new BadRequest("Your Google account's email address is not verified.");
  const existing = userByEmail(profile.email);
  if (existing) {
    const names = {
      firstName: existing.firstName ?? profile.givenName,
      lastName: existing.lastName ?? profile.familyName,
    };
    if (existing.emailVerified) {
      const row = updateUser(existing.id, { googleSubject: profile.sub, ...names });
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
  });
  return { user: toSessionUser(row), outcome: "created" };
}

/** The proven owner of the address takes the account: no password, no other session, Google from now on. */
function takeOver(existing: UserRow, profile: GoogleProfile): UserRow {
  endAllSessions(existing.id);
  const row = updateUser(existing.id, {
    googleSubject: profile.sub,
    passwordHash: null,
    provider: "google",
    emailVerified: true,
    // Names an impostor typed are not the owner's.
    firstName: profile.givenName,
    lastName: profile.familyName,
  });
  if (!row) throw new Error(`User ${existing.id} vanished during a Google take-over`);
  return row;
}
