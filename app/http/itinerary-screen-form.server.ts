import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { highestDay } from "~/lib/itinerary-days";
import { INTENT_FIELD } from "~/lib/itinerary-form-values";
import {
  CREATED_TOAST,
  itineraryScreenSchema,
  REQUIRED_SCREEN_FIELDS,
  VALIDATION_TOAST,
  type ItemType,
} from "~/lib/itinerary-schemas";
import type { PlaceChoice } from "~/lib/itinerary-types";
import type { Toast } from "~/lib/toast";
import { placeChoices } from "~/services/itineraries.server";
import { saveItineraryScreenCase } from "~/use-cases/itineraries.server";
import { callerOf } from "./caller.server";
import { conformFields } from "./conform-fields.server";
import { formAction, formDoor, type FormDoor } from "./form-door.server";

/**
 * The admin create/edit screen's form (docs/product.md, "Itineraries";
 * docs/decisions/0032-itinerary-screens-without-javascript.md). Add Stop, Add Day,
 * delete stop and "Fill" are submit buttons: conform's list intents (and an
 * update intent for Fill) that this door applies and answers with the form
 * re-rendered, every typed value kept, the same with and without JavaScript.
 * Create Itinerary / Save Changes is the door of `saveItineraryScreenCase`.
 */

const EDIT_TOAST: Toast = { title: "Itinerary Updated", description: "Your changes have been saved." };

/** What the screen's post answers when it does not go on: the form again, and the places for the airport typed. */
export interface ScreenAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  places: PlaceChoice[];
  /** The airport code the places were looked up for ("" when none was typed). */
  placesFor: string;
}

/** Blank title, description or airport: 'Validation Error'; any other rule: 'Error' with its message. */
function invalidToast(errors: Record<string, string[] | null>): Toast {
  const blank = REQUIRED_SCREEN_FIELDS.some((name) => errors[name]?.some((m) => m.endsWith(" is required")));
  const first = Object.values(errors).find((m) => m?.length)?.[0];
  return blank
    ? VALIDATION_TOAST
    : { title: "Error", description: first ?? "Failed to create itinerary.", variant: "destructive" };
}

const save = formDoor(saveItineraryScreenCase, {
  invalid: invalidToast,
  done: (_itinerary, { params }) => ({
    to: "/admin/itineraries",
    toast: params.id === undefined ? CREATED_TOAST : EDIT_TOAST,
  }),
});

/** The fields of stop `i` as posted, for the Fill button's update intent. */
function postedStop(form: FormData, i: number): Record<string, string> {
  const prefix = `stops[${i}].`;
  const out: Record<string, string> = {};
  for (const [key, value] of form)
    if (key.startsWith(prefix) && typeof value === "string") out[key.slice(prefix.length)] = value;
  return out;
}

/** Fill: the chosen place's name, address, phone, website (and type, description) into that stop. */
function applyFill(form: FormData, places: PlaceChoice[]) {
  const index = Number(form.get("fill"));
  form.delete("fill");
  if (!Number.isInteger(index) || index < 0) return;
  const stop = postedStop(form, index);
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
  form.set(INTENT_FIELD, JSON.stringify({ type: "update", payload: { name: `stops[${index}]`, value } }));
}

/** The save door's refusal (`data(FormAnswer, {status})`), not its redirect (a Response). */
const isFormAgain = (answer: unknown): answer is { data: object; init: ResponseInit | null } =>
  typeof answer === "object" &&
  answer !== null &&
  !(answer instanceof Response) &&
  "data" in answer &&
  "init" in answer;

// Its answers carry the screen's places beside the form's (ScreenAnswer): a FormDoor all the same.
const screen = Object.assign(
  async (args: Parameters<FormDoor>[0]) => {
    const { request, form } = args;
    await callerOf(request, "admin", { kind: "page" });
    const placesFor = String(form.get("airport_loc_id") ?? "")
      .trim()
      .toUpperCase();
    const places = placeChoices(placesFor);
    if (form.has("fill")) applyFill(form, places);

    const submission = parseWithZod(conformFields(form), { schema: itineraryScreenSchema });
    if (submission.status === undefined) {
      // A list intent: Add Day sets the duration to the new highest day.
      const payload = submission.payload as { duration_days?: unknown; stops?: { day_number?: unknown }[] };
      const stops = Array.isArray(payload.stops) ? payload.stops : [];
      const added = stops.at(-1)?.day_number;
      if (stops.length > 1 && Number(added) > highestDay(stops.slice(0, -1).map((s) => s?.day_number as string))) {
        payload.duration_days = String(added);
      }
      return data<ScreenAnswer>({ lastResult: submission.reply(), toast: null, places, placesFor });
    }
    const answer = await save(args);
    // A refusal shows the form again: with the places of the airport typed, as a list intent does.
    return isFormAgain(answer) ? data({ ...answer.data, places, placesFor }, answer.init ?? undefined) : answer;
  },
  { limits: save.limits, useCase: save.useCase },
) as unknown as FormDoor;

export const itineraryScreenAction = formAction(screen);
