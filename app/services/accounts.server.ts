import { GOOGLE_PASSWORD_SENTENCE, type PasswordChangeInput, type Preferences, type PreferencesInput, type ProfileInput, type SignInInput, type SignUpInput } from "~/lib/account-schemas";
import { findAirportByCode } from "~/models/airports.server";
import {
  insertUser,
  preferencesOfUser,
  replacePreferences,
  updateUser,
  userByEmail,
  userByGoogleSubject,
  userById,
  type PreferencesRow,
} from "~/models/users.server";
import { authConfig } from "./auth-config.server";
import { BotCheckFailed, verifyBotCheck, type NoJsFallbackFields } from "./bot-check.server";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.server";
import { checkFailureDelay, checkLimits, clientIp, countFailure, countHit, RateLimited, resetCount } from "./rate-limit.server";
import { getUser, toSessionUser, type SessionUser } from "~/http/session.server";

/**
 * The account use cases (spec §2 Sign-in and My Account, §5, §7, §8): one
 * function each, called by the HTML actions and by the /api/* routes alike,
 * with input already parsed by the use case's schema (app/lib/account-schemas.ts).
 */

/** A use case's refusal: the HTTP status for the JSON call, the message, field errors for the form. */
export class AccountError extends Error {
  constructor(
    public status: number,
    message: string,
    public fieldErrors?: Record<string, string[]>,
    public retryAfterSeconds?: number,
    /** The toast title the page shows, when the use case has its own (bot check). */
    public title?: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** Turns the errors account code throws into an AccountError, or null for anything else. */
export function asAccountError(error: unknown): AccountError | null {
  if (error instanceof AccountError) return error;
  if (error instanceof RateLimited) return new AccountError(429, error.message, undefined, error.retryAfterSeconds);
  if (error instanceof BotCheckFailed) {
    return new AccountError(400, error.message, { "cf-turnstile-response": [error.message] }, undefined, error.title);
  }
  return null;
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
  // "Already exists" tells an address has an account: those answers are capped per IP
  // (new addresses are capped by the sign-up limits above).
  const checksKey = `email-checks:ip:${clientIp(request)}`;
  checkLimits("e-mail address", [{ key: checksKey, limit: authConfig.rateLimits.emailChecks }]);
  if (userByEmail(input.email)) {
    countHit(checksKey);
    throw new AccountError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return toSessionUser(insertUser({ email: input.email, passwordHash, provider: "email" }));
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (userByEmail(input.email)) throw new AccountError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function signIn(request: Request, input: SignInInput): Promise<SessionUser> {
  const limits = authConfig.rateLimits;
  const ip = clientIp(request);
  const ipKey = `login:ip:${ip}`;
  const failureKey = loginFailureKey(input.email, ip);
  checkLimits("sign-in", [{ key: ipKey, limit: limits.loginPerIp }]);
  countHit(ipKey);
  checkFailureDelay("sign-in", failureKey);
  const user = userByEmail(input.email);
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstNothing(input.password);
  if (!user || !ok) {
    countFailure(failureKey);
    throw new AccountError(401, INVALID_CREDENTIALS);
  }
  resetCount(failureKey);
  return toSessionUser(user);
}

export function updateProfile(userId: number, input: ProfileInput): SessionUser {
  // Changing the address tells whether another account has it: capped per account.
  if (userById(userId)?.email !== input.email) countEmailCheck(`email-checks:user:${userId}`);
  const other = userByEmail(input.email);
  if (other && other.id !== userId) {
    const message = "This email is already used by another account";
    throw new AccountError(409, message, { email: [message] });
  }
  const row = updateUser(userId, { email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null });
  if (!row) throw new AccountError(401, "Unauthorized");
  return toSessionUser(row);
}

export async function changePassword(userId: number, input: PasswordChangeInput): Promise<void> {
  const user = userById(userId);
  if (!user) throw new AccountError(401, "Unauthorized");
  if (!user.passwordHash) throw new AccountError(400, GOOGLE_PASSWORD_SENTENCE);
  // A stolen session must not become a way to guess the password: the same growing delays as sign-in.
  const failureKey = `password-failures:user:${userId}`;
  checkFailureDelay("password", failureKey);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    countFailure(failureKey);
    const message = "Current password is incorrect";
    throw new AccountError(400, message, { currentPassword: [message] });
  }
  updateUser(userId, { passwordHash: await hashPassword(input.newPassword) });
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

/** The signed-in visitor's saved search defaults, or null (signed out, or never saved). */
export async function savedSearchDefaults(request: Request): Promise<Preferences | null> {
  const user = await getUser(request);
  const row = user ? preferencesOfUser(user.id) : undefined;
  return row ? toPreferences(row) : null;
}

export function savePreferences(userId: number, input: PreferencesInput): Preferences {
  const code = input.defaultDepartureAirport;
  if (code && !findAirportByCode(code)) {
    const message = `No airport found with the code ${code}`;
    throw new AccountError(400, message, { defaultDepartureAirport: [message] });
  }
  return toPreferences(replacePreferences(userId, input));
}

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/**
 * The user a Google sign-in belongs to: the one linked to this Google account,
 * else the one with its (verified) e-mail, now linked, else a new user whose
 * provider is google (spec §3).
 */
export function signInWithGoogle(profile: GoogleProfile): { user: SessionUser; created: boolean } {
  const linked = userByGoogleSubject(profile.sub);
  if (linked) return { user: toSessionUser(linked), created: false };
  if (!profile.emailVerified) throw new AccountError(400, "Your Google account's email address is not verified.");
  const existing = userByEmail(profile.email);
  if (existing) {
    const row = updateUser(existing.id, {
      googleSubject: profile.sub,
      firstName: existing.firstName ?? profile.givenName,
      lastName: existing.lastName ?? profile.familyName,
    });
    return { user: toSessionUser(row ?? existing), created: false };
  }
  const row = insertUser({
    email: profile.email,
    passwordHash: null,
    provider: "google",
    googleSubject: profile.sub,
    firstName: profile.givenName,
    lastName: profile.familyName,
  });
  return { user: toSessionUser(row), created: true };
}
