import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/airport-place-form";
import { pageTitle } from "~/lib/page-title";
import { loadOnOpenOnly, toastWhenDone } from "~/lib/route-dialog";
import { PlaceAdminForm, placeFormHeading, placeListHref, type PlaceFormData } from "~/components/place-admin-form";
import { placeFormAction, placePageLoader } from "~/http/place-admin-form.server";

/*
 * The admin activity and landmark forms as their own pages
 * (/airport/{id}/activities/new, …/{activityId}/edit, the same for
 * landmarks), so they work without JavaScript; with JavaScript the airport
 * page opens the same form in a dialog (app/components/route-dialog.tsx).
 * Admins only, checked on the server (docs/decisions/0025-admin-place-curation.md).
 */

export async function loader(args: Route.LoaderArgs) {
  const { table, airport, place } = await placePageLoader(args);
  const values: Record<string, string> = place
    ? {
        name: place.name,
        category: "category" in place ? String(place.category) : "adults",
        distance_nm: String(place.distance_nm),
        summary: place.summary ?? "",
        phone: place.phone ?? "",
        website: place.website ?? "",
        address: place.address ?? "",
        latitude: place.latitude == null ? "" : String(place.latitude),
        longitude: place.longitude == null ? "" : String(place.longitude),
      }
    : { category: "adults", distance_nm: "" };
  return {
    table,
    placeId: place?.id ?? null,
    airport: { name: airport.name, pageId: airport.pageId },
    values,
    imported: place ? place.source !== "admin" : false,
  } satisfies PlaceFormData;
}

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;
/** A done answer's toast shows as it comes, even when the dialog went with what it deleted. */
export const clientAction = (args: Route.ClientActionArgs) => toastWhenDone(args);

export const action = placeFormAction;

export const meta = (args: Route.MetaArgs) =>
  args.data ? pageTitle(args, placeFormHeading(args.data.table, args.data.placeId)) : [];

export default function PlaceFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { table, placeId, airport } = loaderData;
  const navigation = useNavigation();
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-navy-900">{placeFormHeading(table, placeId)}</h1>
      <p className="mt-1 mb-4 text-slate-700">
        Near{" "}
        <Link to={placeListHref(airport.pageId, table)} className="font-semibold underline">
          {airport.name}
        </Link>{" "}
        ({airport.pageId})
      </p>
      <PlaceAdminForm data={loaderData} answer={actionData ?? null} pending={navigation.state === "submitting"} />
    </section>
  );
}

export { ErrorBoundary } from "~/components/place-admin-error";
