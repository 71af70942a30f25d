import type { SubmissionResult } from "@conform-to/react";
import { inputProps, selectProps } from "./field-props";
import { Link, type FetcherWithComponents } from "react-router";
import { CheckedForm } from "./checked-form";
import { Field } from "./form-field";
import { itemObject } from "~/lib/itinerary-schemas";
import { ItineraryPlaceFields } from "./itinerary-place-fields";
import type { Toast } from "~/lib/toast";
import { useSchemaForm } from "~/lib/use-schema-form";
import { busyProps } from "~/components/status-button";

/** What the item page's loader gives the form. */
export interface ItineraryItemFormData {
  itinerary: { id: number; title: string };
  /** The airport page's itinerary, where the page returns. */
  back: string;
  /** The day choices: the itinerary's days (docs/product.md, "Itineraries"). */
  days: number[];
  editing: { id: number; name: string } | null;
  defaults: Record<string, string | undefined>;
}

/** The item action's refusal (status 400): conform's result and the 'Error' toast (docs/product.md, "Itineraries"). */
export interface ItineraryItemAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
}

export const itemFormHeading = (editing: boolean) => (editing ? "Edit Item" : "Add Item");

interface Props {
  data: ItineraryItemFormData;
  answer: ItineraryItemAnswer | null;
  /** The form data being posted, while it is. */
  submitting: FormData | undefined | null;
  pending: boolean;
  /** In the airport page's dialog: posted by this fetcher to `action`. */
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  onCancel?(): void;
}

/**
 * The itinerary item form (docs/product.md, "Itineraries"), for its own page
 * (/itineraries/{id}/items/new, …/{itemId}/edit) and for the airport page's
 * item dialog (app/components/route-dialog.tsx).
 */
export function ItineraryItemForm({ data, answer, submitting, pending, fetcher, action, onCancel }: Props) {
  const { days, editing, defaults } = data;
  const deleting = pending && submitting?.get("intent") === "delete";
  const saving = pending && !deleting;
  const [form, fields] = useSchemaForm({
    id: "itinerary-item",
    schema: itemObject,
    lastResult: answer?.lastResult ?? null,
    defaultValue: defaults,
  });
  return (
    <CheckedForm form={form} fetcher={fetcher} action={action} toast={answer?.toast}>
      <ItineraryPlaceFields field={(name) => fields[name]} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label="Day" field={fields.day_number}>
          <select {...selectProps(fields.day_number)} className="field-input">
            {days.map((d) => (
              <option key={d} value={String(d)}>
                Day {d}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Time" field={fields.time}>
          <input {...inputProps(fields.time, { type: "time" })} className="field-input" />
        </Field>
        <Field label="Order in day" field={fields.order_index} hint={editing ? undefined : "Empty: last"}>
          <input
            {...inputProps(fields.order_index, { type: "number" })}
            min={0}
            inputMode="numeric"
            className="field-input"
          />
        </Field>
        <Field label="Duration (min)" field={fields.estimated_duration}>
          <input
            {...inputProps(fields.estimated_duration, { type: "number" })}
            min={0}
            step={5}
            inputMode="numeric"
            className="field-input"
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {editing ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            formNoValidate
            className="btn-secondary text-red-800"
            {...busyProps(deleting)}
          >
            {deleting ? "Deleting..." : "Delete Item"}
          </button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {onCancel ? (
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <Link to={data.back} className="btn-secondary">
              Cancel
            </Link>
          )}
          <button type="submit" name="intent" value="save" className="btn-primary min-w-32" {...busyProps(saving)}>
            {saving ? "Saving..." : editing ? "Save Item" : "Add Item"}
          </button>
        </div>
      </div>
    </CheckedForm>
  );
}
