import { Link, useNavigation } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel";
import type { Route } from "./+types/itinerary-item";
import { pageTitle } from "~/lib/page-title";
import { loadOnOpenOnly, toastWhenDone } from "~/lib/route-dialog";
import { ItineraryItemForm, itemFormHeading, type ItineraryItemFormData } from "~/components/itinerary-item-form";
import { dayChoices } from "~/lib/itinerary-days";
import { itemFormValues, newStopValues } from "~/lib/itinerary-form-values";
import { itemObject } from "~/lib/itinerary-schemas";
import type { Toast } from "~/lib/toast";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { RouteError } from "~/components/route-error";
import { addItemCase, deleteItemCase, itemFormCase, updateItemCase } from "~/use-cases/itineraries.server";

/*
 * The item dialog of an airport page's itinerary (docs/product.md, "Itineraries"), as its
 * own page: /itineraries/{id}/items/new and /itineraries/{id}/items/{itemId}/edit;
 * with JavaScript the airport page opens the same form in a dialog
 * (app/components/route-dialog.tsx), which this action answers with data.
 * For admins and the itinerary's author; a draft others may not see is a 404.
 */

const PROMPT = "Please log in to edit itinerary items.";

/** The itinerary and item the form is for: 404 for a draft the caller may not see, 403 for one they may not change. */
const itemForm = loaderDoor(itemFormCase, { signInPrompt: PROMPT });

export async function loader(args: Route.LoaderArgs) {
  const { itinerary, item, back } = await itemForm(args);
  return {
    itinerary: { id: itinerary.id, title: itinerary.title },
    back,
    days: dayChoices(itinerary.duration_days, itinerary.items),
    editing: item ? { id: item.id, name: item.name } : null,
    defaults: item ? itemFormValues(item) : newStopValues(1),
  } satisfies ItineraryItemFormData;
}

export const meta: Route.MetaFunction = (args) => pageTitle(args, args.data?.editing ? "Edit Item" : "Add Item");

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;
/** A done answer's toast shows as it comes, even when the dialog went with what it deleted. */
export const clientAction = (args: Route.ClientActionArgs) => toastWhenDone(args);

const ADDED: Toast = { title: "Item Added", description: "The item was added to the itinerary." };
const UPDATED: Toast = { title: "Item Updated", description: "Your changes have been saved." };
const checkTheItem = (errors: Record<string, string[] | null>): Toast => ({
  title: "Error",
  description: Object.values(errors).find((m) => m?.length)?.[0] ?? "Please check the item.",
  variant: "destructive",
});

/** The form's doors, back to the airport page's itinerary (or the dialog's toast). */
function itemDoors(back: string, item: { name: string } | null) {
  if (!item)
    return formAction(
      formDoor(addItemCase, { signInPrompt: PROMPT, invalid: checkTheItem, done: () => ({ to: back, toast: ADDED }) }),
    );
  // The form posts all of its fields, so a blank one clears; the name stays required (the item form's rule).
  const save = formDoor(updateItemCase, {
    signInPrompt: PROMPT,
    schema: itemObject,
    invalid: checkTheItem,
    done: () => ({ to: back, toast: UPDATED }),
  });
  const remove = formDoor(deleteItemCase, {
    signInPrompt: PROMPT,
    done: () => ({ to: back, toast: { title: "Item Deleted", description: `"${item.name}" was removed.` } }),
  });
  return formAction({ save, "": save, delete: remove });
}

export async function action(args: Route.ActionArgs) {
  // Who may not open the form may not post it: the page's own 404 or 403 first.
  const { item, back } = await itemForm(args);
  return itemDoors(back, item)(args);
}

export default function ItineraryItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { itinerary, back, editing } = loaderData;
  const navigation = useNavigation();
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="item-heading">
      <Link to={back} className="standalone-link text-sm font-semibold">
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
  return (
    <RouteError
      error={error}
      notFound={<NotFoundPanel title="Itinerary Not Found" message="There is no such itinerary or item." />}
      ownerOnly={{
        title: "Not your itinerary",
        text: "Only the itinerary's author or an admin can change its items.",
      }}
    />
  );
}
