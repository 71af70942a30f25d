import { getFormProps } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "~/components/field-props";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/itinerary-editor";
import { ActionToast } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { ItineraryStopFields, type StopField } from "~/components/itinerary-stop-fields";
import { groupBy } from "~/lib/group-by";
import { addDayNumber, addStopDay, highestDay } from "~/lib/itinerary-days";
import { INTENT_FIELD, itineraryFormValues, newItineraryValues, newStopValues } from "~/lib/itinerary-form-values";
import { itineraryScreenSchema, SEASON_LABELS, STYLE_LABELS, TRIP_SEASONS, TRIP_STYLES } from "~/lib/itinerary-schemas";
import { useSchemaForm } from "~/lib/use-schema-form";
import { itineraryScreenAction, type ScreenAnswer } from "~/http/itinerary-screen-form.server";
import { loaderDoor } from "~/http/page-door.server";
import { itineraryScreenCase } from "~/use-cases/itineraries.server";
import { busyProps } from "~/components/status-button";

/*
 * The admin create-itinerary screen (docs/product.md, "Itineraries"), also the edit
 * screen. Routes: /create-itinerary, /itineraries/create/{airportId},
 * /itineraries/{id}/edit. Admins only, checked on every request.
 *
 * Add Stop, Add Day, delete stop and "Fill" are submit buttons: conform's list
 * intents (and an update intent for Fill), applied by the server, which
 * answers with the form re-rendered and every typed value kept. The same
 * round trip runs with JavaScript (no reload) and without
 * (docs/decisions/0032-itinerary-screens-without-javascript.md; the door:
 * app/http/itinerary-screen-form.server.ts).
 */

const screen = loaderDoor(itineraryScreenCase);

export async function loader(args: Route.LoaderArgs) {
  const { itinerary, places, placesFor } = await screen(args);
  return itinerary
    ? { mode: "edit" as const, id: itinerary.id, defaults: itineraryFormValues(itinerary), places, placesFor }
    : { mode: "create" as const, id: null, defaults: newItineraryValues(placesFor), places, placesFor };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.mode === "edit" ? "Edit Itinerary" : "Create Itinerary"} | AirportFinder` },
];

export const action = itineraryScreenAction;

export default function ItineraryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, defaults } = loaderData;
  // The form again (a list button, Fill, a refusal); a save that went through redirects.
  const answer = actionData as ScreenAnswer | undefined;
  const places = answer?.places ?? loaderData.places;
  const placesFor = answer?.placesFor ?? loaderData.placesFor;
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && !navigation.formData?.has(INTENT_FIELD) && !navigation.formData?.has("fill");
  const [form, fields] = useSchemaForm({
    id: "itinerary",
    schema: itineraryScreenSchema,
    lastResult: answer?.lastResult ?? null,
    defaultValue: defaults,
    // Every list button posts to the server (docs/decisions/0032-itinerary-screens-without-javascript.md).
    validate: "server",
  });
  const stops = fields.stops.getFieldList() as unknown as StopField[];
  // Stops are grouped by the day the page was drawn with, not the day being typed: a stop regrouped
  // as its Day is typed would be drawn afresh with its old value, and the typed day lost. The next
  // answer of the server (a save, a list button) draws it under its new day.
  const days = stops.map((s) => s.getFieldset().day_number?.initialValue as string | undefined);
  const byDay = [
    ...groupBy(
      stops.map((stop, index) => ({ stop, index })),
      ({ index }) => highestDay([days[index] as string]),
    ),
  ].sort(([a], [b]) => a - b);
  const heading = mode === "edit" ? "Edit Itinerary" : "Create Itinerary";

  // Add Day sets the duration to the new day (docs/product.md, "Itineraries"). The server does it for the page it
  // sends; a page already showing keeps its typed inputs, so the new value is set here too.
  const lastDay = highestDay(days);
  const previousLastDay = useRef(lastDay);
  useEffect(() => {
    if (lastDay > previousLastDay.current) form.update({ name: fields.duration_days.name, value: String(lastDay) });
    previousLastDay.current = lastDay;
  }, [lastDay, form, fields.duration_days.name]);

  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin" className="standalone-link text-sm font-semibold">
        ← Back to Admin
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">{heading}</h1>
      <p className="mt-1 text-sm text-slate-700">New itineraries start as drafts; publish them from the dashboard.</p>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="mt-4 space-y-6">
        {/* Enter in a field submits with the first submit button: make that the save, not a Fill or Delete. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
        <ActionToast toast={answer?.toast} />
        <FormError errors={form.errors} id={form.errorId} />
        <section aria-labelledby="basic-info" className="card space-y-4 p-4 sm:p-6">
          <h2 id="basic-info" className="text-lg font-bold text-navy-900">
            Basic Information
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Airport code" field={fields.airport_loc_id} hint="FAA or ICAO identifier, e.g. KSTS">
              <input
                {...inputProps(fields.airport_loc_id, { type: "text" })}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className="field-input font-semibold uppercase"
              />
            </Field>
            <Field label="Duration (days)" field={fields.duration_days}>
              <input
                {...inputProps(fields.duration_days, { type: "number" })}
                min={1}
                max={30}
                inputMode="numeric"
                className="field-input"
              />
            </Field>
          </div>
          <Field label="Title" field={fields.title}>
            <input {...inputProps(fields.title, { type: "text" })} maxLength={200} className="field-input" />
          </Field>
          <Field label="Description" field={fields.description}>
            <textarea {...textareaProps(fields.description)} rows={3} maxLength={1000} className="field-input" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Season" field={fields.trip_season}>
              <select {...selectProps(fields.trip_season)} className="field-input">
                {TRIP_SEASONS.map((s) => (
                  <option key={s} value={s}>
                    {SEASON_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Style" field={fields.trip_style}>
              <select {...selectProps(fields.trip_style)} className="field-input">
                {TRIP_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {STYLE_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Estimated cost (USD)" field={fields.estimated_cost}>
              <input
                {...inputProps(fields.estimated_cost, { type: "number" })}
                min={0}
                step={1}
                inputMode="decimal"
                className="field-input"
              />
            </Field>
          </div>
          {places.length === 0 && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>
                {placesFor
                  ? `No places near ${placesFor} are on file yet: type each stop's details, or look up another airport's places.`
                  : "Enter the airport code, then look up its places to fill stops from them."}
              </span>
              <button
                {...form.validate.getButtonProps({ name: fields.airport_loc_id.name })}
                className="btn-secondary px-3 py-1 text-sm"
              >
                Look up places
              </button>
            </div>
          )}
        </section>

        <section aria-labelledby="stops-heading" className="card space-y-4 p-4 sm:p-6">
          <h2 id="stops-heading" className="text-lg font-bold text-navy-900">
            Stops
          </h2>
          {byDay.map(([day, list]) => (
            <div key={day} className="space-y-3">
              <h3 className="font-bold text-slate-900">Day {day}</h3>
              {list.map(({ stop, index }) => (
                <ItineraryStopFields
                  key={stop.key}
                  stop={stop}
                  number={index + 1}
                  places={places}
                  removeButton={
                    stops.length > 1 ? (
                      <button
                        {...form.remove.getButtonProps({ name: fields.stops.name, index })}
                        className="btn-secondary px-3 py-1 text-sm text-red-800"
                      >
                        Delete stop<span className="sr-only"> {index + 1}</span>
                      </button>
                    ) : null
                  }
                />
              ))}
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <button
              {...form.insert.getButtonProps({
                name: fields.stops.name,
                defaultValue: newStopValues(addStopDay(days)),
              })}
              className="btn-secondary"
            >
              Add Stop
            </button>
            <button
              {...form.insert.getButtonProps({
                name: fields.stops.name,
                defaultValue: newStopValues(addDayNumber(days)),
              })}
              className="btn-secondary"
            >
              Add Day
            </button>
          </div>
        </section>

        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/admin" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary min-w-44" {...busyProps(saving)}>
            {mode === "edit" ? (saving ? "Saving..." : "Save Changes") : saving ? "Creating..." : "Create Itinerary"}
          </button>
        </div>
      </Form>
    </div>
  );
}
