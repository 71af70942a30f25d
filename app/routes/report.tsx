import { getFormProps } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "~/components/field-props";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/report";
import { ActionToast } from "~/components/account-form-parts";
import { BotCheckField } from "~/components/bot-check-field";
import { Field, FormError } from "~/components/form-field";
import { LinkTabs } from "~/components/link-tabs";
import { useBotCheckGuard } from "~/components/use-bot-check-guard";
import { browserSummary } from "~/lib/browser-summary";
import {
  PRIORITIES,
  PRIORITY_LABELS,
  REPORT_DESCRIPTION_MAX,
  REPORT_TITLE_MAX,
  reportSchema,
  type ReportType,
} from "~/lib/feedback-schemas";
import { useSchemaForm } from "~/lib/use-schema-form";
import { feedbackFormDoor, refusedToast } from "~/http/feedback-form.server";
import { formAction, type FormAnswer } from "~/http/form-door.server";
import { botCheckForm } from "~/services/bot-check.server";
import { submitReportCase } from "~/use-cases/feedback.server";
import { busyProps } from "~/components/status-button";

export const meta: Route.MetaFunction = () => [
  { title: "Feature / Bug Report | AirportFinder" },
  { name: "description", content: "Report a bug or wrong data, or ask for a feature. We respond within 24-48 hours." },
];

const AIRPORT_PATH = /^\/airport\/([A-Za-z0-9]{2,7})(?:\/|$)/;

/** The airport of the page the pilot came from: ?airport=…, else the Referer when it is one of our airport pages. */
function referringAirport(request: Request): string {
  const url = new URL(request.url);
  const given = url.searchParams.get("airport");
  if (given && /^[A-Za-z0-9]{2,7}$/.test(given)) return given.toUpperCase();
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    const from = new URL(referer);
    if (from.host !== url.host) return "";
    return AIRPORT_PATH.exec(from.pathname)?.[1]?.toUpperCase() ?? "";
  } catch {
    return "";
  }
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const type: ReportType = query.get("type") === "feature" ? "feature" : "bug";
  const sent = query.get("sent");
  return {
    type,
    sent: sent === "bug" || sent === "feature" ? sent : null,
    airport: referringAirport(request),
    browser: browserSummary(request.headers.get("user-agent")) ?? "",
    ...botCheckForm(),
  };
}

export const action = formAction(
  feedbackFormDoor(submitReportCase, {
    done: (_row, { input }) => ({ to: `/report?sent=${input.type}` }),
    refused: (error) => refusedToast(error, "Failed to submit report. Please try again."),
  }),
);

const TYPE_NAMES: Record<ReportType, string> = { bug: "Bug Report", feature: "Feature Request" };

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, type, airport } = loaderData;
  const tabQuery = (t: ReportType) => {
    const q = new URLSearchParams({ type: t });
    if (airport) q.set("airport", airport);
    return `/report?${q}`;
  };
  return (
    <section className="card mx-auto max-w-3xl p-4 sm:p-6" aria-labelledby="report-heading">
      <h1 id="report-heading" className="text-2xl font-bold text-navy-900">
        Feature / Bug Report
      </h1>
      {sent ? (
        <div className="mt-6 rounded-md border border-green-300 bg-green-50 p-5 text-center" role="status">
          <p className="text-lg font-semibold text-green-900">
            {sent === "bug" ? "Bug report submitted!" : "Feature request submitted!"}
          </p>
          <p className="mt-1 text-green-900">
            Thank you. We respond to every report within 24-48 hours, and we've sent you an e-mail confirmation.
          </p>
          <Link to="/report" className="btn-secondary mt-4">
            Submit another report
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Tell us what went wrong, or what would make AirportFinder better for you.
          </p>
          <div className="mt-4">
            <LinkTabs
              label="Report type"
              replace
              current={type}
              tabs={[
                { id: "bug", label: TYPE_NAMES.bug, href: tabQuery("bug") },
                { id: "feature", label: TYPE_NAMES.feature, href: tabQuery("feature") },
              ]}
            />
          </div>
          <ReportForm {...loaderData} answer={actionData ?? null} />
        </>
      )}
    </section>
  );
}

type FormProps = Route.ComponentProps["loaderData"] & { answer: Partial<FormAnswer> | null };

function ReportForm({ type, airport, browser, botCheck, formStartedAt, answer }: FormProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/report") === true;
  const guard = useBotCheckGuard(botCheck, "report");
  const [form, fields] = useSchemaForm<typeof reportSchema>({
    id: "report",
    schema: reportSchema,
    lastResult: answer?.lastResult,
    defaultValue: { airport, browser },
  });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={`/report?type=${type}`}
      {...formProps}
      onSubmit={(event) => guard.checkAll(event, formProps.onSubmit)}
      className="mt-5 space-y-4"
    >
      <ActionToast toast={answer?.toast} />
      <FormError errors={form.errors} id={form.errorId} />
      <input type="hidden" name="type" value={type} />
      {fields.type.errors && <p className="field-error">{fields.type.errors[0]}</p>}
      <Field label="Title" field={fields.title} hint={`5 to ${REPORT_TITLE_MAX} characters.`}>
        <input {...inputProps(fields.title, { type: "text" })} maxLength={REPORT_TITLE_MAX} className="field-input" />
      </Field>
      <Field
        label="Description"
        field={fields.description}
        hint={
          type === "bug"
            ? "What happened, and what did you expect? 10 to 2000 characters."
            : "What should it do, and why? 10 to 2000 characters."
        }
      >
        <textarea
          {...textareaProps(fields.description)}
          rows={6}
          maxLength={REPORT_DESCRIPTION_MAX}
          className="field-input"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" field={fields.email}>
          <input {...inputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
        </Field>
        <Field label="Priority" field={fields.priority}>
          <select {...selectProps(fields.priority)} className="field-input">
            <option value="">Select a priority</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {type === "bug" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Airport (optional)" field={fields.airport} hint="The airport where you saw the problem.">
            <input
              {...inputProps(fields.airport, { type: "text" })}
              maxLength={10}
              autoCapitalize="characters"
              className="field-input uppercase"
            />
          </Field>
          <Field label="Browser / device (optional)" field={fields.browser}>
            <input {...inputProps(fields.browser, { type: "text" })} maxLength={300} className="field-input" />
          </Field>
        </div>
      )}
      <BotCheckField
        idPrefix="report"
        botCheck={botCheck}
        formStartedAt={formStartedAt}
        {...guard.field}
        resetKey={answer?.botCheckRefused}
        error={fields["cf-turnstile-response"].errors?.[0]}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={guard.waiting} {...busyProps(pending)}>
        {pending ? "Submitting..." : `Submit ${TYPE_NAMES[type]}`}
      </button>
    </Form>
  );
}
