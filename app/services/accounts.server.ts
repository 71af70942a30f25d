import { GOOGLE_PASSWORD_SENTENCE, type PasswordChangeInput, type Preferences, type PreferencesInput, type ProfileInput, type SignInInput, type SignUpInput } from "~/lib/account-schemas";
import { findAirportByCode } from "~/models/airports.server";
import {
  insertUser,
  preferencesOfUser,
  replacePreferences,
  updateUser,
  userByEmail,
  userById,
  type PreferencesRow,
} from "~/models/users.server";
import { toSessionUser, type SessionUser } from "./account-user.server";
import { authConfig } from "./auth-config.server";
import { verifyBotCheck, type NoJsFallbackFields } from "./bot-check.server";
import { BadRequest, Conflict, InvalidInput, Unauthorized } from "./errors.server";
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from "./password.server";
import { checkLimits, clientIp, countHit, resetCount } from "./rate-limit.server";
import { endOtherSessions } from "./sessions.server";

/**
 * The account use cases (spec §2 Sign-in and My Account, §5, §7, §8): one
 * function each, called by the HTML actions and by the /api/* routes alike,
 * with input already parsed by the use case's schema (app/lib/account-schemas.ts).
 * Refusals are the AppError family of errors.server.ts.
 */

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";

const loginEmailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

export async function signUp(request: Request, input: SignUpInput, fallback?: NoJsFallbackFields): Promise<SessionUser> {
  const limits = authConfig.rateLimits;
  const ipKey = `signup:ip:${clientIp(request)}`;
  const emailKey = `signup:email:${input.email}`;
  checkLimits("sign-up", [
    { key: ipKey, limit: limits.signupPerIp },
    { key: emailKey, limit: limits.signupPerEmail },
  ]);
  countHit(ipKey);
  countHit(emailKey);
  await verifyBotCheck(request, input["cf-turnstile-response"] || undefined, fallback);
  if (userByEmail(input.email)) throw new Conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const passwordHash = await hashPassword(input.password);
  try {
    // Unverified until the address is proven (docs/decisions/0014-admin-rights.md).
    return toSessionUser(insertUser({ email: input.email, passwordHash, provider: "email" }));
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (userByEmail(input.email)) throw new Conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function signIn(request: Request, input: SignInInput): Promise<SessionUser> {
  const limits = authConfig.rateLimits;
  const ipKey = `login:ip:${clientIp(request)}`;
  const emailKey = loginEmailKey(input.email);
  checkLimits("sign-in", [
    { key: ipKey, limit: limits.loginPerIp },
    { key: emailKey, limit: limits.loginPerEmail },
  ]);
  countHit(ipKey);
  const user = userByEmail(input.email);
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstNothing(input.password);
  if (!user || !ok) {
    countHit(emailKey);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  resetCount(emailKey);
  // A hash made at an older cost is replaced now that the password is at hand (docs/decisions/0017-production-settings.md).
  if (user.passwordHash && needsRehash(user.passwordHash)) updateUser(user.id, { passwordHash: await hashPassword(input.password) });
  return toSessionUser(user);
}

/** A new address is unproven: verification is cleared, and so no ADMIN_EMAILS right can follow it. */
export function updateProfile(userId: number, input: ProfileInput): SessionUser {
  const current = userById(userId);
  if (!current) throw new Unauthorized();
  const other = userByEmail(input.email);
  if (other && other.id !== userId) {
    const message = "This email is already used by another account";
    throw new Conflict(message, { email: [message] });
  }
  const changed = input.email.trim().toLowerCase() !== current.email;
  const row = updateUser(userId, {
    email: input.email,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    ...(changed ? { emailVerified: false } : {}),
  });
  if (!row) throw new Unauthorized();
  return toSessionUser(row);
}

/**
 * Changes the password and ends every other session of the user
 * (docs/decisions/0016-server-side-sessions.md); `currentSessionId` is the one that stays.
 */
export async function changePassword(userId: number, input: PasswordChangeInput, currentSessionId: string | null): Promise<void> {
  const user = userById(userId);
  if (!user) throw new Unauthorized();
  if (!user.passwordHash) throw new BadRequest(GOOGLE_PASSWORD_SENTENCE);
  // A stolen session must not become a way to guess the password: same limit as sign-in failures.
  const emailKey = loginEmailKey(user.email);
  checkLimits("password", [{ key: emailKey, limit: authConfig.rateLimits.loginPerEmail }]);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    countHit(emailKey);
    throw new InvalidInput({ currentPassword: ["Current password is incorrect"] });
  }
  updateUser(userId, { passwordHash: await hashPassword(input.newPassword) });
  endOtherSessions(userId, currentSessionId);
}

/**
 * Records that the user proved the address is theirs (Google's email_verified
 * today; the mail issue's verification link later). Grants nothing by itself:
 * ADMIN_EMAILS then applies (docs/decisions/0014-admin-rights.md).
 */
export function markEmailVerified(userId: number): void {
  updateUser(userId, { emailVerified: true });
}

const toPreferences = (row: PreferencesRow | undefined): Preferences => ({
  defaultDepartureAirport: row?.defaultDepartureAirport ?? null,
  defaultAircraftSpeed: row?.defaultAircraftSpeed ?? null,
  defaultMinDuration: row?.defaultMinDuration ?? null,
  defaultMaxDuration: row?.defaultMaxDuration ?? null,
  defaultMinRunwayLength: row?.defaultMinRunwayLength ?? null,
  defaultState: row?.defaultState ?? null,
  defaultRunwaySurface: row?.defaultRunwaySurface ?? null,
  defaultAirportUse: row?.defaultAirportUse ?? null,
});

/** A user's preferences, every field null when never saved (GET /api/profile/preferences). */
export function preferencesOf(userId: number): Preferences {
  return toPreferences(preferencesOfUser(userId));
}

/** A signed-in pilot's saved search defaults, or null (signed out, or never saved). */
export function savedSearchDefaults(userId: number | null): Preferences | null {
  const row = userId === null ? undefined : preferencesOfUser(userId);
  return row ? toPreferences(row) : null;
}

export function savePreferences(userId: number, input: PreferencesInput): Preferences {
  const code = input.defaultDepartureAirport;
  if (code && !findAirportByCode(code)) {
    throw new InvalidInput({ defaultDepartureAirport: [`No airport found with the code ${code}`] });
  }
  return toPreferences(replacePreferences(userId, input));
}
