import type { FieldMetadata } from "@conform-to/react";
import { inputProps, selectProps } from "~/components/field-props";
import { Field } from "~/components/form-field";
import { ItineraryPlaceFields, type PlaceField } from "./itinerary-place-fields";

/** A place near the airport that can fill a stop (from the services' PlaceChoice). */
export interface PlaceOption {
  key: string;
  group: string;
  name: string;
}

export type StopField = FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>;

interface Props {
  stop: StopField;
  number: number;
  places: PlaceOption[];
  /** The delete button (a conform remove intent), or null when this is the only stop. */
  removeButton: React.ReactNode;
}

/** One stop of the create screen (docs/product.md, "Itineraries"): every field is a plain named input, so no-JS posts keep them. */
export function ItineraryStopFields({ stop, number, places, removeButton }: Props) {
  const f = stop.getFieldset();
  const label = `Stop ${number}`;
  const field = (name: string) => f[name] as StopField;
  const groups = [...new Set(places.map((p) => p.group))];
  return (
    <fieldset className="rounded-md border border-slate-300 bg-slate-50 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-navy-900">{label}</legend>
      {places.length > 0 && (
        <div className="mb-3 flex flex-wrap items-end gap-2">
          <Field label="Fill from a place near the airport" field={field("place_key")} className="min-w-0 flex-1">
            <select {...selectProps(field("place_key"))} className="field-input">
              <option value="">Choose a place…</option>
              {groups.map((g) => (
                <optgroup key={g} label={g}>
                  {places
                    .filter((p) => p.group === g)
                    .map((p) => (
                      <option key={p.key} value={p.key}>
                        {p.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <button type="submit" name="fill" value={String(number - 1)} className="btn-secondary" formNoValidate>
            Fill<span className="sr-only"> {label} from the place</span>
          </button>
        </div>
      )}
      <ItineraryPlaceFields field={(name) => f[name] as PlaceField} nameHint="A stop without a name is not saved." />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label="Day" field={field("day_number")}>
          <input
            {...inputProps(field("day_number"), { type: "number" })}
            min={1}
            max={30}
            inputMode="numeric"
            className="field-input"
          />
        </Field>
        <Field label="Time" field={field("time")}>
          <input {...inputProps(field("time"), { type: "time" })} className="field-input" />
        </Field>
        <Field label="Duration (min)" field={field("estimated_duration")}>
          <input
            {...inputProps(field("estimated_duration"), { type: "number" })}
            min={0}
            step={5}
            inputMode="numeric"
            className="field-input"
          />
        </Field>
        <Field label="Cost (USD)" field={field("estimated_cost")}>
          <input
            {...inputProps(field("estimated_cost"), { type: "number" })}
            min={0}
            step={1}
            inputMode="decimal"
            className="field-input"
          />
        </Field>
      </div>
      {removeButton && <div className="mt-3 text-right">{removeButton}</div>}
    </fieldset>
  );
}
