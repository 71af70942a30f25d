import { Form, Link } from "react-router";
import { dialogFormProps, RouteDialog } from "./route-dialog";
import type { FieldReportAnswer, FieldReportFormData } from "./field-report-form";
import { lazyPart } from "~/lib/lazy-part";
import { isoDayText } from "~/lib/date-format";
import type { CurrentFacts, FactAge } from "~/lib/field-report-facts";
import {
  confirmedText,
  fieldReportHeading,
  formatAge,
  formatUsd,
  fuelGradeLabel,
  SERVICE_LABELS,
} from "~/lib/field-report-text";
import type { FieldReportJson, FieldReportList } from "~/services/field-reports.server";

/** The field-report forms' intents on the airport page (app/http/field-report-form.server.ts). */
const INTENT = { confirm: "confirm-field-report", flag: "flag-field-report", delete: "delete-field-report" };

interface Props {
  list: FieldReportList;
  /** The id in this page's URL (ICAO or LOC), for links. */
  airportId: string;
  signedIn: boolean;
}

/** "12 days ago · confirmed by 3 pilots", and "stale" past 30 days for fuel, 180 for the rest. */
function Age({ fact }: { fact: FactAge }) {
  const confirmed = confirmedText(fact.confirmations);
  return (
    <span className="text-slate-700">
      {" · "}
      {formatAge(fact.age_days)}
      {confirmed && ` · ${confirmed}`}
      {fact.stale && (
        <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">stale</span>
      )}
    </span>
  );
}

function CurrentValues({ current }: { current: CurrentFacts }) {
  const rows: { key: string; label: string; value: React.ReactNode; fact: FactAge }[] = [];
  for (const f of current.fuel) {
    rows.push({
      key: f.grade,
      label: fuelGradeLabel(f.grade),
      value: `${formatUsd(f.price_usd)} ${SERVICE_LABELS[f.service]}`,
      fact: f,
    });
  }
  const c = current;
  if (c.courtesy_car)
    rows.push({
      key: "car",
      label: "Courtesy car",
      value: c.courtesy_car.value === "yes" ? "Yes" : "No",
      fact: c.courtesy_car,
    });
  if (c.landing_fee_usd)
    rows.push({
      key: "landing",
      label: "Landing fee",
      value: formatUsd(c.landing_fee_usd.value),
      fact: c.landing_fee_usd,
    });
  if (c.overnight_fee_usd)
    rows.push({
      key: "overnight",
      label: "Overnight / tie-down",
      value: formatUsd(c.overnight_fee_usd.value),
      fact: c.overnight_fee_usd,
    });
  if (c.food_on_field)
    rows.push({
      key: "food",
      label: "Food on the field",
      value: [
        c.food_on_field.status === "open" ? "Open" : c.food_on_field.status === "closed" ? "Closed" : null,
        c.food_on_field.name,
      ]
        .filter(Boolean)
        .join(": "),
      fact: c.food_on_field,
    });
  if (c.fbo) rows.push({ key: "fbo", label: "FBO", value: c.fbo.name, fact: c.fbo });
  if (rows.length === 0) return <p className="text-slate-700">No pilot has reported on this airport yet.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="pilot-current">
      {rows.map((r) => (
        <div key={r.key} className="contents">
          <dt className="font-semibold text-slate-900">{r.label}</dt>
          <dd className="mb-1 break-words sm:mb-0">
            <span className="font-semibold tabular-nums">{r.value}</span>
            <Age fact={r.fact} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function reportFacts(r: FieldReportJson): string[] {
  const out = r.fuel.map((f) => `${fuelGradeLabel(f.grade)} ${formatUsd(f.price_usd)} ${SERVICE_LABELS[f.service]}`);
  if (r.courtesy_car) out.push(r.courtesy_car === "yes" ? "Courtesy car" : "No courtesy car");
  if (r.landing_fee_usd != null) out.push(`Landing fee ${formatUsd(r.landing_fee_usd)}`);
  if (r.overnight_fee_usd != null) out.push(`Overnight ${formatUsd(r.overnight_fee_usd)}`);
  if (r.food_status || r.food_name)
    out.push(
      `Food: ${[r.food_status === "open" ? "open" : r.food_status === "closed" ? "closed" : null, r.food_name].filter(Boolean).join(", ")}`,
    );
  if (r.fbo_name) out.push(`FBO: ${r.fbo_name}`);
  return out;
}

/** The form and its zod schema load when the dialog opens (issue 23, app/lib/lazy-part.ts). */
const reportForm = lazyPart(() => import("./field-report-form"));

function ReportDialog({
  href,
  editing,
  trigger,
  triggerClassName,
}: {
  href: string;
  editing: boolean;
  trigger: React.ReactNode;
  triggerClassName: string;
}) {
  return (
    <RouteDialog<FieldReportFormData, FieldReportAnswer>
      href={href}
      title={fieldReportHeading(editing)}
      trigger={trigger}
      triggerClassName={triggerClassName}
      load={reportForm.load}
    >
      {(data, form) => {
        const { FieldReportForm } = reportForm.get()!;
        return <FieldReportForm data={data} {...dialogFormProps(form)} />;
      }}
    </RouteDialog>
  );
}

function ReportItem({
  report: r,
  airportId,
  signedIn,
}: {
  report: FieldReportJson;
  airportId: string;
  signedIn: boolean;
}) {
  const facts = reportFacts(r);
  const day = isoDayText(r.visited_on);
  const base = `/airport/${encodeURIComponent(airportId)}`;
  return (
    <li className="border-t border-slate-200 py-3 first:border-0" data-testid="field-report">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{r.author_name}</span> · was there on{" "}
        <time dateTime={r.visited_on}>{day}</time>
        {r.confirmations > 0 && ` · ${confirmedText(r.confirmations)}`}
      </p>
      {facts.length > 0 && <p className="mt-1 break-words">{facts.join(" · ")}</p>}
      {r.note && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.note}</p>}
      <div className="mt-2 flex flex-wrap items-start gap-2 text-sm">
        {r.own ? (
          <>
            <ReportDialog
              href={`${base}/field-report/${r.id}/edit`}
              editing
              trigger={
                <>
                  Edit<span className="sr-only"> your report of {day}</span>
                </>
              }
              triggerClassName="btn-secondary px-3 py-1 text-sm"
            />
            <Form method="post" action={`${base}#from-pilots`}>
              <input type="hidden" name="intent" value={INTENT.delete} />
              <input type="hidden" name="reportId" value={r.id} />
              <button type="submit" className="btn-secondary px-3 py-1 text-sm text-red-800">
                Delete<span className="sr-only"> your report of {day}</span>
              </button>
            </Form>
          </>
        ) : (
          <>
            <Form method="post" action={`${base}#from-pilots`}>
              <input type="hidden" name="intent" value={INTENT.confirm} />
              <input type="hidden" name="reportId" value={r.id} />
              <button type="submit" className="btn-secondary px-3 py-1 text-sm">
                Still true
                <span className="sr-only">
                  {" "}
                  ({r.author_name}, {day})
                </span>
              </button>
            </Form>
            {signedIn && (
              <details className="min-w-0">
                <summary className="btn-secondary cursor-pointer px-3 py-1 text-sm">
                  Flag
                  <span className="sr-only">
                    {" "}
                    the report of {r.author_name}, {day}
                  </span>
                </summary>
                <Form method="post" action={`${base}#from-pilots`} className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value={INTENT.flag} />
                  <input type="hidden" name="reportId" value={r.id} />
                  <label className="flex min-w-0 flex-col text-sm">
                    <span className="font-semibold">What is wrong with it?</span>
                    <input name="reason" required minLength={3} maxLength={500} className="field-input" />
                  </label>
                  <button type="submit" className="btn-secondary px-3 py-1 text-sm">
                    Send flag
                  </button>
                </Form>
              </details>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * "From pilots" on an airport page (docs/product.md, "Field reports"): each fact's current value with its
 * age, then the reports newest first, paged with plain links.
 */
export function FieldReportsBlock({ list, airportId, signedIn }: Props) {
  const base = `/airport/${encodeURIComponent(airportId)}`;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const pageHref = (p: number) => `${base}${p > 1 ? `?reportsPage=${p}` : ""}#from-pilots`;
  return (
    <section id="from-pilots" aria-labelledby="from-pilots-heading" className="card mt-6 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="from-pilots-heading" className="text-xl font-bold text-navy-900">
          From pilots
        </h2>
        {signedIn ? (
          <ReportDialog
            href={`${base}/field-report`}
            editing={false}
            trigger="Report what you found"
            triggerClassName="btn-primary"
          />
        ) : (
          <Link to={`${base}/field-report`} className="btn-primary">
            Report what you found
          </Link>
        )}
      </div>
      <CurrentValues current={list.current} />
      {list.reports.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-bold text-navy-900">Reports ({list.total})</h3>
          <ul>
            {list.reports.map((r) => (
              <ReportItem key={r.id} report={r} airportId={airportId} signedIn={signedIn} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Report pages" className="mt-2 flex items-center gap-3 text-sm">
              {list.page > 1 && (
                <Link to={pageHref(list.page - 1)} className="standalone-link">
                  Newer reports
                </Link>
              )}
              <span>
                Page {list.page} of {pages}
              </span>
              {list.page < pages && (
                <Link to={pageHref(list.page + 1)} className="standalone-link">
                  Older reports
                </Link>
              )}
            </nav>
          )}
        </>
      )}
      <p className="mt-3 text-xs text-slate-600">
        What pilots found on the day they were there; call ahead to confirm.
      </p>
    </section>
  );
}
