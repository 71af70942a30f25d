import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config, firstLine, stopStart } from "~/config.server";
import { OWNER_ONLY, OWNER_ONLY_FOLDER, restrictToOwner } from "~/models/owner-only-files.server";

const list = (value: string | undefined) =>
  (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/**
 * SESSION_SECRET signs the session and flash cookies. When it is not set, a
 * random secret is generated once and kept next to the database, so
 * `npm start` works on a fresh machine and sessions survive restarts.
 */
function sessionSecrets(): string[] {
  if (process.env.SESSION_SECRET) {
    const secrets = process.env.SESSION_SECRET.split(",").map((s) => s.trim());
    if (config.isProduction && secrets.some(isWeakSecret)) {
      stopStart(
        "SESSION_SECRET is too weak for production: use at least 32 random characters (e.g. `openssl rand -hex 32`).",
      );
    }
    return secrets;
  }
  const file = path.join(path.dirname(config.databasePath), ".session-secret");
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    restrictToOwner(file);
    return [secret];
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_FOLDER });
      fs.writeFileSync(file, secret, { mode: OWNER_ONLY });
    } catch (error) {
      stopStart(
        `SESSION_SECRET is not set and no secret could be stored next to the database (${firstLine(error)}). Set SESSION_SECRET or fix DATABASE_PATH.`,
      );
    }
    console.warn(`SESSION_SECRET is not set: generated one and stored it in ${file}`);
    return [secret];
  }
}

/**
 * Too short, or obviously not random: fewer than 32 characters, or fewer than
 * 10 different characters ("aaaa…", "1212…").
 */
export function isWeakSecret(secret: string): boolean {
  return secret.length < 32 || new Set(secret).size < 10;
}

export const authConfig = {
  sessionSecrets: sessionSecrets(),
  /**
   * Addresses whose accounts are admins once the address is verified (Google's
   * email_verified today); checked on every request, on the server
   * (docs/decisions/0014-admin-rights.md). `npm run admin:grant` needs no list.
   */
  adminEmails: new Set(list(process.env.ADMIN_EMAILS)),
  /** Secure cookies unless explicitly served over plain HTTP (e.g. tests on loopback). */
  secureCookies: config.isProduction && process.env.INSECURE_COOKIES !== "1",
  google: {
    clientId: process.env.GOOGLE_CLIENT_ID ?? "",
    clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? "",
    /** Overridable so tests can point the real strategy at a local fake provider. */
    authorizeUrl: process.env.GOOGLE_AUTHORIZE_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: process.env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
    userInfoUrl: process.env.GOOGLE_USERINFO_URL ?? "https://openidconnect.googleapis.com/v1/userinfo",
    /** The public origin for the callback URL; defaults to the request's origin. */
    publicOrigin: process.env.PUBLIC_ORIGIN ?? "",
  },
  turnstile: {
    siteKey: process.env.TURNSTILE_SITE_KEY ?? "",
    secretKey: process.env.TURNSTILE_SECRET_KEY ?? "",
    verifyUrl: process.env.TURNSTILE_VERIFY_URL ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    /** The widget's script; overridable so browser tests can load a local fake widget. */
    scriptUrl:
      process.env.TURNSTILE_SCRIPT_URL ?? "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    /** No-JS fallback (docs/decisions/0013-auth-and-bot-check.md): the sign-up form must be at least this old when posted. */
    minFormSeconds: wholeNumber(process.env.SIGNUP_MIN_FORM_SECONDS, 3),
  },
  /**
   * Kept in SQLite, shared by every process (docs/decisions/0019-client-ip-and-rate-limits.md).
   * Counts per window of AUTH_RATE_LIMIT_WINDOW_SECONDS; tests lower or raise them through the environment.
   */
  rateLimits: {
    windowSeconds: wholeNumber(process.env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 15 * 60),
    /** Sign-in attempts from one IP address (generous: a flying club may share one address). */
    loginPerIp: wholeNumber(process.env.LOGIN_LIMIT_PER_IP, 30),
    /**
     * Failed passwords for one e-mail from one IP address (and failed current-password
     * checks of one account): free at first, then a growing delay, never a lock-out of the owner.
     */
    failures: {
      freeFailures: wholeNumber(process.env.LOGIN_FAILURES_BEFORE_DELAY, 5),
      delayBaseSeconds: wholeNumber(process.env.LOGIN_DELAY_BASE_SECONDS, 30),
      delayMaxSeconds: wholeNumber(process.env.LOGIN_DELAY_MAX_SECONDS, 60 * 60),
    },
    /** Answers that tell whether an address has an account (sign-up "taken", profile e-mail change), per IP or account. */
    emailChecks: wholeNumber(process.env.EMAIL_CHECK_LIMIT, 10),
    /** Verification mails to one address, and for one account, per window: sign-up and e-mail change count, a resend is refused past it. */
    verifyMails: wholeNumber(process.env.VERIFY_MAIL_LIMIT, 3),
    /** Sign-up attempts from one IP address. */
    signupPerIp: wholeNumber(process.env.SIGNUP_LIMIT_PER_IP, 10),
    /** Sign-up attempts for one e-mail address. */
    signupPerEmail: wholeNumber(process.env.SIGNUP_LIMIT_PER_EMAIL, 5),
    /** Posts accepted through the no-JavaScript fallback from one IP address, per form (README, "Rate limits"). */
    noJsPerIp: {
      "sign-up": wholeNumber(process.env.NOJS_SIGNUP_LIMIT_PER_IP, 20),
      contact: wholeNumber(process.env.NOJS_CONTACT_LIMIT_PER_IP, 20),
      report: wholeNumber(process.env.NOJS_REPORT_LIMIT_PER_IP, 20),
      suggestion: wholeNumber(process.env.NOJS_SUGGESTION_LIMIT_PER_IP, 20),
    },
    /** Field reports and confirmations per day (README, "Rate limits"; docs/decisions/0082-field-report-contract.md). */
    fieldReports: {
      perUser: wholeNumber(process.env.FIELD_REPORTS_PER_USER_PER_DAY, 10),
      perIp: wholeNumber(process.env.FIELD_REPORTS_PER_IP_PER_DAY, 30),
      confirmationsPerUser: wholeNumber(process.env.FIELD_CONFIRMATIONS_PER_USER_PER_DAY, 50),
    },
  },
};

function wholeNumber(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && text.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : fallback;
}

export const googleConfigured = () => Boolean(authConfig.google.clientId && authConfig.google.clientSecret);
export const turnstileConfigured = () => Boolean(authConfig.turnstile.siteKey && authConfig.turnstile.secretKey);
