import { Form, Link, type FetcherWithComponents } from "react-router";
import { ActionToast } from "./account-form-parts";
import { Field, FormError } from "./form-field";
import { DELETE_CONFIRMATION, type PlaceTableName } from "~/lib/place-admin";
import type { Toast } from "~/lib/toast";

/** The add / edit form's refusal (status 400): the errors by field (`form` for the whole form) and the values typed. */
export interface PlaceFormAnswer {
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
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
 * The admin activity and landmark form of tools-admin §5, for its own page
 * (/airport/{id}/activities/new, …/{placeId}/edit) and for the airport page's
 * dialog (app/components/route-dialog.tsx).
 */
export function PlaceAdminForm({ data, answer, pending, fetcher, action, onCancel }: Props) {
  const { table, placeId } = data;
  const values = answer?.values ?? data.values;
  const errors = answer?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `place-${name}`, errorId: `place-${name}-error`, errors: errors[name] });
  const input = (name: string) => ({
    id: `place-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `place-${name}-error` : undefined,
    className: "field-input",
  });
  const FormTag = fetcher ? fetcher.Form : Form;
  const noun = table === "activities" ? "activity" : "landmark";
  return (
    <FormTag method="post" action={action} className="grid gap-4 sm:grid-cols-2" noValidate>
      {data.imported && (
        <p className="text-sm text-slate-700 sm:col-span-2">
          This place came from open data: your correction is kept when the data is imported again.
        </p>
      )}
      <FormError errors={errors.form} id="place-form-error" />
      <Field label="Name" field={field("name")} className="sm:col-span-2">
        <input {...input("name")} required maxLength={200} />
      </Field>
      {table === "activities" && (
        <Field label="Category" field={field("category")}>
          <select {...input("category")}>
            <option value="adults">For adults</option>
            <option value="kids">For kids</option>
          </select>
        </Field>
      )}
      <Field label="Distance (NM)" field={field("distance_nm")}>
        <input {...input("distance_nm")} type="number" step={0.1} min={0} inputMode="decimal" required />
      </Field>
      <Field label="Summary" field={field("summary")} className="sm:col-span-2">
        <textarea {...input("summary")} rows={3} required maxLength={1000} />
      </Field>
      <Field label="Phone" field={field("phone")}>
        <input {...input("phone")} type="tel" />
      </Field>
      <Field label="Website" field={field("website")}>
        <input {...input("website")} type="url" />
      </Field>
      <Field label="Address" field={field("address")} className="sm:col-span-2">
        <input {...input("address")} />
      </Field>
      <Field label="Latitude (optional)" field={field("latitude")}>
        <input {...input("latitude")} type="number" step="any" inputMode="decimal" />
      </Field>
      <Field label="Longitude (optional)" field={field("longitude")}>
        <input {...input("longitude")} type="number" step="any" inputMode="decimal" />
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={pending}>
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

/** The delete confirmation's text and buttons (core §2: 'This action cannot be undone.'), for its page and its dialog. */
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
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={pending}>
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
