import type { Route } from "./+types/admin.reports";
import { ActionToast } from "~/components/account-form-parts";
import { formatWhen, ListPager, ScrollList, StatusBadge, StatusButton, StatusFilter } from "~/components/admin-parts";
import { PRIORITY_LABELS, REPORT_STATUSES, type Priority, type ReportStatus } from "~/lib/feedback-schemas";
import { reportActions, STATUS_LABELS } from "~/lib/feedback-status";
import { noteJustSent, takesNote } from "~/lib/sender-note";
import { notePreviewOf, SenderNoteForm } from "~/components/sender-note";
import { idFromForm, triageDoor } from "~/http/admin-form.server";
import { formAction } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { reportsPageCase, setReportStatusCase } from "~/use-cases/feedback.server";

export const loader = loaderDoor(reportsPageCase);

export const meta: Route.MetaFunction = () => [{ title: "Bug Reports | Admin Dashboard | AirportFinder" }];

export const action = formAction(
  triageDoor(setReportStatusCase, {
    paramsFrom: idFromForm,
    previewNote: true,
    done: (row) => ({
      title: "Status updated",
      description: `Report #${row.id} is now ${STATUS_LABELS[row.status]}.${row.noteSentAt && noteJustSent(row.noteSentAt, row.updatedAt) ? " The note is on its way to the sender." : ""}`,
    }),
  }),
);

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { items, status } = loaderData;
  const preview = notePreviewOf(actionData);
  return (
    <section aria-labelledby="admin-reports-heading">
      <h2 id="admin-reports-heading" className="mb-3 text-xl font-bold text-navy-900">
        Bug Reports and Feature Requests
      </h2>
      <ActionToast toast={actionData?.toast} />
      <StatusFilter path="/admin/reports" statuses={REPORT_STATUSES} current={status} />
      <ScrollList
        label="Reports"
        empty={status ? `No ${STATUS_LABELS[status]?.toLowerCase()} reports.` : "No reports yet."}
      >
        {items.map((r) => (
          <li key={r.id} className="card p-4" data-testid={`report-${r.id}`} data-focus-row>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} />
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                {r.type === "bug" ? "Bug" : "Feature"}
              </span>
              <span className="text-xs text-slate-700">
                Priority: {PRIORITY_LABELS[r.priority as Priority] ?? r.priority}
              </span>
              <span className="ml-auto text-xs text-slate-600">
                #{r.id} · {formatWhen(r.createdAt)}
              </span>
            </div>
            <h3 tabIndex={-1} data-focus-heading className="mt-2 font-semibold text-slate-900">
              {r.title}
            </h3>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{r.description}</p>
            <dl className="mt-2 grid gap-x-4 text-xs text-slate-700 sm:grid-cols-3">
              <div>
                <dt className="inline font-semibold">From: </dt>
                <dd className="inline break-all">
                  <a href={`mailto:${r.email}`} className="standalone-link underline">
                    {r.email}
                  </a>
                </dd>
              </div>
              {r.airport && (
                <div>
                  <dt className="inline font-semibold">Airport: </dt>
                  <dd className="inline">{r.airport}</dd>
                </div>
              )}
              {r.browser && (
                <div>
                  <dt className="inline font-semibold">Browser: </dt>
                  <dd className="inline">{r.browser}</dd>
                </div>
              )}
            </dl>
            {reportActions(r.status as ReportStatus).some((a) => !takesNote(a.to)) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {reportActions(r.status as ReportStatus)
                  .filter((a) => !takesNote(a.to))
                  .map((a) => (
                    <StatusButton key={a.to} id={r.id} to={a.to} label={a.label} primary />
                  ))}
              </div>
            )}
            <SenderNoteForm
              card={{
                id: r.id,
                kind: r.type === "feature" ? "feature" : "bug",
                email: r.email,
                noteText: r.noteText,
                noteSentAt: r.noteSentAt,
              }}
              actions={reportActions(r.status as ReportStatus).filter((a) => takesNote(a.to))}
              preview={preview?.id === r.id ? preview : null}
            />
          </li>
        ))}
      </ScrollList>
      <ListPager path="/admin/reports" list={loaderData} label="Bug report pages" noun="reports" />
    </section>
  );
}
