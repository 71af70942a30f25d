/**
 * The no-JavaScript bot-check fallback's time trap (docs/decisions/0013-auth-and-bot-check.md): a form
 * carries `formStartedAt`, the time it was served and an HMAC of it under the server's session secret.
 * A test signs one itself for any moment, so it can send a form "served 20 minutes ago" without waiting,
 * or one served just now, against a server whose SIGNUP_MIN_FORM_SECONDS it set.
 */
import { createHmac } from "node:crypto";
import { defaultServerEnv } from "./server";

/** A time-trap stamp for a form served at `servedAt` (ms since the epoch), as the server makes one. */
export function formStartedAt(servedAt: number, secret = defaultServerEnv.SESSION_SECRET!): string {
  const mac = createHmac("sha256", secret).update(`signup-form:${servedAt}`).digest("base64url");
  return `${servedAt}.${mac}`;
}
