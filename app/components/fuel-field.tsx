import { FUEL_FILTERS } from "~/lib/fuel";
import { type ControlField, GridField, controlProps } from "./form-field";

/** "Sells" filter of the search form: rendered only when the loaded FAA data lists fuel. */
export function FuelField({ field }: { field: ControlField }) {
  return (
    <GridField label="Sells fuel" field={field}>
      <select {...controlProps(field)} className="field-input">
        <option value="">Any</option>
        {FUEL_FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </GridField>
  );
}
