import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/airport-place-form";
import { loadOnOpenOnly } from "~/lib/route-dialog";
import { PlaceAdminForm, placeFormHeading, placeListHref, type PlaceFormData } from "~/components/place-admin-form";
import { canonicalId } from "~/lib/display";
import { itemIdParam } from "~/lib/saved-items";
import type { PlaceTableName } from "~/lib/place-admin";
import { findAirportByCode } from "~/models/airports.server";
import { handlePlaceForm, isPlaceTable } from "~/http/place-admin-form.server";
import { requireAdmin } from "~/http/session.server";
import { placeForEdit } from "~/services/place-admin.server";
import { NotFound } from "~/services/errors.server";

/*
 * The admin activity and landmark forms of tools-admin §5 as their own pages
 * (/airport/{id}/activities/new, …/{activityId}/edit, the same for
 * landmarks), so they work without JavaScript; with JavaScript the airport
 * page opens the same form in a dialog (app/components/route-dialog.tsx).
 * Admins only, checked on the server.
 */

function target(params: Route.LoaderArgs["params"]) {
  const table = params.table;
  const airport = findAirportByCode(params.locId ?? "");
  if (!isPlaceTable(table) || !airport) throw data(null, { status: 404 });
  const placeId = params.placeId === undefined ? null : (itemIdParam("Place id").safeParse(params.placeId).data ?? -1);
  if (placeId === -1) throw data(null, { status: 404 });
  return { table, airport, placeId, pageId: canonicalId({ icao_id: airport.icaoId, loc_id: airport.locId }) };
}

function current(table: PlaceTableName, placeId: number | null) {
  if (placeId === null) return null;
  try {
    return placeForEdit(table, placeId);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { table, airport, placeId, pageId } = target(params);
  const place = current(table, placeId);
  if (place && place.airport_loc_id !== airport.locId) throw data(null, { status: 404 });
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
    placeId,
    airport: { name: airport.name, pageId },
    values,
    imported: place ? place.source !== "admin" : false,
  } satisfies PlaceFormData;
}

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { table, airport, placeId, pageId } = target(params);
  current(table, placeId);
  return handlePlaceForm(request, table, { locId: airport.locId, pageId }, placeId);
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Not found | AirportFinder" }];
  return [{ title: `${placeFormHeading(d.table, d.placeId)} | AirportFinder` }];
}

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
      <PlaceAdminForm
        data={loaderData}
        answer={actionData && "fieldErrors" in actionData ? actionData : null}
        pending={navigation.state === "submitting"}
      />
    </section>
  );
}

export { ErrorBoundary } from "~/components/place-admin-error";
