import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "./field-props";
import { Form, Link, type FetcherWithComponents } from "react-router";
import { ActionToast } from "./account-form-parts";
import { Field, FormError } from "./form-field";
import { activityFields, DELETE_CONFIRMATION, landmarkFields, type PlaceTableName } from "~/lib/place-admin";
import type { Toast } from "~/lib/toast";
import { useSchemaForm } from "~/lib/use-schema-form";
import { busyProps } from "~/components/status-button";

/** The add / edit form's refusal (status 400): conform's reply, the field errors and the values typed. */
export interface PlaceFormAnswer {
  lastResult?: SubmissionResult<string[]>;
  toast?: Toast | null;
}

/** What the add / edit page's loader gives the form. */
export interface PlaceFormData {
  table: PlaceTableName;
  placeId: number | null;
  airport: { name: string; pageId: string };
  values: Record<string, string>;
  imported: boolean;
}

export const placeFormHeading = (table: PlaceTableName, placeId: number | null) =>
  `${placeId === null ? "Add" : "Edit"} ${table === "activities" ? "activity" : "landmark"}`;

/** The airport page's list a place belongs to, where the forms return. */
export const placeListHref = (pageId: string, table: PlaceTableName) =>
  `/airport/${encodeURIComponent(pageId)}#${table === "activities" ? "things-to-do" : "landmarks"}`;

interface Props {
  data: PlaceFormData;
  answer: PlaceFormAnswer | null;
  pending: boolean;
  /** In the airport page's dialog: posted by this fetcher to `action`. */
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  onCancel?(): void;
}

/**
 * The admin activity and landmark form (docs/decisions/0025-admin-place-curation.md),
 * for its own page (/airport/{id}/activities/new, …/{placeId}/edit) and for the
 * airport page's dialog (app/components/route-dialog.tsx), validated in the
 * browser by the schema the server parses with.
 */
export function PlaceAdminForm({ data, answer, pending, fetcher, action, onCancel }: Props) {
  const { table, placeId } = data;
  const [form, fields] = useSchemaForm({
    id: `place-${table}-${placeId ?? "new"}`,
    schema: table === "activities" ? activityFields : landmarkFields,
    lastResult: answer?.lastResult,
    defaultValue: data.values,
  });
  const FormTag = fetcher ? fetcher.Form : Form;
  const noun = table === "activities" ? "activity" : "landmark";
  const text = (name: keyof typeof fields) => ({
    ...inputProps(fields[name], { type: "text" }),
    className: "field-input",
  });
  return (
    <FormTag method="post" action={action} className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
      {data.imported && (
        <p className="text-sm text-slate-700 sm:col-span-2">
          This place came from open data: your correction is kept when the data is imported again.
        </p>
      )}
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Name" field={fields.name} className="sm:col-span-2">
        <input {...text("name")} required maxLength={200} />
      </Field>
      {table === "activities" && (
        <Field label="Category" field={fields.category}>
          <select {...selectProps(fields.category)} className="field-input">
            <option value="adults">For adults</option>
            <option value="kids">For kids</option>
          </select>
        </Field>
      )}
      <Field label="Distance (NM)" field={fields.distance_nm}>
        <input
          {...inputProps(fields.distance_nm, { type: "number" })}
          className="field-input"
          step={0.1}
          min={0}
          inputMode="decimal"
          required
        />
      </Field>
      <Field label="Summary" field={fields.summary} className="sm:col-span-2">
        <textarea {...textareaProps(fields.summary)} className="field-input" rows={3} required maxLength={1000} />
      </Field>
      <Field label="Phone" field={fields.phone}>
        <input {...inputProps(fields.phone, { type: "tel" })} className="field-input" />
      </Field>
      <Field label="Website" field={fields.website}>
        <input {...inputProps(fields.website, { type: "url" })} className="field-input" />
      </Field>
      <Field label="Address" field={fields.address} className="sm:col-span-2">
        <input {...text("address")} />
      </Field>
      <Field label="Latitude (optional)" field={fields.latitude}>
        <input
          {...inputProps(fields.latitude, { type: "number" })}
          className="field-input"
          step="any"
          inputMode="decimal"
        />
      </Field>
      <Field label="Longitude (optional)" field={fields.longitude}>
        <input
          {...inputProps(fields.longitude, { type: "number" })}
          className="field-input"
          step="any"
          inputMode="decimal"
        />
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" {...busyProps(pending)}>
          {pending ? "Saving..." : placeId === null ? `Add ${noun}` : "Save changes"}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={placeListHref(data.airport.pageId, table)} className="btn-secondary">
            Cancel
          </Link>
        )}
      </div>
    </FormTag>
  );
}

interface DeleteProps {
  imported: boolean;
  /** The dialog's refusal (the place was already gone): its toast. */
  answer?: { toast: Toast } | null;
  /** The id of the explanation, which describes the confirmation (aria-describedby). */
  textId: string;
  pending: boolean;
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  onCancel?(): void;
  cancelHref: string;
}

/** The delete confirmation's text and buttons ('This action cannot be undone.'), for its page and its dialog. */
export function PlaceDeleteConfirmation({
  imported,
  answer,
  textId,
  pending,
  fetcher,
  action,
  onCancel,
  cancelHref,
}: DeleteProps) {
  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    <>
      <ActionToast toast={answer?.toast} />
      <p id={textId} className="text-slate-800">
        {DELETE_CONFIRMATION}
        {imported &&
          " It came from open data, so it is hidden for good rather than removed, and will not come back with the next import."}
      </p>
      <FormTag method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" {...busyProps(pending)}>
          {pending ? "Deleting..." : "Delete"}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel} data-autofocus>
            Cancel
          </button>
        ) : (
          <Link to={cancelHref} className="btn-secondary">
            Cancel
          </Link>
        )}
      </FormTag>
    </>
  );
}
