import type { Route } from "./+types/admin.contact";
import { ActionToast } from "~/components/account-form-parts";
import {
  formatWhen,
  ScrollList,
  StatusBadge,
  StatusButton,
  StatusFilter,
  useAutoRefresh,
} from "~/components/admin-parts";
import { CONTACT_STATUSES, contactStatusSchema, type ContactStatus } from "~/lib/feedback-schemas";
import { contactActions, STATUS_LABELS } from "~/lib/feedback-status";
import { formId, runAdminUpdate } from "~/http/admin-form.server";
import { parseInput } from "~/http/json-errors.server";
import { requireAdmin } from "~/http/session.server";
import { contactMessages, setContactStatus } from "~/services/feedback.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = new URL(request.url).searchParams.get("status");
  const current = (CONTACT_STATUSES as readonly string[]).includes(status ?? "") ? status : null;
  return { status: current, items: contactMessages(current) };
}

export const meta: Route.MetaFunction = () => [{ title: "Contact Messages | Admin Dashboard | AirportFinder" }];

export async function action({ request }: Route.ActionArgs) {
  return runAdminUpdate(request, (form) => {
    const { status } = parseInput(contactStatusSchema, { status: form.get("status") });
    const row = setContactStatus(formId(form), status);
    return { title: "Status updated", description: `Message #${row.id} is now ${STATUS_LABELS[row.status]}.` };
  });
}

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const { items, status } = loaderData;
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
          <li key={m.id} className="card p-4" data-testid={`contact-${m.id}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={m.status} />
              <span className="font-semibold text-slate-900">{m.name}</span>
              <span className="break-all text-sm text-slate-700">{m.email}</span>
              <span className="ml-auto text-xs text-slate-600">
                #{m.id} · {formatWhen(m.createdAt)}
              </span>
            </div>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {contactActions(m.status as ContactStatus)
                .filter((a) => a.to !== m.status)
                .map((a) => (
                  <StatusButton key={a.to} id={m.id} to={a.to} label={a.label} />
                ))}
            </div>
          </li>
        ))}
      </ScrollList>
    </section>
  );
}
