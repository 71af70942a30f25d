import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/itinerary-item";
import { loadOnOpenOnly } from "~/lib/route-dialog";
import {
  ItineraryItemForm,
  itemFormHeading,
  type ItineraryItemAnswer,
  type ItineraryItemFormData,
} from "~/components/itinerary-item-form";
import { dayChoices } from "~/lib/itinerary-days";
import { itemObject } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { doneAnswer } from "~/http/route-dialog.server";
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
 * own page: /itineraries/{id}/items/new and /itineraries/{id}/items/{itemId}/edit;
 * with JavaScript the airport page opens the same form in a dialog
 * (app/components/route-dialog.tsx), which this action answers with data.
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
  } satisfies ItineraryItemFormData;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.editing ? "Edit Item" : "Add Item"} | AirportFinder` },
];

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;

export async function action({ request, params }: Route.ActionArgs) {
  const { user, itinerary, item } = await context(request, params);
  const back = `${airportPagePath(itinerary.airport_loc_id)}#itinerary-${itinerary.id}`;
  const formData = await request.formData();
  if (formData.get("intent") === "delete" && item) {
    deleteItem(itinerary.id, item.id, user);
    return doneAnswer(request, back, { title: "Item Deleted", description: `"${item.name}" was removed.` });
  }
  const submission = parseWithZod(formData, { schema: itemObject });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0];
    return data<ItineraryItemAnswer>(
      {
        lastResult: submission.reply() as SubmissionResult<string[]>,
        toast: { title: "Error", description: first ?? "Please check the item.", variant: "destructive" },
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
  return doneAnswer(request, back, toast);
}

export default function ItineraryItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { itinerary, back, editing } = loaderData;
  const navigation = useNavigation();
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="item-heading">
      <Link to={back} className="text-sm font-semibold">
        ← Back to the airport
      </Link>
      <h1 id="item-heading" className="mt-2 text-2xl font-bold text-navy-900">
        {itemFormHeading(!!editing)}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{itinerary.title}</p>
      <ItineraryItemForm
        data={loaderData}
        answer={actionData && "lastResult" in actionData ? actionData : null}
        submitting={navigation.formData}
        pending={navigation.state === "submitting"}
      />
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
