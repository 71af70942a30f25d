import { type SubmissionResult } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "./field-props";
import { Link, type FetcherWithComponents } from "react-router";
import { CheckedForm } from "./checked-form";
import { Field } from "./form-field";
import { StatusButton } from "./status-button";
import { createFieldReportInput, FUEL_GRADES, FUEL_PRICE, NOTE_MAX } from "~/lib/field-report-schemas";
import { fuelGradeLabel, SERVICE_LABELS } from "~/lib/field-report-text";
import type { Toast } from "~/lib/toast";
import { useSchemaForm } from "~/lib/use-schema-form";

/** What the report page's loader gives the form (docs/product.md, "Field reports"). */
export interface FieldReportFormData {
  airport: { pageId: string; name: string };
  /** The airport page's "From pilots" block, where the page returns. */
  back: string;
  editing: { id: number } | null;
  defaults: FieldReportFormValues;
  /** The day limits of the date field (docs/decisions/0081-field-report-facts.md). */
  minDate: string;
  maxDate: string;
}

/** The two fees, each in dollars and cents. */
const FEES = [
  ["landing_fee_usd", "Landing fee ($)"],
  ["overnight_fee_usd", "Overnight / tie-down fee ($)"],
] as const;

/** The form's fields as text (the schema reads them into numbers and choices). */
export type FieldReportFormValues = {
  visited_on: string;
  fuel: { grade: string; price_usd: string; service: string }[];
  courtesy_car?: string;
  landing_fee_usd?: string;
  overnight_fee_usd?: string;
  food_status?: string;
  food_name?: string;
  fbo_name?: string;
  note?: string;
};

export interface FieldReportAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
}

/** One row per grade, so a pilot fills in only what they saw; blank rows are dropped by the schema. */
export function fuelDefaults(lines: { grade: string; price_usd: number; service: string }[] = []) {
  return FUEL_GRADES.map((grade) => {
    const line = lines.find((l) => l.grade === grade);
    return { grade, price_usd: line ? line.price_usd.toFixed(2) : "", service: line?.service ?? "" };
  });
}

interface Props {
  data: FieldReportFormData;
  answer: FieldReportAnswer | null;
  pending: boolean;
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  onCancel?(): void;
}

/** The field report form, for its own page (/airport/{id}/field-report) and the airport page's dialog. */
export function FieldReportForm({ data, answer, pending, fetcher, action, onCancel }: Props) {
  const [form, fields] = useSchemaForm<typeof createFieldReportInput, FieldReportFormValues>({
    id: "field-report",
    schema: createFieldReportInput,
    lastResult: answer?.lastResult ?? null,
    defaultValue: data.defaults,
  });
  const fuel = fields.fuel.getFieldList();
  return (
    <CheckedForm form={form} fetcher={fetcher} action={action} toast={answer?.toast}>
      <Field label="The day you were there" field={fields.visited_on}>
        <input
          {...inputProps(fields.visited_on, { type: "date" })}
          min={data.minDate}
          max={data.maxDate}
          className="field-input"
        />
      </Field>
      <fieldset className="rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Fuel price per US gallon (USD)</legend>
        <div className="space-y-3 sm:space-y-2">
          {fuel.map((line, n) => {
            const f = line.getFieldset();
            const grade = FUEL_GRADES[n];
            const label = fuelGradeLabel(grade);
            return (
              // A phone puts the grade above its price and service, so the service reads whole ("full-serve").
              <div
                key={line.key}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-x-2 gap-y-1 sm:grid-cols-[4.5rem_1fr_1fr] sm:gap-y-2"
              >
                <input type="hidden" name={f.grade.name} value={grade} />
                <span className="col-span-2 text-sm font-semibold sm:col-span-1 sm:pt-2" id={`${f.grade.id}-label`}>
                  {label}
                </span>
                <div>
                  <label htmlFor={f.price_usd.id} className="sr-only">{`${label} price per gallon`}</label>
                  <input
                    {...inputProps(f.price_usd, { type: "number" })}
                    min={FUEL_PRICE.min}
                    max={FUEL_PRICE.max}
                    step={0.01}
                    inputMode="decimal"
                    placeholder="$"
                    className="field-input"
                  />
                  {f.price_usd.errors && (
                    <p id={f.price_usd.errorId} className="field-error">
                      {f.price_usd.errors[0]}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={f.service.id} className="sr-only">{`${label} service`}</label>
                  <select {...selectProps(f.service)} className="field-input">
                    <option value="">Service</option>
                    <option value="self">{SERVICE_LABELS.self}</option>
                    <option value="full">{SERVICE_LABELS.full}</option>
                  </select>
                  {f.service.errors && (
                    <p id={f.service.errorId} className="field-error">
                      {f.service.errors[0]}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="Courtesy car" field={fields.courtesy_car}>
          <select {...selectProps(fields.courtesy_car)} className="field-input">
            <option value="">Didn't check</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </Field>
        {FEES.map(([name, label]) => (
          <Field key={name} label={label} field={fields[name]}>
            <input
              {...inputProps(fields[name], { type: "number" })}
              min={0}
              step={0.01}
              inputMode="decimal"
              className="field-input"
            />
          </Field>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="Food on the field" field={fields.food_status}>
          <select {...selectProps(fields.food_status)} className="field-input">
            <option value="">Didn't check</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </Field>
        <Field label="Its name" field={fields.food_name}>
          <input {...inputProps(fields.food_name, { type: "text" })} maxLength={100} className="field-input" />
        </Field>
        <Field label="FBO name" field={fields.fbo_name}>
          <input {...inputProps(fields.fbo_name, { type: "text" })} maxLength={100} className="field-input" />
        </Field>
      </div>
      <Field label={`Note (at most ${NOTE_MAX.toLocaleString("en-US")} characters)`} field={fields.note}>
        <textarea {...textareaProps(fields.note)} rows={3} className="field-input" />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={data.back} className="btn-secondary">
            Cancel
          </Link>
        )}
        <StatusButton pending={pending} pendingLabel="Sending..." className="btn-primary">
          {data.editing ? "Save report" : "Send report"}
        </StatusButton>
      </div>
    </CheckedForm>
  );
}
