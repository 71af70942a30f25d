import {
  GOOGLE_PASSWORD_SENTENCE,
  type PasswordChangeInput,
  type Preferences,
  type PreferencesInput,
  type ProfileInput,
  type SignInInput,
  type SignUpInput,
} from "~/lib/account-schemas";
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
import { authConfig, turnstileConfigured } from "./auth-config.server";
import { verifyBotCheck, type NoJsFallbackFields } from "./bot-check.server";
import { assertMayWrite, holdUntilVerified, sendVerificationMail } from "./email-verification.server";
import { BadRequest, Conflict, InvalidInput, Unauthorized } from "./errors.server";
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from "./password.server";
import { checkFailureDelay, checkLimits, countFailure, countHit, resetCount } from "./rate-limit.server";
import { endOtherSessions } from "./sessions.server";

/**
 * The account use cases (docs/product.md, "Accounts"): one function each, called
 * through their declarations (app/use-cases/accounts.server.ts) by the page forms
 * and the /api/* routes alike, with input already parsed by the use case's schema
 * (app/lib/account-schemas.ts) and plain values of the caller, never a Request.
 * Refusals are the AppError family of errors.server.ts.
 */

/** Where a call comes from: the client's address (the rate limits' key). Links in mails never follow the request (docs/decisions/0072-mail-links-and-replies.md). */
export interface CallOrigin {
  clientAddress: string;
}

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";

/** Failed passwords are counted per e-mail and IP: a stranger elsewhere cannot slow the owner (docs/decisions/0019-client-ip-and-rate-limits.md). */
const loginFailureKey = (email: string, ip: string) => `login-failures:${email.trim().toLowerCase()}|${ip}`;

/** Each answer that says whether an address has an account counts against this key's cap. */
function countEmailCheck(key: string) {
  checkLimits("e-mail address", [{ key, limit: authConfig.rateLimits.emailChecks }]);
  countHit(key);
}

export async function signUp(
  from: CallOrigin,
  input: SignUpInput,
  fallback?: NoJsFallbackFields,
): Promise<SessionUser> {
  const limits = authConfig.rateLimits;
  const ipKey = `signup:ip:${from.clientAddress}`;
  const emailKey = `signup:email:${input.email}`;
  checkLimits("sign-up", [
    { key: ipKey, limit: limits.signupPerIp },
    { key: emailKey, limit: limits.signupPerEmail },
  ]);
  countHit(ipKey);
  await verifyBotCheck("sign-up", from.clientAddress, input["cf-turnstile-response"] || undefined, fallback);
  // Only attempts that passed the bot check count against the address: a stranger's failed posts must not lock
  // its owner out (issue 20, defect 4; docs/decisions/0073-holds-quotas-and-form-limits.md).
  countHit(emailKey);
  // "Already exists" tells an address has an account: those answers are capped per IP
  // (new addresses are capped by the sign-up limits above).
  const checksKey = `email-checks:ip:${from.clientAddress}`;
  checkLimits("e-mail address", [{ key: checksKey, limit: authConfig.rateLimits.emailChecks }]);
  if (userByEmail(input.email)) {
    countHit(checksKey);
    throw new Conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    // Unverified until the address is proven (docs/decisions/0014-admin-rights.md). Every password account gets a
    // verification link; one that passed only the no-JavaScript fallback of the bot check may not save or submit
    // until it follows it (docs/decisions/0029-admin-dashboard-and-email-verification.md).
    const user = toSessionUser(
      insertUser({ email: input.email, passwordHash, provider: "email", passwordSetAt: new Date().toISOString() }),
    );
    if (turnstileConfigured() && !input["cf-turnstile-response"]) holdUntilVerified(user.id);
    sendVerificationMail(user.id);
    return user;
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (userByEmail(input.email)) throw new Conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function signIn(from: Pick<CallOrigin, "clientAddress">, input: SignInInput): Promise<SessionUser> {
  const limits = authConfig.rateLimits;
  const ip = from.clientAddress;
  const ipKey = `login:ip:${ip}`;
  const failureKey = loginFailureKey(input.email, ip);
  checkLimits("sign-in", [{ key: ipKey, limit: limits.loginPerIp }]);
  countHit(ipKey);
  checkFailureDelay("sign-in", failureKey);
  const user = userByEmail(input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!user || !ok) {
    countFailure(failureKey);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  resetCount(failureKey);
  // A hash made at an older cost is replaced now that the password is at hand (docs/decisions/0017-production-settings.md).
  if (user.passwordHash && needsRehash(user.passwordHash))
    updateUser(user.id, { passwordHash: await hashPassword(input.password) });
  return toSessionUser(user);
}

/** A new address is unproven: verification is cleared (a new link is sent), and so no ADMIN_EMAILS right can follow it. */
export function updateProfile(userId: number, input: ProfileInput): SessionUser {
  const current = userById(userId);
  if (!current) throw new Unauthorized();
  // Changing the address tells whether another account has it: capped per account.
  if (current.email !== input.email) countEmailCheck(`email-checks:user:${userId}`);
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
    ...(changed ? { emailVerified: false, emailVerifiedAt: null } : {}),
  });
  if (!row) throw new Unauthorized();
  if (changed && row.passwordHash) sendVerificationMail(row.id);
  return toSessionUser(row);
}

/**
 * Changes the password and ends every other session of the user
 * (docs/decisions/0016-server-side-sessions.md); `currentSessionId` is the one that stays.
 */
export async function changePassword(
  userId: number,
  input: PasswordChangeInput,
  currentSessionId: string | null,
): Promise<void> {
  const user = userById(userId);
  if (!user) throw new Unauthorized();
  if (!user.passwordHash) throw new BadRequest(GOOGLE_PASSWORD_SENTENCE);
  // A stolen session must not become a way to guess the password: the same growing delays as sign-in.
  const failureKey = `password-failures:user:${userId}`;
  checkFailureDelay("password", failureKey);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    countFailure(failureKey);
    throw new InvalidInput({ currentPassword: ["Current password is incorrect"] });
  }
  updateUser(userId, { passwordHash: await hashPassword(input.newPassword), passwordSetAt: new Date().toISOString() });
  endOtherSessions(userId, currentSessionId);
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
  assertMayWrite(userId);
  const code = input.defaultDepartureAirport;
  if (code && !findAirportByCode(code)) {
    throw new InvalidInput({ defaultDepartureAirport: [`No airport found with the code ${code}`] });
  }
  return toPreferences(replacePreferences(userId, input));
}
