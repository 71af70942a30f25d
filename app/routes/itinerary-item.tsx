import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/itinerary-item";
import { ActionToast } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { dayChoices } from "~/lib/itinerary-days";
import { ITEM_TYPE_LABELS, ITEM_TYPES, itemObject } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import type { Toast } from "~/lib/toast";
import { flashHeader } from "~/http/flash.server";
import { requireUser } from "~/http/session.server";
import { Forbidden, NotFound } from "~/services/errors.server";
import {
  addItem,
  airportPagePath,
  deleteItem,
  itineraryFor,
  mayEditItems,
  updateItem,
} from "~/services/itineraries.server";

/*
 * The item dialog of an airport page's itinerary (tools-admin §2, §5), as its
 * own page: /itineraries/{id}/items/new and /itineraries/{id}/items/{itemId}/edit.
 * For admins and the itinerary's author (§6); a draft others may not see is a 404.
 */

const PROMPT = "Please log in to edit itinerary items.";

async function context(request: Request, params: Route.LoaderArgs["params"]) {
  const user = await requireUser(request, PROMPT);
  const id = itemIdParam("Itinerary id").safeParse(params.id);
  const itemId =
    "itemId" in params && params.itemId !== undefined ? itemIdParam("Item id").safeParse(params.itemId) : null;
  if (!id.success || (itemId && !itemId.success)) throw data(null, { status: 404 });
  let itinerary;
  try {
    itinerary = itineraryFor(id.data, user);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
  if (!mayEditItems(itinerary, user))
    throw data({ message: "Only the itinerary's author or an admin can change its items." }, { status: 403 });
  const item = itemId ? itinerary.items.find((i) => i.id === itemId.data) : undefined;
  if (itemId && !item) throw data(null, { status: 404 });
  return { user, itinerary, item };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { itinerary, item } = await context(request, params);
  const text = (v: string | number | null | undefined) => (v == null ? "" : String(v));
  return {
    itinerary: { id: itinerary.id, title: itinerary.title },
    back: `${airportPagePath(itinerary.airport_loc_id)}#itinerary-${itinerary.id}`,
    days: dayChoices(itinerary.duration_days, itinerary.items),
    editing: item ? { id: item.id, name: item.name } : null,
    defaults: item
      ? {
          item_type: item.item_type,
          name: item.name,
          description: text(item.description),
          address: text(item.address),
          phone: text(item.phone),
          website: text(item.website),
          notes: text(item.notes),
          day_number: String(item.day_number),
          time: text(item.time),
          order_index: String(item.order_index),
          estimated_duration: text(item.estimated_duration),
        }
      : { item_type: "custom", day_number: "1", time: "09:00", estimated_duration: "60" },
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.editing ? "Edit Item" : "Add Item"} | AirportFinder` },
];

export async function action({ request, params }: Route.ActionArgs) {
  const { user, itinerary, item } = await context(request, params);
  const back = `${airportPagePath(itinerary.airport_loc_id)}#itinerary-${itinerary.id}`;
  const formData = await request.formData();
  if (formData.get("intent") === "delete" && item) {
    deleteItem(itinerary.id, item.id, user);
    throw redirect(back, {
      headers: {
        "Set-Cookie": await flashHeader({ title: "Item Deleted", description: `"${item.name}" was removed.` }),
      },
    });
  }
  const submission = parseWithZod(formData, { schema: itemObject });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0];
    return data(
      {
        lastResult: submission.reply() as SubmissionResult<string[]>,
        toast: { title: "Error", description: first ?? "Please check the item.", variant: "destructive" } as Toast,
      },
      { status: 400 },
    );
  }
  try {
    if (item)
      updateItem(itinerary.id, item.id, user, {
        description: undefined,
        address: undefined,
        phone: undefined,
        website: undefined,
        notes: undefined,
        time: undefined,
        estimated_duration: undefined,
        ...submission.value,
      });
    else addItem(itinerary.id, user, submission.value);
  } catch (error) {
    if (error instanceof Forbidden || error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
  const toast = item
    ? { title: "Item Updated", description: "Your changes have been saved." }
    : { title: "Item Added", description: "The item was added to the itinerary." };
  throw redirect(back, { headers: { "Set-Cookie": await flashHeader(toast) } });
}

export default function ItineraryItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { itinerary, back, days, editing, defaults } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const [form, fields] = useForm({
    id: "itinerary-item",
    lastResult: actionData?.lastResult ?? null,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: itemObject }),
  });
  const heading = editing ? "Edit Item" : "Add Item";
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="item-heading">
      <Link to={back} className="text-sm font-semibold">
        ← Back to the airport
      </Link>
      <h1 id="item-heading" className="mt-2 text-2xl font-bold text-navy-900">
        {heading}
      </h1>
      <p className="text-sm text-slate-700">{itinerary.title}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <ActionToast toast={actionData?.toast} />
        <FormError errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" field={fields.name}>
            <input {...getInputProps(fields.name, { type: "text" })} maxLength={200} className="field-input" />
          </Field>
          <Field label="Type" field={fields.item_type}>
            <select {...getSelectProps(fields.item_type)} className="field-input">
              {ITEM_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ITEM_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Description" field={fields.description}>
          <textarea {...getTextareaProps(fields.description)} rows={2} maxLength={500} className="field-input" />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Field label="Day" field={fields.day_number}>
            <select {...getSelectProps(fields.day_number)} className="field-input">
              {days.map((d) => (
                <option key={d} value={String(d)}>
                  Day {d}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Time" field={fields.time}>
            <input {...getInputProps(fields.time, { type: "time" })} className="field-input" />
          </Field>
          <Field label="Order in day" field={fields.order_index} hint={editing ? undefined : "Empty: last"}>
            <input
              {...getInputProps(fields.order_index, { type: "number" })}
              min={0}
              inputMode="numeric"
              className="field-input"
            />
          </Field>
          <Field label="Duration (min)" field={fields.estimated_duration}>
            <input
              {...getInputProps(fields.estimated_duration, { type: "number" })}
              min={0}
              step={5}
              inputMode="numeric"
              className="field-input"
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Address" field={fields.address}>
            <input {...getInputProps(fields.address, { type: "text" })} className="field-input" />
          </Field>
          <Field label="Phone" field={fields.phone}>
            <input {...getInputProps(fields.phone, { type: "tel" })} className="field-input" />
          </Field>
        </div>
        <Field label="Website" field={fields.website}>
          <input {...getInputProps(fields.website, { type: "url" })} placeholder="https://" className="field-input" />
        </Field>
        <Field label="Notes" field={fields.notes}>
          <textarea {...getTextareaProps(fields.notes)} rows={3} maxLength={1000} className="field-input" />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {editing ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              formNoValidate
              className="btn-secondary text-red-800"
              disabled={deleting}
            >
              {deleting ? "Deleting..." : "Delete Item"}
            </button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Link to={back} className="btn-secondary">
              Cancel
            </Link>
            <button type="submit" name="intent" value="save" className="btn-primary min-w-32" disabled={saving}>
              {saving ? "Saving..." : editing ? "Save Item" : "Add Item"}
            </button>
          </div>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <title>{`${forbidden ? "Not your itinerary" : missing ? "Itinerary Not Found" : "Something went wrong"} | AirportFinder`}</title>
      <h1 className="text-2xl font-bold">
        {forbidden ? "Not your itinerary" : missing ? "Itinerary Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-2 text-slate-700">
        {forbidden
          ? "Only the itinerary's author or an admin can change its items."
          : missing
            ? "There is no such itinerary or item."
            : "Please try again."}
      </p>
      <a href="/" className="btn-primary mt-6">
        Back to Search
      </a>
    </section>
  );
}
