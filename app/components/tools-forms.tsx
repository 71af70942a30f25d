import {
  getFormProps,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { inputProps, selectProps } from "./field-props";
import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { useSchemaForm } from "~/lib/use-schema-form";
import { StatusButton, usePending } from "./status-button";
import {
  canonicalToolsHref,
  durationMatchCriteria,
  MEETUP_LIMITS,
  midpointMatchCriteria,
  type DurationMatchCriteria,
  type MidpointMatchCriteria,
  type ToolTab,
} from "~/lib/meetup-criteria";
import { AirportCodeInput, Field as SharedField, FormError, SurfaceOptions, UseOptions } from "./form-field";

export type ToolFormValues = Record<string, string | undefined>;

interface Props {
  /** What the form shows: the submitted query string, or the defaults when this tab has no search yet. */
  defaultValue: ToolFormValues;
  lastResult: SubmissionResult<string[]> | null;
  /** The other tab's fields, carried as hidden inputs so a new search here keeps that tab's search. */
  carried: [string, string][];
}

/** Whether a search of this tab is on its way (JavaScript only: without it there is no pending state). */
const useSearching = (tab: ToolTab) => usePending((fields) => fields.get("tab") === tab);

/**
 * With JavaScript, a search that passes goes straight to the address the server writes for it
 * (canonicalToolsHref, as app/routes/tools.tsx redirects to): one request, not one answered by a
 * redirect and a second (docs/decisions/0097-root-data-within-a-page.md). Without JavaScript the
 * browser sends the form as it is.
 */
function useCanonicalSearch(tab: ToolTab) {
  const submit = useSubmit();
  return (
    event: FormEvent<HTMLFormElement>,
    sent: {
      formData: FormData;
      submission?: Submission<ToolFormValues, string[], DurationMatchCriteria | MidpointMatchCriteria>;
    },
  ) => {
    if (sent.submission?.status !== "success") return;
    event.preventDefault();
    const asSent = new URLSearchParams();
    for (const [key, value] of sent.formData) if (typeof value === "string") asSent.append(key, value);
    const href = canonicalToolsHref(tab, sent.submission.value, asSent);
    void submit(new URLSearchParams(href.slice(href.indexOf("?") + 1)), { method: "get", action: "/tools" });
  };
}

/** Duration Match's flight-time window: one input each, the same bounds. */
const DURATION_FIELDS = [
  ["minDuration", "Min flight time (hours)"],
  ["maxDuration", "Max flight time (hours)"],
] as const;

/**
 * Duration Match (docs/product.md, "Tools"): two planes, each a departure and a speed,
 * and the trip criteria. A GET form, so the search lives in the query string
 * and works without JavaScript; conform validates as you type.
 */
export function DurationMatchForm({ defaultValue, lastResult, carried }: Props) {
  const [form, fields] = useSchemaForm({
    id: "duration-match",
    schema: durationMatchCriteria,
    lastResult,
    defaultValue,
    onSubmit: useCanonicalSearch("duration"),
  });

  return (
    <ToolForm
      form={form}
      tab="duration"
      title="Duration Match"
      description="Airports both planes reach within the same flight-time window."
      submit="Find Meetup Airports"
      carried={carried}
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {([1, 2] as const).map((n) => {
          const airport = n === 1 ? fields.plane1Airport : fields.plane2Airport;
          const speed = n === 1 ? fields.plane1Speed : fields.plane2Speed;
          return (
            <fieldset key={n} className="rounded-md border border-slate-300 px-3 pb-3 pt-1">
              <legend className="px-1 font-semibold text-navy-900">Plane {n}</legend>
              <div className="grid grid-cols-2 items-start gap-3">
                <AirportField field={airport} label="Departure airport" placeholder={n === 1 ? "KBUR" : "KLAX"} />
                <Field label="Speed (knots)" field={speed}>
                  <NumberInput field={speed} bounds={MEETUP_LIMITS.speedKnots} step={1} />
                </Field>
              </div>
            </fieldset>
          );
        })}
      </div>

      <TripCriteriaFieldset fields={fields} className="sm:grid-cols-3 lg:grid-cols-5">
        {DURATION_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} field={fields[name]}>
            <NumberInput field={fields[name]} bounds={MEETUP_LIMITS.durationHours} step={0.25} />
          </Field>
        ))}
      </TripCriteriaFieldset>
    </ToolForm>
  );
}

/** Midpoint Match (docs/product.md, "Tools"): two departures and the trip criteria. */
export function MidpointMatchForm({ defaultValue, lastResult, carried }: Props) {
  const [form, fields] = useSchemaForm({
    id: "midpoint-match",
    schema: midpointMatchCriteria,
    lastResult,
    defaultValue,
    onSubmit: useCanonicalSearch("midpoint"),
  });

  return (
    <ToolForm
      form={form}
      tab="midpoint"
      title="Midpoint Match"
      description="Airports near the great-circle midpoint of two departure airports."
      submit="Find Midpoint Airports"
      carried={carried}
    >
      <div className="mt-4 grid grid-cols-2 items-start gap-3 sm:max-w-md">
        <AirportField field={fields.departure1Airport} label="Departure airport 1" placeholder="KBUR" />
        <AirportField field={fields.departure2Airport} label="Departure airport 2" placeholder="KLAX" />
      </div>

      <TripCriteriaFieldset fields={fields} className="sm:grid-cols-3" />
    </ToolForm>
  );
}

/**
 * A tool's GET form to /tools: its heading, the form's own error, its tab and the other tab's
 * carried search as hidden fields, the tool's fields (`children`) and the submit button.
 */
function ToolForm({
  form,
  tab,
  title,
  description,
  submit,
  carried,
  children,
}: {
  form: FormMetadata<ToolFormValues, string[]>;
  tab: ToolTab;
  title: string;
  description: string;
  submit: string;
  carried: Props["carried"];
  children: React.ReactNode;
}) {
  const searching = useSearching(tab);
  const headingId = `${tab}-heading`;
  return (
    <Form method="get" action="/tools" {...getFormProps(form)} className="card p-4 sm:p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <FormError errors={form.errors} id={form.errorId} />
      <input type="hidden" name="tab" value={tab} />
      <CarriedInputs carried={carried} />
      {children}
      <SubmitButton searching={searching} label={submit} />
    </Form>
  );
}

type ToolField = FieldMetadata<string | undefined, ToolFormValues, string[]>;

/** A number field of the tools' forms, within its bounds (MEETUP_LIMITS); a whole step asks for the numeric keypad. */
function NumberInput({
  field,
  bounds,
  step,
  placeholder,
}: {
  field: ToolField;
  bounds: { min: number; max?: number };
  step: number;
  placeholder?: string;
}) {
  return (
    <input
      {...inputProps(field, { type: "number" })}
      min={bounds.min}
      max={bounds.max}
      step={step}
      inputMode={Number.isInteger(step) ? "numeric" : "decimal"}
      placeholder={placeholder}
      className="field-input"
    />
  );
}
type CriteriaFields = Record<string, ToolField>;

/** The trip criteria both tools share, after the tool's own (`children`), in a grid of `className`'s columns. */
function TripCriteriaFieldset({
  fields,
  className,
  children,
}: {
  fields: CriteriaFields;
  className: string;
  children?: React.ReactNode;
}) {
  return (
    <fieldset className="mt-4 rounded-md border border-slate-300 px-3 pb-3 pt-1">
      <legend className="px-1 font-semibold text-navy-900">Trip criteria</legend>
      <div className={`grid grid-cols-2 items-start gap-3 ${className}`}>
        {children}
        <Field label="Min runway length (ft)" field={fields.minRunwayLength}>
          <NumberInput field={fields.minRunwayLength} bounds={{ min: 0 }} step={100} placeholder="Any" />
        </Field>
        <Field label="Runway surface" field={fields.runwaySurface} wide>
          <select {...selectProps(fields.runwaySurface)} className="field-input">
            <SurfaceOptions />
          </select>
        </Field>
        <Field label="Airport use" field={fields.airportUse} wide>
          <select {...selectProps(fields.airportUse)} className="field-input">
            <UseOptions />
          </select>
        </Field>
      </div>
    </fieldset>
  );
}

function AirportField({ field, label, placeholder }: { field: ToolField; label: string; placeholder: string }) {
  return (
    <Field label={label} field={field}>
      <AirportCodeInput field={field} placeholder={placeholder} maxLength={MEETUP_LIMITS.codeLength.max} />
    </Field>
  );
}

/** Two-line labels on a phone keep the inputs of a row level; a select spans the row there so its options read in full. */
function Field({ wide, ...props }: { label: string; field: ToolField; wide?: boolean; children: React.ReactNode }) {
  return (
    <SharedField
      {...props}
      className={wide ? "col-span-2 sm:col-span-1" : undefined}
      labelClassName={wide ? "" : "min-h-10 lg:min-h-0"}
    />
  );
}

function CarriedInputs({ carried }: { carried: [string, string][] }) {
  return carried.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function SubmitButton({ searching, label }: { searching: boolean; label: string }) {
  return (
    <div className="mt-5">
      <StatusButton
        pending={searching}
        pendingLabel="Searching..."
        className="btn-primary w-full sm:w-auto sm:min-w-56"
      >
        {label}
      </StatusButton>
    </div>
  );
}
