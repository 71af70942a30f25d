import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/itinerary-editor";
import { ActionToast } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { ItineraryStopFields, type StopField } from "~/components/itinerary-stop-fields";
import { groupBy } from "~/lib/group-by";
import { addDayNumber, addStopDay, highestDay } from "~/lib/itinerary-days";
import {
  CREATED_TOAST,
  DEFAULT_STOP_MINUTES,
  DEFAULT_STOP_TIME,
  itineraryScreenSchema,
  REQUIRED_SCREEN_FIELDS,
  SEASON_LABELS,
  STYLE_LABELS,
  TRIP_SEASONS,
  TRIP_STYLES,
  VALIDATION_TOAST,
  type ItemType,
} from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import type { Toast } from "~/lib/toast";
import { flashHeader } from "~/http/flash.server";
import { requireAdmin } from "~/http/session.server";
import { InvalidInput, NotFound } from "~/services/errors.server";
import {
  itineraryFor,
  placeChoices,
  saveItineraryScreen,
  type Itinerary,
  type PlaceChoice,
} from "~/services/itineraries.server";

/*
 * The admin create-itinerary screen (tools-admin §2, §4, §5), also the edit
 * screen. Routes: /create-itinerary, /itineraries/create/{airportId},
 * /itineraries/{id}/edit. Admins only, checked on every request.
 *
 * Add Stop, Add Day, delete stop and "Fill" are submit buttons: conform's list
 * intents (and an update intent for Fill), applied by the server, which
 * answers with the form re-rendered and every typed value kept. The same
 * round trip runs with JavaScript (no reload) and without
 * (docs/decisions/0032-itinerary-screens-without-javascript.md).
 */

const EDIT_TOAST: Toast = { title: "Itinerary Updated", description: "Your changes have been saved." };
/** conform's hidden intent field. */
const INTENT_FIELD = "__intent__";

const newStop = (day: number) => ({
  item_type: "custom",
  day_number: String(day),
  time: DEFAULT_STOP_TIME,
  estimated_duration: String(DEFAULT_STOP_MINUTES),
});

function editId(params: Route.LoaderArgs["params"]): number | undefined {
  if (!("id" in params) || params.id === undefined) return undefined;
  const parsed = itemIdParam("Itinerary id").safeParse(params.id);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

const text = (v: string | number | null | undefined) => (v == null ? "" : String(v));

function formValuesOf(itinerary: Itinerary) {
  return {
    airport_loc_id: itinerary.airport_loc_id,
    title: itinerary.title,
    description: itinerary.description,
    duration_days: String(itinerary.duration_days),
    trip_season: text(itinerary.trip_season),
    trip_style: text(itinerary.trip_style),
    estimated_cost: text(itinerary.estimated_cost),
    stops: itinerary.items.length
      ? itinerary.items.map((i) => ({
          name: i.name,
          item_type: i.item_type,
          description: text(i.description),
          address: text(i.address),
          phone: text(i.phone),
          website: text(i.website),
          notes: text(i.notes),
          day_number: String(i.day_number),
          time: text(i.time),
          estimated_duration: text(i.estimated_duration),
          estimated_cost: text(i.estimated_cost),
        }))
      : [newStop(1)],
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const id = editId(params);
  if (id !== undefined) {
    let itinerary: Itinerary;
    try {
      itinerary = itineraryFor(id, admin);
    } catch (error) {
      if (error instanceof NotFound) throw data(null, { status: 404 });
      throw error;
    }
    return {
      mode: "edit" as const,
      id,
      defaults: formValuesOf(itinerary),
      places: placeChoices(itinerary.airport_loc_id),
      placesFor: itinerary.airport_loc_id,
    };
  }
  const airport = "airportId" in params && params.airportId ? params.airportId.trim().toUpperCase() : "";
  return {
    mode: "create" as const,
    id: null,
    defaults: {
      airport_loc_id: airport,
      title: "",
      description: "",
      duration_days: "1",
      trip_season: "year-round",
      trip_style: "adventure",
      estimated_cost: "",
      stops: [newStop(1)],
    },
    places: airport ? placeChoices(airport) : [],
    placesFor: airport,
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.mode === "edit" ? "Edit Itinerary" : "Create Itinerary"} | AirportFinder` },
];

interface ActionAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  places: PlaceChoice[];
  /** The airport code the places were looked up for ("" when none was typed). */
  placesFor: string;
}

/** The fields of stop `i` as posted, for the Fill button's update intent. */
function postedStop(formData: FormData, i: number): Record<string, string> {
  const prefix = `stops[${i}].`;
  const out: Record<string, string> = {};
  for (const [key, value] of formData)
    if (key.startsWith(prefix) && typeof value === "string") out[key.slice(prefix.length)] = value;
  return out;
}

/** Fill: the chosen place's name, address, phone, website (and type, description) into that stop. */
function applyFill(formData: FormData, places: PlaceChoice[]) {
  const index = Number(formData.get("fill"));
  formData.delete("fill");
  if (!Number.isInteger(index) || index < 0) return;
  const stop = postedStop(formData, index);
  const place = places.find((p) => p.key === stop.place_key);
  const value = place
    ? {
        ...stop,
        name: place.name,
        item_type: place.item_type satisfies ItemType,
        address: place.address ?? "",
        phone: place.phone ?? "",
        website: place.website ?? "",
        description: stop.description || (place.description ?? "").slice(0, 500),
      }
    : stop;
  formData.set(INTENT_FIELD, JSON.stringify({ type: "update", payload: { name: `stops[${index}]`, value } }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editId(params);
  const formData = await request.formData();
  const placesFor = String(formData.get("airport_loc_id") ?? "")
    .trim()
    .toUpperCase();
  const places = placeChoices(placesFor);
  if (formData.has("fill")) applyFill(formData, places);

  const submission = parseWithZod(formData, { schema: itineraryScreenSchema });
  if (submission.status === undefined) {
    // A list intent: Add Day sets the duration to the new highest day (tools-admin §4).
    const payload = submission.payload as { duration_days?: unknown; stops?: { day_number?: unknown }[] };
    const stops = Array.isArray(payload.stops) ? payload.stops : [];
    const added = stops.at(-1)?.day_number;
    if (stops.length > 1 && Number(added) > highestDay(stops.slice(0, -1).map((s) => s?.day_number as string))) {
      payload.duration_days = String(added);
    }
    return data<ActionAnswer>({ lastResult: submission.reply(), toast: null, places, placesFor });
  }
  if (submission.status !== "success") {
    const blank = REQUIRED_SCREEN_FIELDS.some((name) => !String(formData.get(name) ?? "").trim());
    const first = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0];
    const toast: Toast = blank
      ? VALIDATION_TOAST
      : { title: "Error", description: first ?? "Failed to create itinerary.", variant: "destructive" };
    return data<ActionAnswer>({ lastResult: submission.reply(), toast, places, placesFor }, { status: 400 });
  }
  try {
    saveItineraryScreen(admin, submission.value, id);
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    return data<ActionAnswer>(
      {
        lastResult: submission.reply({ fieldErrors: error.fieldErrors }),
        toast: { title: "Error", description: error.message, variant: "destructive" },
        places,
        placesFor,
      },
      { status: 400 },
    );
  }
  throw redirect("/admin/itineraries", {
    headers: { "Set-Cookie": await flashHeader(id === undefined ? CREATED_TOAST : EDIT_TOAST) },
  });
}

export default function ItineraryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, defaults } = loaderData;
  const places = actionData?.places ?? loaderData.places;
  const placesFor = actionData?.placesFor ?? loaderData.placesFor;
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && !navigation.formData?.has(INTENT_FIELD) && !navigation.formData?.has("fill");
  const [form, fields] = useForm({
    id: "itinerary",
    lastResult: actionData?.lastResult ?? null,
    defaultValue: defaults,
  });
  const stops = fields.stops.getFieldList() as unknown as StopField[];
  const days = stops.map((s) => s.getFieldset().day_number?.value as string | undefined);
  const byDay = [
    ...groupBy(
      stops.map((stop, index) => ({ stop, index })),
      ({ stop }) => highestDay([stop.getFieldset().day_number?.value as string]),
    ),
  ].sort(([a], [b]) => a - b);
  const heading = mode === "edit" ? "Edit Itinerary" : "Create Itinerary";

  // Add Day sets the duration to the new day (tools-admin §4). The server does it for the page it
  // sends; a page already showing keeps its typed inputs, so the new value is set here too.
  const lastDay = highestDay(days);
  const previousLastDay = useRef(lastDay);
  useEffect(() => {
    if (lastDay > previousLastDay.current) form.update({ name: fields.duration_days.name, value: String(lastDay) });
    previousLastDay.current = lastDay;
  }, [lastDay, form, fields.duration_days.name]);

  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin" className="text-sm font-semibold">
        ← Back to Admin
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">{heading}</h1>
      <p className="mt-1 text-sm text-slate-700">New itineraries start as drafts; publish them from the dashboard.</p>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="mt-4 space-y-6">
        {/* Enter in a field submits with the first submit button: make that the save, not a Fill or Delete. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
        <ActionToast toast={actionData?.toast} />
        <FormError errors={form.errors} id={form.errorId} />
        <section aria-labelledby="basic-info" className="card space-y-4 p-4 sm:p-6">
          <h2 id="basic-info" className="text-lg font-bold text-navy-900">
            Basic Information
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Airport code" field={fields.airport_loc_id} hint="FAA or ICAO identifier, e.g. KSTS">
              <input
                {...getInputProps(fields.airport_loc_id, { type: "text" })}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className="field-input font-semibold uppercase"
              />
            </Field>
            <Field label="Duration (days)" field={fields.duration_days}>
              <input
                {...getInputProps(fields.duration_days, { type: "number" })}
                min={1}
                max={30}
                inputMode="numeric"
                className="field-input"
              />
            </Field>
          </div>
          <Field label="Title" field={fields.title}>
            <input {...getInputProps(fields.title, { type: "text" })} maxLength={200} className="field-input" />
          </Field>
          <Field label="Description" field={fields.description}>
            <textarea {...getTextareaProps(fields.description)} rows={3} maxLength={1000} className="field-input" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Season" field={fields.trip_season}>
              <select {...getSelectProps(fields.trip_season)} className="field-input">
                {TRIP_SEASONS.map((s) => (
                  <option key={s} value={s}>
                    {SEASON_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Style" field={fields.trip_style}>
              <select {...getSelectProps(fields.trip_style)} className="field-input">
                {TRIP_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {STYLE_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Estimated cost (USD)" field={fields.estimated_cost}>
              <input
                {...getInputProps(fields.estimated_cost, { type: "number" })}
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
              {...form.insert.getButtonProps({ name: fields.stops.name, defaultValue: newStop(addStopDay(days)) })}
              className="btn-secondary"
            >
              Add Stop
            </button>
            <button
              {...form.insert.getButtonProps({ name: fields.stops.name, defaultValue: newStop(addDayNumber(days)) })}
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
          <button type="submit" className="btn-primary min-w-44" disabled={saving}>
            {mode === "edit" ? (saving ? "Saving..." : "Save Changes") : saving ? "Creating..." : "Create Itinerary"}
          </button>
        </div>
      </Form>
    </div>
  );
}
