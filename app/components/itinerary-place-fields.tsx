import type { FieldMetadata } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "~/components/field-props";
import { Field } from "~/components/form-field";
import { ITEM_TYPES, ITEM_TYPE_LABELS, ITINERARY_LIMITS } from "~/lib/itinerary-labels";

export type PlaceField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
export type PlaceFieldName = "name" | "item_type" | "description" | "address" | "phone" | "website" | "notes";

/**
 * What a stop of the create screen and an item of the item form share (docs/product.md, "Itineraries"):
 * the place, its type and how to reach it. Each field is a plain named input, so no-JS posts keep them.
 */
export function ItineraryPlaceFields({
  field,
  nameHint,
}: {
  field: (name: PlaceFieldName) => PlaceField;
  nameHint?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Name" field={field("name")} hint={nameHint}>
        <input
          {...inputProps(field("name"), { type: "text" })}
          maxLength={ITINERARY_LIMITS.itemNameMax}
          className="field-input"
        />
      </Field>
      <Field label="Type" field={field("item_type")}>
        <select {...selectProps(field("item_type"))} className="field-input">
          {ITEM_TYPES.map((t) => (
            <option key={t} value={t}>
              {ITEM_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Description" field={field("description")} className="sm:col-span-2">
        <textarea {...textareaProps(field("description"))} rows={2} maxLength={500} className="field-input" />
      </Field>
      <Field label="Address" field={field("address")}>
        <input {...inputProps(field("address"), { type: "text" })} autoComplete="off" className="field-input" />
      </Field>
      <Field label="Phone" field={field("phone")}>
        <input {...inputProps(field("phone"), { type: "tel" })} autoComplete="off" className="field-input" />
      </Field>
      <Field label="Website" field={field("website")} className="sm:col-span-2">
        <input {...inputProps(field("website"), { type: "url" })} placeholder="https://" className="field-input" />
      </Field>
      <Field label="Notes" field={field("notes")} className="sm:col-span-2">
        <textarea {...textareaProps(field("notes"))} rows={2} maxLength={1000} className="field-input" />
      </Field>
    </div>
  );
}
