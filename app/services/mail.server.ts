import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import {
  adminUserEmails,
  claimMail,
  dueMails,
  insertMail,
  markMailFailed,
  markMailSent,
  type MailRow,
} from "~/models/mail-queue.server";
import { isMailAddress } from "~/lib/mail-address";
import { retryDelaySeconds } from "~/lib/mail-retry";
import { authConfig } from "./auth-config.server";
import { mailConfig } from "./mail-config.server";

/**
 * Every e-mail the app sends goes through a queue table (docs/decisions/0027-mail-queue.md):
 * recorded first, then sent by nodemailer over SMTP (SMTP_URL) or, without
 * SMTP, written as an .eml file to the outbox folder. A failed send stays
 * pending and is retried with a doubling delay, so no mail is lost while the
 * mail server is down. Logs carry the mail's id and kind only, never an
 * address or text.
 *
 * Every server process runs the retry loop, and the process that queued a mail
 * sends it at once: each send first claims its row in one UPDATE, so exactly
 * one process sends a given mail (docs/decisions/0045-mail-claims.md).
 */

export interface MailMessage {
  /** What it is (contact-confirmation, admin-notice, …): logged with the id. */
  kind: string;
  to: string;
  /**
   * Where a reply goes: the sender of what an admin is told about, or the admins for a
   * note to a sender. Only plain e-mail addresses are kept (isMailAddress), so nothing
   * typed can add a header; none left, no Reply-To.
   */
  replyTo?: (string | null | undefined)[];
  subject: string;
  text: string;
}

let transport: Transporter | undefined;
function smtpTransport(): Transporter {
  transport ??= nodemailer.createTransport({
    url: mailConfig.smtpUrl,
    connectionTimeout: mailConfig.sendTimeoutMs,
    greetingTimeout: mailConfig.sendTimeoutMs,
    socketTimeout: mailConfig.sendTimeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return transport;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

async function send(mail: MailRow): Promise<"smtp" | "outbox"> {
  const message = {
    from: mailConfig.from,
    to: mail.toAddress,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.bodyText,
    headers: { "X-AirportFinder-Mail-Id": String(mail.id) },
  };
  if (mailConfig.smtpUrl) {
    await smtpTransport().sendMail(message);
    return "smtp";
  }
  const info = await outboxTransport.sendMail(message);
  fs.mkdirSync(mailConfig.outboxDir, { recursive: true });
  fs.writeFileSync(
    path.join(mailConfig.outboxDir, `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`),
    info.message as Buffer,
  );
  return "outbox";
}

/**
 * How long a claim holds: longer than one SMTP conversation can take (its connect,
 * greeting and socket timeouts), so a claim never runs out while its sender still
 * works; a process that died mid-send leaves a claim that ends after this.
 */
const claimMs = () => Math.max(60_000, 4 * mailConfig.sendTimeoutMs);

let running = false;
let again = false;

/** Sends every due mail once; a pass already running picks up the new ones when it ends. */
export async function deliverDueMail(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      for (const due of dueMails(new Date().toISOString())) {
        const mail = claimMail(due.id, new Date().toISOString(), new Date(Date.now() + claimMs()).toISOString());
        if (!mail) continue; // another process took it meanwhile
        try {
          const how = await send(mail);
          markMailSent(mail.id);
          console.log(`[mail] ${mail.id} (${mail.kind}) ${how === "smtp" ? "sent" : `written to the outbox`}`);
        } catch (error) {
          const attempts = mail.attempts + 1;
          const delay = retryDelaySeconds(attempts, mailConfig.retryBaseSeconds, mailConfig.retryMaxSeconds);
          // The error's code only: a server's message may quote the address.
          const code =
            (error as { code?: string; responseCode?: number }).code ??
            String((error as { responseCode?: number }).responseCode ?? "error");
          markMailFailed(mail.id, attempts, new Date(Date.now() + delay * 1000).toISOString(), code);
          console.warn(
            `[mail] ${mail.id} (${mail.kind}) not sent (${code}), attempt ${attempts}; next try in ${delay} s`,
          );
        }
      }
    } while (again);
  } finally {
    running = false;
  }
}

/** Records the mails, then starts sending them without making the caller wait. */
export function queueMail(...mails: MailMessage[]): number[] {
  const ids = mails.map(
    (m) =>
      insertMail({
        kind: m.kind,
        toAddress: m.to,
        replyTo: replyTo(m.replyTo),
        subject: m.subject,
        bodyText: m.text,
      }).id,
  );
  setImmediate(
    () =>
      void deliverDueMail().catch((e) =>
        console.error(`[mail] delivery pass failed: ${e instanceof Error ? e.name : "error"}`),
      ),
  );
  return ids;
}

/** The Reply-To header's value: the plain addresses of the list, or none. */
function replyTo(addresses: MailMessage["replyTo"]): string | null {
  const kept = [...new Set((addresses ?? []).filter(isMailAddress))];
  return kept.length ? kept.join(", ") : null;
}

/** Who hears about new items: ADMIN_NOTIFY_EMAILS, else every admin (ADMIN_EMAILS and users marked admin). */
export function adminRecipients(): string[] {
  if (mailConfig.adminNotifyEmails.length) return mailConfig.adminNotifyEmails;
  return [...new Set([...authConfig.adminEmails, ...adminUserEmails()])];
}

let loop: ReturnType<typeof setInterval> | undefined;

/** Retries pending mail in the background (cheap: one indexed query per tick). */
export function startMailRetryLoop() {
  if (loop) return;
  const everyMs = Math.min(mailConfig.retryBaseSeconds, 30) * 1000;
  loop = setInterval(() => void deliverDueMail().catch(() => console.error("[mail] delivery pass failed")), everyMs);
  loop.unref();
  void deliverDueMail().catch(() => console.error("[mail] delivery pass failed"));
}
