import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.itineraries.delete";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { deleteItineraryCase, itineraryCase } from "~/use-cases/itineraries.server";
import { busyProps } from "~/components/status-button";

/**
 * Deleting an itinerary asks first (docs/product.md, "Itineraries"): this confirmation is its
 * own page, so it works without JavaScript.
 */

const itinerary = loaderDoor(itineraryCase);

export async function loader(args: Route.LoaderArgs) {
  const it = await itinerary(args);
  return { id: it.id, title: it.title, airport: it.airport_loc_id, stops: it.items.length };
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Itinerary | Admin | AirportFinder" }];

const BACK = "/admin/itineraries";

export const action = formAction(
  formDoor(deleteItineraryCase, {
    done: () => ({
      to: BACK,
      toast: { title: "Itinerary Deleted", description: "The itinerary and its stops have been deleted." },
    }),
    refusedTo: () => ({
      to: BACK,
      toast: { title: "Error", description: "Failed to delete itinerary.", variant: "destructive" },
    }),
  }),
);

export default function DeleteItinerary({ loaderData }: Route.ComponentProps) {
  const { title, airport, stops } = loaderData;
  const deleting = useNavigation().state === "submitting";
  return (
    <section className="card mx-auto max-w-xl p-6 sm:p-8" aria-labelledby="delete-heading">
      <h1 id="delete-heading" className="text-2xl font-bold text-navy-900">
        Delete this itinerary?
      </h1>
      <p className="mt-3 text-slate-800">
        <strong>{title}</strong> ({airport}) and its {stops} {stops === 1 ? "stop" : "stops"} will be deleted. This
        action cannot be undone.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-2">
        <Link to="/admin/itineraries" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" {...busyProps(deleting)}>
          {deleting ? "Deleting..." : "Delete Itinerary"}
        </button>
      </Form>
    </section>
  );
}
