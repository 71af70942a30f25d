import { createHmac, timingSafeEqual } from "node:crypto";
import { BOT_CHECK_REQUIRED, BOT_CHECK_REQUIRED_TITLE } from "~/lib/bot-check";
import { authConfig, turnstileConfigured } from "./auth-config.server";
import { InvalidInput } from "./errors.server";
import { checkLimits, countHit } from "./rate-limit.server";

/**
 * The sign-up bot check (docs/decisions/0013-auth-and-bot-check.md): Cloudflare Turnstile verified on
 * the server (siteverify), and, for browsers without JavaScript where the widget
 * cannot run, a fallback of a honeypot field, a signed time trap and a per-IP
 * limit. Off when TURNSTILE_SITE_KEY / TURNSTILE_SECRET_KEY are not set.
 */

/** The server's messages mention "Security verification" so the page shows them as they are (docs/product.md, "Accounts"). */
export const BOT_CHECK_FAILED = "Security verification failed. Please try again.";
const BOT_CHECK_UNAVAILABLE = "Security verification is unavailable right now. Please try again in a minute.";
const FALLBACK_FAILED = "Security verification failed. Please wait a few seconds, then submit the form again.";

const TIME_TRAP_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** A refused bot check: 400, shown on the widget's field, with the spec's toast title. */
export class BotCheckFailed extends InvalidInput {
  constructor(message: string, title = "Sign up failed") {
    super({ "cf-turnstile-response": [message] }, message, title);
    this.name = "BotCheckFailed";
  }
}

/** The forms with a bot check; each has its own no-JavaScript limit and words (docs/decisions/0073-holds-quotas-and-form-limits.md). */
export type BotCheckedForm = "sign-up" | "contact" | "report" | "suggestion";

export interface NoJsFallbackFields {
  honeypot: string | null;
  formStartedAt: string | null;
}

export interface BotCheckConfig {
  enabled: boolean;
  siteKey: string | null;
  scriptUrl: string;
}

export function botCheckConfig(): BotCheckConfig {
  const enabled = turnstileConfigured();
  return { enabled, siteKey: enabled ? authConfig.turnstile.siteKey : null, scriptUrl: authConfig.turnstile.scriptUrl };
}

/** What a page with a bot-checked form (sign-up, contact, report, suggestion) gives it: the check's settings and a fresh time trap. */
export function botCheckForm(): { botCheck: BotCheckConfig; formStartedAt: string } {
  return { botCheck: botCheckConfig(), formStartedAt: timeTrapStamp() };
}

const sign = (text: string) =>
  createHmac("sha256", authConfig.sessionSecrets[0]!).update(`signup-form:${text}`).digest("base64url");

/** A fresh time-trap value for a sign-up form being served now. */
export function timeTrapStamp(now = Date.now()): string {
  return `${now}.${sign(String(now))}`;
}

function timeTrapAgeMs(stamp: string | null, now = Date.now()): number | null {
  const [time, mac] = (stamp ?? "").split(".");
  if (!time || !mac || !/^\d+$/.test(time)) return null;
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - Number(time);
}

/**
 * Passes, or throws BotCheckFailed with the spec's text. `clientAddress` is the
 * caller's (the per-IP limit, and siteverify's remoteip); `fallback` is present
 * only for the HTML form (a JSON client always sends the widget's token).
 */
export async function verifyBotCheck(
  form: BotCheckedForm,
  clientAddress: string,
  token: string | undefined,
  fallback?: NoJsFallbackFields,
): Promise<void> {
  if (!turnstileConfigured()) return;
  if (token) return verifyTurnstileToken(clientAddress, token);
  if (!fallback) throw new BotCheckFailed(BOT_CHECK_REQUIRED, BOT_CHECK_REQUIRED_TITLE);
  return verifyNoJsFallback(form, clientAddress, fallback);
}

async function verifyTurnstileToken(clientAddress: string, token: string) {
  const body = new URLSearchParams({ secret: authConfig.turnstile.secretKey, response: token });
  if (clientAddress !== "unknown") body.set("remoteip", clientAddress);
  let outcome: { success?: unknown; "error-codes"?: unknown };
  try {
    const res = await fetch(authConfig.turnstile.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(8_000),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    outcome = await res.json();
  } catch (error) {
    console.error(`Turnstile siteverify failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new BotCheckFailed(BOT_CHECK_UNAVAILABLE);
  }
  if (outcome.success !== true) throw new BotCheckFailed(BOT_CHECK_FAILED);
}

/** Each form counts in a bucket of its own, sized for many pilots behind one FBO's Wi-Fi. */
function verifyNoJsFallback(form: BotCheckedForm, clientAddress: string, fields: NoJsFallbackFields) {
  const key = `nojs-${form}:ip:${clientAddress}`;
  checkLimits(form, [{ key, limit: authConfig.rateLimits.noJsPerIp[form] }]);
  if (fields.honeypot) throw new BotCheckFailed(FALLBACK_FAILED);
  const age = timeTrapAgeMs(fields.formStartedAt);
  if (age === null || age > TIME_TRAP_MAX_AGE_MS) throw new BotCheckFailed(FALLBACK_FAILED);
  if (age < authConfig.turnstile.minFormSeconds * 1000) throw new BotCheckFailed(FALLBACK_FAILED);
  countHit(key);
}
