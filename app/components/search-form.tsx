import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { searchFormErrors } from "~/lib/search-form-check";
import { useCheckedForm } from "~/lib/use-checked-form";
import { US_STATES } from "~/lib/us-states";
import { DepartureAndSpeedFields, FormError, TripCriteriaFields } from "./form-field";
import { StatusButton } from "./status-button";
import { CrosswindFields } from "./crosswind-fields";
import { FuelField } from "./fuel-field";
import { FieldReportSearchFields } from "./field-report-search";

/** Built when first shown, not as the module loads: a call at its top would keep the module in the home page's first chunk (issue 23). */
let states: { value: string; label: string }[] | undefined;
const stateChoices = () => (states ??= US_STATES.map(([value, label]) => ({ value, label })));

export type SearchFormValues = Record<string, string | undefined>;

interface Props {
  /** What the form shows: the submitted query string, or the defaults when no search was made. */
  defaultValue: SearchFormValues;
  lastResult: SubmissionResult<string[]> | null;
  /** Offer the fuel filter: only when the loaded FAA data lists fuel (issue 13). */
  fuelKnown?: boolean;
}

/**
 * The trip search (docs/product.md, "Search"): a GET form, so the whole search lives in the
 * query string and works without JavaScript; conform adds validation as you type.
 */
export function SearchForm({ defaultValue, lastResult, fuelKnown }: Props) {
  const navigation = useNavigation();
  const searching =
    navigation.state !== "idle" && navigation.location?.pathname === "/" && navigation.location.search !== "";
  // The search's rules without zod (app/lib/search-form-check.ts): the home page stays light (issue 23).
  const [form, fields] = useCheckedForm<SearchFormValues>({
    id: "search",
    check: searchFormErrors,
    lastResult,
    defaultValue,
  });

  return (
    <Form
      method="get"
      action="/#results"
      {...getFormProps(form)}
      className="card p-4 sm:p-6"
      aria-labelledby="search-heading"
    >
      <h1 id="search-heading" className="text-xl font-bold text-navy-900 sm:text-2xl">
        Where can you fly today?
      </h1>
      <p className="mt-1 hidden text-sm text-slate-700 sm:block">
        Enter your departure airport and cruise speed to see every airport in range.
      </p>
      <FormError errors={form.errors} id={form.errorId} />

      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <DepartureAndSpeedFields departure={fields.departureAirport} speed={fields.aircraftSpeed} />
        <TripCriteriaFields
          minDuration={fields.minDuration}
          maxDuration={fields.maxDuration}
          minRunwayLength={fields.minRunwayLength}
          state={fields.state}
          surface={fields.runwaySurface}
          use={fields.airportUse}
          states={stateChoices()}
          anyState="All States"
        />
        <CrosswindFields maxCrosswind={fields.maxCrosswind} windRequired={fields.windRequired} />
        {fuelKnown && <FuelField field={fields.fuel} />}
        <FieldReportSearchFields
          fuelGrade={fields.fuelGrade}
          maxFuelPrice={fields.maxFuelPrice}
          courtesyCar={fields.courtesyCar}
        />
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name={fields.walkingFood.name}
          value="1"
          defaultChecked={defaultValue.walkingFood === "1" || defaultValue.walkingFood === "on"}
          className="h-5 w-5"
        />
        Food within walking distance (1 NM)
      </label>
      {/* Sorting survives a new search from the form. */}
      {defaultValue.sort && <input type="hidden" name="sort" value={defaultValue.sort} />}
      {defaultValue.direction && <input type="hidden" name="direction" value={defaultValue.direction} />}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <StatusButton pending={searching} pendingLabel="Searching..." className="btn-primary min-w-36">
          Search
        </StatusButton>
        <Link to="/" className="btn-secondary" reloadDocument={false}>
          Clear Filters
        </Link>
      </div>
    </Form>
  );
}
