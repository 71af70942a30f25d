import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FUEL_FILTERS, fuelText } from "~/lib/fuel";
import { GridField } from "./form-field";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** "Sells" filter of the search form: rendered only when the loaded FAA data lists fuel. */
export function FuelField({ field }: { field: AnyField }) {
  return (
    <GridField label="Sells fuel" field={field}>
      <select {...getSelectProps(field)} className="field-input">
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

/** The airport page's fuel line: what NASR lists, that it lists none, or that the loaded data has no fuel information at all. */
export function FuelLine({
  fuelTypes,
  known,
  dataLabel,
}: {
  fuelTypes: string | null;
  known: boolean;
  dataLabel: string | null;
}) {
  const text = fuelText(fuelTypes);
  return (
    <p
      className="mt-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900 shadow-sm"
      data-testid="fuel"
    >
      <span className="font-semibold">Fuel: </span>
      {text ??
        (known
          ? "none listed in the FAA data"
          : `not known: the loaded FAA data${dataLabel ? ` (${dataLabel})` : ""} has no fuel information`)}
      {text && <span className="text-sm text-slate-600"> (FAA NASR; call ahead to confirm)</span>}
    </p>
  );
}

/** A results row's fuel, when listed. */
export function ResultFuel({ fuelTypes }: { fuelTypes: string | null }) {
  const text = fuelText(fuelTypes);
  return text ? <p className="mt-1 text-sm text-slate-700">{`Fuel: ${text}`}</p> : null;
}
