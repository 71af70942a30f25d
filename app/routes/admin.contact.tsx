import type { Route } from "./+types/admin.contact";
import { ActionToast } from "~/components/account-form-parts";
import {
  formatWhen,
  ListPager,
  ScrollList,
  StatusBadge,
  StatusButton,
  StatusFilter,
  useAutoRefresh,
} from "~/components/admin-parts";
import { CONTACT_STATUSES, type ContactStatus } from "~/lib/feedback-schemas";
import { contactActions, STATUS_LABELS } from "~/lib/feedback-status";
import { noteJustSent, takesNote } from "~/lib/sender-note";
import { notePreviewOf, SenderNoteForm } from "~/components/sender-note";
import { idFromForm, triageDoor } from "~/http/admin-form.server";
import { formAction } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { contactMessagesPageCase, setContactStatusCase } from "~/use-cases/feedback.server";

export const loader = loaderDoor(contactMessagesPageCase);

export const meta: Route.MetaFunction = () => [{ title: "Contact Messages | Admin Dashboard | AirportFinder" }];

export const action = formAction(
  triageDoor(setContactStatusCase, {
    paramsFrom: idFromForm,
    previewNote: true,
    done: (row) => ({
      title: "Status updated",
      description: `Message #${row.id} is now ${STATUS_LABELS[row.status]}.${row.noteSentAt && noteJustSent(row.noteSentAt, row.updatedAt) ? " The note is on its way to the sender." : ""}`,
    }),
  }),
);

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const { items, status } = loaderData;
  const preview = notePreviewOf(actionData);
  useAutoRefresh();
  return (
    <section aria-labelledby="admin-contact-heading">
      <h2 id="admin-contact-heading" className="mb-3 text-xl font-bold text-navy-900">
        Contact Messages
      </h2>
      <ActionToast toast={actionData?.toast} />
      <StatusFilter path="/admin/contact" statuses={CONTACT_STATUSES} current={status} />
      <ScrollList
        label="Contact messages"
        empty={status ? `No ${STATUS_LABELS[status]?.toLowerCase()} messages.` : "No messages yet."}
      >
        {items.map((m) => (
          <li key={m.id} className="card p-4" data-testid={`contact-${m.id}`} data-focus-row>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={m.status} />
              <h3 tabIndex={-1} data-focus-heading className="font-semibold text-slate-900">
                {m.name}
              </h3>
              {/* A reply reaches the sender (docs/decisions/0072-mail-links-and-replies.md). */}
              <a href={`mailto:${m.email}`} className="standalone-link break-all text-sm text-slate-700 underline">
                {m.email}
              </a>
              <span className="ml-auto text-xs text-slate-600">
                #{m.id} · {formatWhen(m.createdAt)}
              </span>
            </div>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {contactActions(m.status as ContactStatus)
                .filter((a) => a.to !== m.status && !takesNote(a.to))
                .map((a) => (
                  <StatusButton key={a.to} id={m.id} to={a.to} label={a.label} />
                ))}
            </div>
            <SenderNoteForm
              card={{ id: m.id, kind: "contact", email: m.email, noteText: m.noteText, noteSentAt: m.noteSentAt }}
              actions={contactActions(m.status as ContactStatus).filter((a) => a.to !== m.status && takesNote(a.to))}
              preview={preview?.id === m.id ? preview : null}
            />
          </li>
        ))}
      </ScrollList>
      <ListPager path="/admin/contact" list={loaderData} label="Contact message pages" noun="messages" />
    </section>
  );
}
