import {
  PRIORITY_LABELS,
  type ContactInput,
  type PlaceSuggestionInput,
  type ReportInput,
} from "~/lib/feedback-schemas";
import { mailConfig } from "./mail-config.server";
import { adminRecipients, queueMail, type MailMessage } from "./mail.server";

/**
 * The mails a new contact message, report or place suggestion sends
 * (docs/product.md, "Contact, reports and the Admin Dashboard": the 24-48 hour promise):
 * a confirmation to the sender of a message or report, and a notice to every admin. Plain text only, so nothing
 * a visitor typed can become markup in a mail reader.
 */

const SIGNATURE = "\n\n-- \nAirportFinder\nFor reference only. Not official navigation data.";

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

function notices(kind: string, subject: string, text: string): MailMessage[] {
  return adminRecipients().map((to) => ({ kind: `admin-notice-${kind}`, to, subject, text: text + SIGNATURE }));
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
    ),
  );
}

export function mailForSuggestion(id: number, input: PlaceSuggestionInput) {
  queueMail(
    ...notices(
      "suggestion",
      `New place suggestion #${id} for ${input.airport_loc_id}`,
      `A new ${input.type} was suggested for ${input.airport_loc_id} (#${id}): ${input.name}\n\n${input.description}${adminLink("Review it at", `/admin/place-suggestions/${id}`)}`,
    ),
  );
}
