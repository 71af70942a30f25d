import { RouteError } from "~/components/route-error";
import { Link, useNavigation } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel";
import type { Route } from "./+types/airport-field-report";
import { FieldReportForm, fuelDefaults, type FieldReportFormData } from "~/components/field-report-form";
import { fieldReportHeading } from "~/lib/field-report-text";
import { earliestUsDate, latestUsDate, oldestVisitDate } from "~/lib/field-report-dates";
import { pageTitle } from "~/lib/page-title";
import { loadOnOpenOnly, toastWhenDone } from "~/lib/route-dialog";
import type { Toast } from "~/lib/toast";
import { callerOf } from "~/http/caller.server";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor, pageData } from "~/http/page-door.server";
import { fieldReportAirport } from "~/services/field-reports.server";
import { createFieldReportCase, editFieldReportCase, fieldReportFormCase } from "~/use-cases/field-reports.server";

/*
 * The field report form (docs/product.md, "Field reports") as its own page:
 * /airport/{id}/field-report and /airport/{id}/field-report/{reportId}/edit; with
 * JavaScript the airport page opens the same form in a dialog
 * (app/components/route-dialog.tsx), which this action answers with data.
 */

const PROMPT = "Please log in to report what you found.";
const editForm = loaderDoor(fieldReportFormCase, { signInPrompt: PROMPT });

export async function loader(args: Route.LoaderArgs) {
  await callerOf(args.request, "user", { kind: "page", signInPrompt: PROMPT });
  const airport = await pageData(() => fieldReportAirport(args.params.locId));
  const report = args.params.id ? await editForm(args) : null;
  const defaults = report
    ? {
        visited_on: report.visited_on,
        fuel: fuelDefaults(report.fuel),
        courtesy_car: report.courtesy_car ?? "",
        landing_fee_usd: report.landing_fee_usd?.toString() ?? "",
        overnight_fee_usd: report.overnight_fee_usd?.toString() ?? "",
        food_status: report.food_status ?? "",
        food_name: report.food_name ?? "",
        fbo_name: report.fbo_name ?? "",
        note: report.note ?? "",
      }
    : { visited_on: earliestUsDate(), fuel: fuelDefaults() };
  return {
    airport: { pageId: airport.pageId, name: airport.name },
    back: `/airport/${encodeURIComponent(airport.pageId)}#from-pilots`,
    editing: report ? { id: report.id } : null,
    defaults,
    minDate: oldestVisitDate(),
    maxDate: latestUsDate(),
  } satisfies FieldReportFormData;
}

export const meta: Route.MetaFunction = (args) => pageTitle(args, fieldReportHeading(!!args.data?.editing));

export const shouldRevalidate = loadOnOpenOnly;
/** A done answer's toast shows as it comes, even when the dialog went with what it deleted. */
export const clientAction = (args: Route.ClientActionArgs) => toastWhenDone(args);

const SENT: Toast = { title: "Report sent", description: "Thank you! Other pilots now see what you found." };
const SAVED: Toast = { title: "Report saved", description: "Your changes have been saved." };
const toAirport = (locId: string) => `/airport/${encodeURIComponent(locId)}#from-pilots`;

const createDoor = formDoor(createFieldReportCase, {
  signInPrompt: PROMPT,
  done: (_result, { params }) => ({ to: toAirport(params.locId), toast: SENT }),
});
const editDoor = formDoor(editFieldReportCase, {
  signInPrompt: PROMPT,
  done: (result) => ({ to: toAirport(result.airport_loc_id), toast: SAVED }),
});
const createAction = formAction(createDoor);
const editAction = formAction(editDoor);

export async function action(args: Route.ActionArgs) {
  return args.params.id ? editAction(args) : createAction(args);
}

export default function FieldReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="field-report-heading">
      <Link to={loaderData.back} className="standalone-link text-sm font-semibold">
        ← Back to the airport
      </Link>
      <h1 id="field-report-heading" className="mt-2 text-2xl font-bold text-navy-900">
        {fieldReportHeading(!!loaderData.editing)}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{loaderData.airport.name}</p>
      <FieldReportForm
        data={loaderData}
        answer={actionData && "lastResult" in actionData ? actionData : null}
        pending={navigation.state === "submitting"}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      notFound={<NotFoundPanel message="There is no such airport or report." />}
      ownerOnly={{ title: "Not your report", text: "Only the report's author can change it." }}
    />
  );
}
