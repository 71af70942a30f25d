import type { FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { searchFormErrors } from "~/lib/search-form-check";
import { filledSearchQuery } from "~/lib/search-query";
import { useCheckedForm, type CheckedResult } from "~/lib/use-checked-form";
import { US_STATES } from "~/lib/us-states";
import { DepartureAndSpeedFields, FormError, GridCheckbox, TripCriteriaFields } from "./form-field";
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
  lastResult: CheckedResult | null;
  /** Offer the fuel filter: only when the loaded FAA data lists fuel (issue 13). */
  fuelKnown?: boolean;
}

/**
 * The trip search (docs/product.md, "Search"): a GET form, so the whole search lives in the
 * query string and works without JavaScript; with it, each field is checked as you leave it.
 */
export function SearchForm({ defaultValue, lastResult, fuelKnown }: Props) {
  const navigation = useNavigation();
  const searching =
    navigation.state !== "idle" && navigation.location?.pathname === "/" && navigation.location.search !== "";
  // The search's rules without zod or conform (app/lib/search-form-check.ts): the home page stays light (issue 23).
  const form = useCheckedForm({ id: "search", check: searchFormErrors, lastResult, defaultValue });
  const field = form.field;
  const submit = useSubmit();
  // With JavaScript, only the fields filled in go (app/lib/search-query.ts, filledSearchQuery); without it, the browser sends them all.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.props.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void submit(filledSearchQuery(new FormData(event.currentTarget)), { method: "get", action: "/#results" });
  };

  return (
    <Form
      method="get"
      action="/#results"
      {...form.props}
      onSubmit={onSubmit}
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
        <DepartureAndSpeedFields departure={field("departureAirport")} speed={field("aircraftSpeed")} />
        <TripCriteriaFields
          minDuration={field("minDuration")}
          maxDuration={field("maxDuration")}
          minRunwayLength={field("minRunwayLength")}
          state={field("state")}
          surface={field("runwaySurface")}
          use={field("airportUse")}
          states={stateChoices()}
          anyState="All States"
        />
        {/* Here, not last: beside the crosswind input, as each checkbox sits beside an input, whose
            bottom it is set level with (GridCheckbox); two checkboxes in one row would not line up. */}
        <GridCheckbox
          field={field("walkingFood")}
          value="1"
          checkedValues={["1", "on"]}
          label="Food within walking distance (1 NM)"
        />
        <CrosswindFields maxCrosswind={field("maxCrosswind")} windRequired={field("windRequired")} />
        {fuelKnown && <FuelField field={field("fuel")} />}
        <FieldReportSearchFields
          fuelGrade={field("fuelGrade")}
          maxFuelPrice={field("maxFuelPrice")}
          courtesyCar={field("courtesyCar")}
        />
      </div>
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
