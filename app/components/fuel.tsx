import { fuelText, fuelUnknownText } from "~/lib/fuel";

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
      {text ?? (known ? "none listed in the FAA data" : `not known — ${fuelUnknownText(dataLabel)}`)}
      {text && <span className="text-sm text-slate-600"> (FAA NASR; call ahead to confirm)</span>}
    </p>
  );
}

/** A results row's fuel, when listed. */
export function ResultFuel({ fuelTypes }: { fuelTypes: string | null }) {
  const text = fuelText(fuelTypes);
  return text ? <p className="mt-1 text-sm text-slate-700">{`Fuel: ${text}`}</p> : null;
}
