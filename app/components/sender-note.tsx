import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { formatWhen } from "~/components/admin-parts";
import { ToastOutlet } from "~/components/toaster";
import type { StatusAction } from "~/lib/feedback-status";
import { SEND_NOTE_FIELD, SENDER_NOTE_MAX, senderNoteMail, takesNote, type SenderNoteKind } from "~/lib/sender-note";
import { useHydrated } from "~/lib/use-hydrated";
import { busyProps } from "~/components/status-button";

/**
 * A triage card's moves to Resolved or Closed, with an optional note to whoever wrote in
 * (docs/decisions/0076-replies-that-reach-the-sender.md). A move with a note is shown
 * first: the server answers the preview (the `send_note` confirmation is missing), which
 * is a modal dialog with JavaScript and a part of the card without; its Send button
 * posts the same move with the confirmation.
 */

interface Card {
  id: number;
  kind: SenderNoteKind;
  email: string;
  noteText: string | null;
  noteSentAt: string | null;
}

/** The note a post asked to preview, read from the refusal's values; null when this answer is no preview. */
export function notePreviewOf(answer: unknown): { id: number; status: string; note: string; answer: unknown } | null {
  const result = (answer as { lastResult?: SubmissionResult<string[]> } | undefined)?.lastResult;
  if (!result?.error?.[SEND_NOTE_FIELD]) return null;
  const sent = (result.initialValue ?? {}) as Record<string, unknown>;
  const id = Number(sent.id);
  const status = typeof sent.status === "string" ? sent.status : "";
  const note = typeof sent.note === "string" ? sent.note.trim() : "";
  return Number.isInteger(id) && takesNote(status) && note ? { id, status, note, answer } : null;
}

export function SenderNoteForm({
  card,
  actions,
  preview,
}: {
  card: Card;
  /** The card's moves that may carry a note (resolved, closed) among its allowed ones. */
  actions: StatusAction<string>[];
  /** The note to show before it goes; `answer` is the post's answer it came from (a new one opens the dialog again). */
  preview: { status: string; note: string; answer: unknown } | null;
}) {
  const noteId = `note-${card.kind}-${card.id}`;
  return (
    <>
      {card.noteSentAt && (
        <div className="mt-2 rounded border border-green-200 bg-green-50 p-2 text-xs text-slate-800">
          <p className="font-semibold text-green-900">Note sent to the sender, {formatWhen(card.noteSentAt)}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{card.noteText}</p>
        </div>
      )}
      {actions.length > 0 && (
        <Form method="post" preventScrollReset className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={card.id} />
          <details open={preview !== null}>
            <summary className="cursor-pointer text-sm font-semibold text-navy-700">
              Add a note to the sender<span className="sr-only"> of #{card.id}</span>
            </summary>
            <label htmlFor={noteId} className="field-label mt-2 break-words">
              Note to {card.email} (optional; sent with Resolved or Close, shown to you first)
            </label>
            <textarea
              id={noteId}
              name="note"
              rows={3}
              maxLength={SENDER_NOTE_MAX}
              defaultValue={preview?.note ?? ""}
              className="field-input"
            />
          </details>
          <div className="flex flex-wrap gap-2">
            {actions.map((a) => (
              <button
                key={a.to}
                type="submit"
                name="status"
                value={a.to}
                className={`${a.to === "closed" ? "btn-secondary" : "btn-primary"} px-3 py-1 text-sm`}
              >
                {a.label}
              </button>
            ))}
          </div>
        </Form>
      )}
      {preview && <NotePreview card={card} status={preview.status} note={preview.note} answer={preview.answer} />}
    </>
  );
}

function NotePreview({ card, status, note, answer }: { card: Card; status: string; note: string; answer: unknown }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, [answer]);
  const mail = senderNoteMail(card.kind, card.id, status, note);
  const headingId = `note-preview-${card.kind}-${card.id}`;
  const verb = status === "closed" ? "close" : "mark Resolved";
  const body = (
    <>
      <h3 id={headingId} className="font-semibold text-navy-900">
        Check the note before it is sent
      </h3>
      <dl className="mt-2 grid gap-1 text-sm text-slate-800">
        <div>
          <dt className="inline font-semibold">To: </dt>
          <dd className="inline break-all">{card.email}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Subject: </dt>
          <dd className="inline break-words">{mail.subject}</dd>
        </div>
      </dl>
      <pre className="mt-2 max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-white p-2 font-sans text-sm text-slate-900">
        {mail.text}
      </pre>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="status" value={status} />
        <input type="hidden" name="note" value={note} />
        <input type="hidden" name={SEND_NOTE_FIELD} value="on" />
        <button type="submit" className="btn-primary px-3 py-1.5 text-sm" {...busyProps(busy)}>
          {`Send the note and ${verb}`}
        </button>
        {hydrated ? (
          <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => dialog.current?.close()}>
            Edit the note
          </button>
        ) : (
          <a href={`#note-${card.kind}-${card.id}`} className="btn-secondary px-3 py-1.5 text-sm">
            Edit the note
          </a>
        )}
      </Form>
    </>
  );
  if (!hydrated)
    return (
      <section aria-labelledby={headingId} className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3">
        {body}
      </section>
    );
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-lg p-4 text-left shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      {body}
      <ToastOutlet />
    </dialog>
  );
}
