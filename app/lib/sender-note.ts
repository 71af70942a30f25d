/**
 * The note an admin may send whoever wrote in when a contact message or report moves to
 * Resolved or Closed (docs/decisions/0076-replies-that-reach-the-sender.md): the mail's
 * words, made here so that the preview the admin reads is the mail that goes. Client-safe.
 */

export const SENDER_NOTE_MAX = 2000;

/** The page's confirmation that the previewed note may go: the preview's Send button sets it. */
export const SEND_NOTE_FIELD = "send_note";

/** The moves a note may go with. */
export const NOTE_STATUSES = ["resolved", "closed"] as const;
export const takesNote = (status: string) => (NOTE_STATUSES as readonly string[]).includes(status);

/** The move just made sent the note (its time is the move's): the toast says so. */
export const noteJustSent = (noteSentAt: string, updatedAt: string) => noteSentAt === updatedAt;

export type SenderNoteKind = "contact" | "bug" | "feature";

const WHAT: Record<SenderNoteKind, string> = {
  contact: "contact message",
  bug: "bug report",
  feature: "feature request",
};

export const MAIL_SIGNATURE = "\n\n-- \nAirportFinder\nFor reference only. Not official navigation data.";

export function senderNoteMail(kind: SenderNoteKind, id: number, status: string, note: string) {
  const what = WHAT[kind];
  const state = status === "closed" ? "closed" : "resolved";
  return {
    subject: `Your ${what} #${id} is ${state}`,
    text: `Hello,\n\nYour ${what} to AirportFinder (reference #${id}) is now ${state}. A note from us:\n\n${note.trim()}${MAIL_SIGNATURE}`,
  };
}
