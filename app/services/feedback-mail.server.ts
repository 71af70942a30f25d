import {
  PRIORITY_LABELS,
  type ContactInput,
  type PlaceSuggestionInput,
  type ReportInput,
} from "~/lib/feedback-schemas";
import { MAIL_SIGNATURE, senderNoteMail, type SenderNoteKind } from "~/lib/sender-note";
import { isMailAddress } from "~/lib/mail-address";
import { mailConfig } from "./mail-config.server";
import { adminRecipients, queueMail, type MailMessage } from "./mail.server";

/**
 * The mails a new contact message, report or place suggestion sends
 * (docs/product.md, "Contact, reports and the Admin Dashboard": the 24-48 hour promise):
 * a confirmation to the sender of a message or report, and a notice to every admin. Plain text only, so nothing
 * a visitor typed can become markup in a mail reader.
 */

const SIGNATURE = MAIL_SIGNATURE;

/**
 * The sender's confirmation names the reference and the kind of form only: its
 * address was typed by whoever filled in the form, so quoting anything they
 * typed (their name included) would let anyone mail any text to any address
 * under our name (docs/decisions/0072-mail-links-and-replies.md).
 */
function confirmation(id: number, what: string) {
  return `Hello,\n\nThank you for your ${what} to AirportFinder (reference #${id}). It has reached us. We'll get back to you within 24-48 hours.\n\nIf you did not write to us, ignore this mail.${SIGNATURE}`;
}

/** A link to the admin page from the configured origin only; without one the notice carries none (docs/decisions/0072-mail-links-and-replies.md). */
const adminLink = (words: string, path: string) =>
  mailConfig.linkOrigin ? `\n\n${words} ${mailConfig.linkOrigin}${path}` : "";

/** The admins' notices; a reply goes to whoever wrote in (Reply-To, when their address is one). */
function notices(kind: string, subject: string, text: string, sender: string | null | undefined): MailMessage[] {
  return adminRecipients().map((to) => ({
    kind: `admin-notice-${kind}`,
    to,
    replyTo: [sender],
    subject,
    text: text + SIGNATURE,
  }));
}

export function mailForContact(id: number, input: ContactInput) {
  queueMail(
    {
      kind: "contact-confirmation",
      to: input.email,
      subject: "We received your message",
      text: confirmation(id, "contact message"),
    },
    ...notices(
      "contact",
      `New contact message #${id}`,
      `A new contact message (#${id}) arrived from ${input.name} <${input.email}>.\n\n${input.message}${adminLink("Triage it at", "/admin/contact")}`,
      input.email,
    ),
  );
}

export function mailForReport(id: number, input: ReportInput) {
  const what = input.type === "bug" ? "bug report" : "feature request";
  const details = [
    `Title: ${input.title}`,
    `Priority: ${input.priority} (${PRIORITY_LABELS[input.priority]})`,
    input.type === "bug" && input.airport ? `Airport: ${input.airport}` : null,
    input.type === "bug" && input.browser ? `Browser/device: ${input.browser}` : null,
  ]
    .filter(Boolean)
    .join("\n");
  queueMail(
    {
      kind: "report-confirmation",
      to: input.email,
      subject: `We received your ${what}`,
      text: confirmation(id, what),
    },
    ...notices(
      "report",
      `New ${what} #${id}: ${input.title}`,
      `A new ${what} (#${id}) from <${input.email}>.\n\n${details}\n\n${input.description}${adminLink("Triage it at", "/admin/reports")}`,
      input.email,
    ),
  );
}

export function mailForSuggestion(id: number, input: PlaceSuggestionInput) {
  queueMail(
    ...notices(
      "suggestion",
      `New place suggestion #${id} for ${input.airport_loc_id}`,
      `A new ${input.type} was suggested for ${input.airport_loc_id} (#${id}): ${input.name}\n\n${input.description}${adminLink("Review it at", `/admin/place-suggestions/${id}`)}`,
      input.user_email,
    ),
  );
}

/**
 * The admin's note to whoever wrote in, with a move to resolved or closed: the words the
 * preview showed (app/lib/sender-note.ts); a reply reaches the admins' notice address when
 * one is configured (docs/decisions/0076-replies-that-reach-the-sender.md).
 */
export function mailSenderNote(kind: SenderNoteKind, id: number, status: string, to: string, note: string) {
  queueMail({
    kind: "sender-note",
    to,
    replyTo: mailConfig.adminNotifyEmails,
    ...senderNoteMail(kind, id, status, note),
  });
}

/**
 * A suggestion made into a place tells its author, when the suggestion carries an address:
 * the place's name and the airport, and the airport page's link only from the configured
 * origin (docs/decisions/0072-mail-links-and-replies.md, 0076-replies-that-reach-the-sender.md).
 */
export function mailSuggestionListed(
  suggestion: { id: number; name: string; type: string; userEmail: string | null },
  airport: { pageId: string; name: string },
) {
  if (!isMailAddress(suggestion.userEmail)) return;
  const what = suggestion.type === "landmark" ? "landmark" : "activity";
  const link = mailConfig.linkOrigin
    ? `\n\nSee it at ${mailConfig.linkOrigin}/airport/${encodeURIComponent(airport.pageId)}`
    : "";
  queueMail({
    kind: "suggestion-listed",
    to: suggestion.userEmail,
    replyTo: mailConfig.adminNotifyEmails,
    subject: `Your suggestion is listed: ${suggestion.name}`,
    text: `Hello,\n\nThank you for your suggestion (reference #${suggestion.id}). The ${what} "${suggestion.name}" is now listed for ${airport.name} (${airport.pageId}) on AirportFinder.${link}${SIGNATURE}`,
  });
}
