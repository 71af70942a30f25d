import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.itineraries.delete";
import { itemIdParam } from "~/lib/saved-items";
import { flashHeader } from "~/http/flash.server";
import { requireAdmin } from "~/http/session.server";
import { NotFound } from "~/services/errors.server";
import { deleteItinerary, itineraryFor } from "~/services/itineraries.server";

/** Deleting an itinerary asks first (tools-admin §2): this confirmation is its own page, so it works without JavaScript. */

function idOf(params: Route.LoaderArgs["params"]) {
  const parsed = itemIdParam("Itinerary id").safeParse(params.id);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  try {
    const it = itineraryFor(idOf(params), admin);
    return { id: it.id, title: it.title, airport: it.airport_loc_id, stops: it.items.length };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Itinerary | Admin | AirportFinder" }];

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  try {
    deleteItinerary(idOf(params), admin);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    throw redirect("/admin/itineraries", {
      headers: {
        "Set-Cookie": await flashHeader({
          title: "Error",
          description: "Failed to delete itinerary.",
          variant: "destructive",
        }),
      },
    });
  }
  throw redirect("/admin/itineraries", {
    headers: {
      "Set-Cookie": await flashHeader({
        title: "Itinerary Deleted",
        description: "The itinerary and its stops have been deleted.",
      }),
    },
  });
}

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
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete Itinerary"}
        </button>
      </Form>
    </section>
  );
}
