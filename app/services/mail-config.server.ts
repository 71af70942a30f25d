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
  from: process.env.MAIL_FROM ?? "AirportFinder <no-reply@localhost>",
  outboxDir: path.resolve(process.env.MAIL_OUTBOX_DIR ?? path.join(path.dirname(config.databasePath), "outbox")),
  /** Who is told about new items; default: every admin (ADMIN_EMAILS and users marked admin). */
  adminNotifyEmails: list(process.env.ADMIN_NOTIFY_EMAILS),
  /** The first retry waits this long, then doubles per attempt up to retryMaxSeconds. */
  retryBaseSeconds: seconds(process.env.MAIL_RETRY_BASE_SECONDS, 30),
  retryMaxSeconds: seconds(process.env.MAIL_RETRY_MAX_SECONDS, 3600),
  /** How long one SMTP conversation may take. */
  sendTimeoutMs: seconds(process.env.MAIL_SEND_TIMEOUT_MS, 15_000),
  /** Public origin for links in mails (verification); default: the request's. */
  publicOrigin: (process.env.PUBLIC_ORIGIN ?? "").replace(/\/+$/, ""),
};

/** Per IP, per window of AUTH_RATE_LIMIT_WINDOW_SECONDS, for each of contact, report and suggestion. */
export const feedbackLimitPerIp = (() => {
  const n = Number(process.env.FEEDBACK_LIMIT_PER_IP);
  return Number.isInteger(n) && n > 0 ? n : 10;
})();
