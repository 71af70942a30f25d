import { FUEL_FILTERS } from "~/lib/fuel";
import { MAX_FUEL_PRICE } from "~/lib/search-query";
import { fuelGradeLabel, formatUsd, formatAge, SERVICE_LABELS } from "~/lib/field-report-text";
import type { SearchResult } from "~/services/search.server";
import { type ControlField, GridCheckbox, GridField, controlProps } from "./form-field";

/** The search's pilot-reported criteria (docs/decisions/0083-field-reports-in-search.md). */
export function FieldReportSearchFields({
  fuelGrade,
  maxFuelPrice,
  courtesyCar,
}: {
  fuelGrade: ControlField;
  maxFuelPrice: ControlField;
  courtesyCar: ControlField;
}) {
  return (
    <>
      <GridField label="Reported fuel grade" field={fuelGrade}>
        <select {...controlProps(fuelGrade)} className="field-input">
          <option value="">100LL</option>
          {FUEL_FILTERS.filter((f) => f.value !== "100LL").map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </GridField>
      <GridField label="Max price per gallon ($)" field={maxFuelPrice}>
        <input
          {...controlProps(maxFuelPrice)}
          type="number"
          min={0}
          max={MAX_FUEL_PRICE}
          step={0.01}
          inputMode="decimal"
          placeholder="Any"
          className="field-input"
        />
      </GridField>
      <GridCheckbox
        field={courtesyCar}
        value="true"
        checkedValues={["true", "1", "on"]}
        label="Courtesy car (pilot reports)"
      />
    </>
  );
}

/**
 * A result's line of what pilots reported: "From pilots: 100LL $6.45 self-serve · 12 days ago · Courtesy car".
 * It names its source, as the airport page's "From pilots" block does: beside the FAA's facts a bare price reads as official.
 */
export function ResultFieldFacts({
  fuelPrice,
  courtesyCar,
  inline,
}: {
  fuelPrice: SearchResult["fuel_price"];
  courtesyCar: SearchResult["courtesy_car"];
  /** Inside a <p> already (a card's line): a span. */
  inline?: boolean;
}) {
  if (!fuelPrice && !courtesyCar) return null;
  const Tag = inline ? "span" : "p";
  return (
    <Tag className="mt-1 block text-sm text-slate-800" data-testid="pilot-facts">
      <span className="text-slate-700">From pilots: </span>
      {fuelPrice && (
        <span>
          {fuelGradeLabel(fuelPrice.grade)} <strong className="tabular-nums">{formatUsd(fuelPrice.price_usd)}</strong>{" "}
          {SERVICE_LABELS[fuelPrice.service]} · {formatAge(fuelPrice.age_days)}
        </span>
      )}
      {fuelPrice && courtesyCar && " · "}
      {courtesyCar && <span>{courtesyCar === "yes" ? "Courtesy car" : "No courtesy car"}</span>}
    </Tag>
  );
}
