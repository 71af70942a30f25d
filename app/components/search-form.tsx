import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { searchCriteria } from "~/lib/search-criteria";
import { FormError, GridField, DepartureAndSpeedFields, SurfaceAndUseFields } from "./form-field";
import { US_STATES } from "~/lib/us-states";
import { CrosswindFields } from "./crosswind-fields";
import { FuelField } from "./fuel";

export type SearchFormValues = Record<string, string | undefined>;

interface Props {
  /** What the form shows: the submitted query string, or the defaults when no search was made. */
  defaultValue: SearchFormValues;
  lastResult: SubmissionResult<string[]> | null;
  /** Offer the fuel filter: only when the loaded FAA data lists fuel (issue 13). */
  fuelKnown?: boolean;
}

/**
 * The trip search (spec §2 Home): a GET form, so the whole search lives in the
 * query string and works without JavaScript; conform adds validation as you type.
 */
export function SearchForm({ defaultValue, lastResult, fuelKnown }: Props) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/" && navigation.location.search !== "";
  const [form, fields] = useForm({
    id: "search",
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: searchCriteria }),
  });

  return (
    <Form method="get" action="/#results" {...getFormProps(form)} className="card p-4 sm:p-6" aria-labelledby="search-heading">
      <h1 id="search-heading" className="text-xl font-bold text-navy-900 sm:text-2xl">
        Where can you fly today?
      </h1>
      <p className="mt-1 hidden text-sm text-slate-700 sm:block">Enter your departure airport and cruise speed to see every airport in range.</p>
      <FormError errors={form.errors} id={form.errorId} />

      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <DepartureAndSpeedFields departure={fields.departureAirport} speed={fields.aircraftSpeed} />
        <GridField label="Min flight time (hours)" field={fields.minDuration}>
          <input {...getInputProps(fields.minDuration, { type: "number" })} min={0} step={0.25} inputMode="decimal" placeholder="Any" className="field-input" />
        </GridField>
        <GridField label="Max flight time (hours)" field={fields.maxDuration}>
          <input {...getInputProps(fields.maxDuration, { type: "number" })} min={0} step={0.25} inputMode="decimal" placeholder="Any" className="field-input" />
        </GridField>
        <GridField label="Min runway length (ft)" field={fields.minRunwayLength}>
          <input {...getInputProps(fields.minRunwayLength, { type: "number" })} min={0} step={100} inputMode="numeric" placeholder="Any" className="field-input" />
        </GridField>
        <GridField label="State" field={fields.state}>
          <select {...getSelectProps(fields.state)} className="field-input">
            <option value="">All States</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </GridField>
        <SurfaceAndUseFields surface={fields.runwaySurface} use={fields.airportUse} />
        <CrosswindFields maxCrosswind={fields.maxCrosswind} windRequired={fields.windRequired} />
        {fuelKnown && <FuelField field={fields.fuel} />}
      </div>
      {/* Sorting survives a new search from the form. */}
      {defaultValue.sort && <input type="hidden" name="sort" value={defaultValue.sort} />}
      {defaultValue.direction && <input type="hidden" name="direction" value={defaultValue.direction} />}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-w-36" disabled={searching}>
          {searching ? "Searching..." : "Search"}
        </button>
        <Link to="/" className="btn-secondary" reloadDocument={false}>
          Clear Filters
        </Link>
      </div>
    </Form>
  );
}
