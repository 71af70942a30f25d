import path from "node:path";
import { config } from "~/config.server";

const list = (value: string | undefined) =>
  (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

function seconds(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Mail and the public forms' limits (README "Mail"; docs/decisions/0027-mail-queue.md). */
export const mailConfig = {
  /** smtp://user:pass@host:587 or smtps://…; unset: mails are written as .eml files to the outbox. */
  smtpUrl: process.env.SMTP_URL ?? "",
  /** MAIL_FROM; unset: no-reply@ the PUBLIC_ORIGIN host, never localhost (docs/decisions/0072-mail-links-and-replies.md). */
  from: process.env.MAIL_FROM?.trim() || `AirportFinder <no-reply@${publicHost() || "airportfinder.invalid"}>`,
  outboxDir: path.resolve(process.env.MAIL_OUTBOX_DIR ?? path.join(path.dirname(config.databasePath), "outbox")),
  /** Who is told about new items; default: every admin (ADMIN_EMAILS and users marked admin). */
  adminNotifyEmails: list(process.env.ADMIN_NOTIFY_EMAILS),
  /** The first retry waits this long, then doubles per attempt up to retryMaxSeconds. */
  retryBaseSeconds: seconds(process.env.MAIL_RETRY_BASE_SECONDS, 30),
  retryMaxSeconds: seconds(process.env.MAIL_RETRY_MAX_SECONDS, 3600),
  /** How long one SMTP conversation may take. */
  sendTimeoutMs: seconds(process.env.MAIL_SEND_TIMEOUT_MS, 15_000),
  /**
   * The one origin every link in a mail is built from, never the request's
   * (docs/decisions/0072-mail-links-and-replies.md): PUBLIC_ORIGIN; in
   * development http://localhost:PORT; in production without PUBLIC_ORIGIN
   * none, and no mail that carries a link is sent.
   */
  linkOrigin: linkOrigin(),
};

function publicOrigin(): string {
  try {
    const text = process.env.PUBLIC_ORIGIN?.trim();
    return text ? new URL(text).origin : "";
  } catch {
    return "";
  }
}

function publicHost(): string {
  const origin = publicOrigin();
  return origin ? new URL(origin).hostname : "";
}

function linkOrigin(): string {
  const origin = publicOrigin();
  if (origin || config.isProduction) return origin;
  const port = Number(process.env.PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}

/** Shown on the admin dashboard while mails cannot carry links. */
export const MAIL_LINKS_OFF =
  "PUBLIC_ORIGIN is not set: no mail that carries a link (e-mail verification) is sent. Set PUBLIC_ORIGIN to the site's public address (e.g. https://airports.example.org).";

/** Per IP, per window of AUTH_RATE_LIMIT_WINDOW_SECONDS, for each of contact, report and suggestion. */
export const feedbackLimitPerIp = (() => {
  const n = Number(process.env.FEEDBACK_LIMIT_PER_IP);
  return Number.isInteger(n) && n > 0 ? n : 10;
})();
