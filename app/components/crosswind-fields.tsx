import type { SearchResult } from "~/services/search.server";
import { type ControlField, GridCheckbox, GridField, controlProps } from "./form-field";

/** The pilot's crosswind limit and what to do with airports that have no current wind report (docs/decisions/0037). */
export function CrosswindFields({
  maxCrosswind,
  windRequired,
}: {
  maxCrosswind: ControlField;
  windRequired: ControlField;
}) {
  return (
    <>
      <GridField label="Max crosswind (kt)" field={maxCrosswind}>
        <input
          {...controlProps(maxCrosswind)}
          type="number"
          min={0}
          max={99}
          step={1}
          inputMode="numeric"
          placeholder="Any"
          className="field-input"
        />
      </GridField>
      <GridCheckbox
        field={windRequired}
        value="1"
        checkedValues={["1", "on"]}
        label="Hide airports without a current wind report"
      />
    </>
  );
}

/** A results row's line under the crosswind limit: the best runway's crosswind, or that the wind is unknown. */
export function CrosswindNote({ crosswind }: { crosswind: SearchResult["crosswind"] }) {
  if (!crosswind) return null;
  if (crosswind.status === "within") {
    return (
      <p className="mt-1 text-sm text-slate-800">
        Best runway crosswind now: <strong className="tabular-nums">{crosswind.best_kt} kt</strong>{" "}
        <span className="text-slate-600">
          (<span className="font-mono">{crosswind.station}</span> METAR)
        </span>
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm font-semibold text-amber-900">
      Crosswind unknown:{" "}
      {crosswind.reason === "no-wind" ? "no current wind report of its own" : "no runway heading in the loaded data"}
    </p>
  );
}
