import { createHmac, timingSafeEqual } from "node:crypto";
import { addVerificationHold, clearVerificationHold, hasVerificationHold } from "~/models/email-verification.server";
import { markEmailVerified, userById } from "~/models/users.server";
import { authConfig } from "./auth-config.server";
import { Conflict, Forbidden } from "./errors.server";
import { mailConfig } from "./mail-config.server";
import { queueMail } from "./mail.server";
import { blockedFor, checkLimits, countHit } from "./rate-limit.server";

/**
 * E-mail verification of password accounts (docs/decisions/0029-admin-dashboard-and-email-verification.md): a
 * link with a token signed by HMAC-SHA256 under the session secret, valid for
 * 48 hours, bound to the user id AND the address, so a link sent before the
 * address changed proves nothing. Sent at sign-up and when the address changes.
 */

export const VERIFY_LINK_HOURS = 48;
export const VERIFY_FIRST = "Please verify your e-mail address first: follow the link we sent you.";

const mac = (userId: number, email: string, expires: number) =>
  createHmac("sha256", authConfig.sessionSecrets[0]!)
    .update(`verify-email:${userId}:${email.toLowerCase()}:${expires}`)
    .digest("base64url");

export function verificationToken(userId: number, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFY_LINK_HOURS * 3600;
  return `${userId}.${expires}.${mac(userId, email, expires)}`;
}

export type VerifyOutcome = { ok: true; userId: number } | { ok: false; reason: "invalid" | "expired" };

/** Checks a token against the user's current address; on success marks it verified and lifts any hold. */
export function verifyEmailToken(token: string, now = Date.now()): VerifyOutcome {
  const [idText, expText, given] = token.split(".");
  const userId = Number(idText);
  const expires = Number(expText);
  if (!Number.isInteger(userId) || !Number.isInteger(expires) || !given) return { ok: false, reason: "invalid" };
  const user = userById(userId);
  if (!user) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(userId, user.email, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: "invalid" };
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  markEmailVerified(userId);
  clearVerificationHold(userId);
  return { ok: true, userId };
}

/**
 * Queues the verification mail for the user's current address; its link is
 * built from the configured origin only, and without one no mail is sent
 * (docs/decisions/0072-mail-links-and-replies.md).
 */
export function sendVerificationMail(userId: number) {
  const user = userById(userId);
  if (!user || !mailConfig.linkOrigin) return;
  const link = `${mailConfig.linkOrigin}/verify-email?token=${encodeURIComponent(verificationToken(user.id, user.email))}`;
  const limits = mailLimits(user.id, user.email);
  // Past the limit a sign-up or an address change still happens, without its mail: the user may ask again later.
  if (limits.some(({ key, limit }) => blockedFor(key, limit) > 0)) return;
  for (const { key } of limits) countHit(key);
  queueMail({
    kind: "verify-email",
    to: user.email,
    subject: "Please verify your e-mail address",
    text: `Hello,\n\nPlease confirm that this is your e-mail address for AirportFinder by opening this link within ${VERIFY_LINK_HOURS} hours:\n\n${link}\n\nIf you did not create an account, ignore this mail.\n\n-- \nAirportFinder`,
  });
}

export const ALREADY_VERIFIED = "Your e-mail address is already verified.";

/**
 * The mail again, on the user's request: refused once the account or its address had
 * VERIFY_MAIL_LIMIT mails in the window, so that no account can fill someone's inbox with
 * them (an address is set by whoever types it), and for an address already verified.
 */
export function resendVerificationMail(userId: number) {
  const user = userById(userId);
  if (!user) return;
  if (user.emailVerified) throw new Conflict(ALREADY_VERIFIED);
  checkLimits("verification e-mail", mailLimits(user.id, user.email));
  sendVerificationMail(user.id);
}

const mailLimits = (userId: number, email: string) => {
  const limit = authConfig.rateLimits.verifyMails;
  return [
    { key: `verify-mail:account:${userId}`, limit },
    { key: `verify-mail:to:${email.toLowerCase()}`, limit },
  ];
};

/** A sign-up that passed only the no-JavaScript fallback must verify before saving or submitting. */
export function holdUntilVerified(userId: number) {
  addVerificationHold(userId);
}

/** Throws Forbidden (403) while the user's account is on hold until its address is verified. */
export function assertMayWrite(userId: number | null | undefined) {
  if (userId != null && hasVerificationHold(userId)) throw new Forbidden(VERIFY_FIRST);
}
