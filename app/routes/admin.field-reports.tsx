import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.field-reports";
import { formatUsd, fuelGradeLabel, SERVICE_LABELS } from "~/lib/field-report-text";
import { isoDayText } from "~/lib/date-format";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { flaggedFieldReportsCase, setFieldReportHiddenCase } from "~/use-cases/field-reports.server";
import { busyProps } from "~/components/status-button";
import { ListPager, listQuery } from "~/components/admin-parts";

/*
 * The Admin Dashboard's Field reports tab (docs/product.md, "Field reports"): flagged reports,
 * visible ones first, each with who flagged it and why; Hide and Restore are form posts, and a
 * hidden report's facts leave the airport's current values at once
 * (docs/decisions/0083-field-reports-in-search.md). 25 a page, plain links between pages; a Hide
 * or Restore comes back to the page it was made on.
 */

const flaggedPage = loaderDoor(flaggedFieldReportsCase);

export async function loader(args: Route.LoaderArgs) {
  return await flaggedPage(args);
}

export const meta: Route.MetaFunction = () => [{ title: "Field reports | Admin | AirportFinder" }];

const BACK = "/admin/field-reports";

/** The tab at the page a form was posted from (its `?page`; the form posts to the address it is on). */
function backFrom(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return `${BACK}${listQuery(null, Number.isInteger(page) ? page : 1)}`;
}

export const action = formAction(
  formDoor(setFieldReportHiddenCase, {
    paramsFrom: (form) => ({ id: String(form.get("id") ?? "") }),
    done: (result, { request }) => ({
      to: backFrom(request),
      toast: result.hidden
        ? { title: "Report hidden", description: `Report #${result.id} no longer counts on ${result.airport_loc_id}.` }
        : { title: "Report restored", description: `Report #${result.id} counts on ${result.airport_loc_id} again.` },
    }),
    refusedTo: (error, request) => ({
      to: backFrom(request),
      toast: { title: "Error", description: error.message, variant: "destructive" },
    }),
  }),
);

export default function AdminFieldReports({ loaderData }: Route.ComponentProps) {
  const { items, page, page_size, total } = loaderData;
  const navigation = useNavigation();
  const pendingId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="admin-field-reports" className="mx-auto max-w-4xl">
      <h2 id="admin-field-reports" className="text-2xl font-bold text-navy-900">
        Flagged field reports
      </h2>
      {items.length === 0 ? (
        <p tabIndex={-1} data-focus-fallback className="card mt-4 p-6 text-slate-700">
          No pilot has flagged a field report.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((r) => {
            const facts = [
              ...r.fuel.map((f) => `${fuelGradeLabel(f.grade)} ${formatUsd(f.price_usd)} ${SERVICE_LABELS[f.service]}`),
              r.courtesy_car ? `Courtesy car: ${r.courtesy_car}` : null,
              r.landing_fee_usd != null ? `Landing fee ${formatUsd(r.landing_fee_usd)}` : null,
              r.overnight_fee_usd != null ? `Overnight ${formatUsd(r.overnight_fee_usd)}` : null,
              r.food_status || r.food_name ? `Food: ${[r.food_status, r.food_name].filter(Boolean).join(", ")}` : null,
              r.fbo_name ? `FBO: ${r.fbo_name}` : null,
            ].filter(Boolean);
            return (
              <li key={r.id} className="card p-4" data-testid="flagged-report" data-focus-row>
                <article aria-labelledby={`field-report-${r.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3
                      id={`field-report-${r.id}`}
                      tabIndex={-1}
                      data-focus-heading
                      className="text-lg font-bold text-slate-900"
                    >
                      Report #{r.id} ·{" "}
                      <Link
                        to={`/airport/${encodeURIComponent(r.airport_loc_id)}#from-pilots`}
                        className="standalone-link underline"
                      >
                        {r.airport_loc_id}
                      </Link>
                    </h3>
                    <span
                      className={`rounded px-2 py-0.5 text-sm font-semibold ${r.hidden ? "bg-slate-200 text-slate-800" : "bg-amber-100 text-amber-900"}`}
                    >
                      {r.hidden ? "Hidden" : "Visible"}
                    </span>
                  </div>
                  <p className="text-sm text-slate-700">
                    By {r.author_name} · was there on <time dateTime={r.visited_on}>{isoDayText(r.visited_on)}</time> ·{" "}
                    {r.confirmations} confirmations
                  </p>
                  {facts.length > 0 && <p className="mt-1 break-words">{facts.join(" · ")}</p>}
                  {r.note && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.note}</p>}
                  <h4 className="mt-3 text-sm font-bold text-slate-900">
                    Flagged {r.flag_count} {r.flag_count === 1 ? "time" : "times"}
                  </h4>
                  <ul className="mt-1 space-y-1 text-sm">
                    {r.flags.map((f) => (
                      <li key={f.user_id} className="break-words">
                        <span className="font-semibold">
                          {f.flagged_by} (account #{f.user_id})
                        </span>{" "}
                        on {f.created_at.slice(0, 10)}: {f.reason}
                      </li>
                    ))}
                  </ul>
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="hidden" value={r.hidden ? "false" : "true"} />
                    <button type="submit" className="btn-secondary" {...busyProps(pendingId === String(r.id))}>
                      {r.hidden ? "Restore" : "Hide"}
                      <span className="sr-only"> report #{r.id}</span>
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager
        path={BACK}
        list={{ page, pages: Math.max(1, Math.ceil(total / page_size)), total }}
        label="Flagged report pages"
        noun="reports"
      />
    </section>
  );
}
