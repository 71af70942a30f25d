import { data, useNavigation } from "react-router";
import type { Route } from "./+types/airport-place-delete";
import { loadOnOpenOnly } from "~/lib/route-dialog";
import { PlaceDeleteConfirmation, placeListHref } from "~/components/place-admin-form";
import { canonicalId } from "~/lib/display";
import { itemIdParam } from "~/lib/saved-items";
import { findAirportByCode } from "~/models/airports.server";
import { handlePlaceDelete, isPlaceTable } from "~/http/place-admin-form.server";
import { requireAdmin } from "~/http/session.server";
import { placeForEdit } from "~/services/place-admin.server";
import { NotFound } from "~/services/errors.server";

/**
 * The delete confirmation of an activity or landmark (core §2: 'This action
 * cannot be undone.') as its own page; with JavaScript the airport page opens
 * it in a dialog (app/components/route-dialog.tsx). Admins only.
 */
function target(params: Route.LoaderArgs["params"]) {
  const airport = findAirportByCode(params.locId ?? "");
  const id = itemIdParam("Place id").safeParse(params.placeId).data;
  if (!isPlaceTable(params.table) || !airport || id === undefined) throw data(null, { status: 404 });
  try {
    const place = placeForEdit(params.table, id);
    if (place.airport_loc_id !== airport.locId) throw new NotFound();
    return { table: params.table, id, place, pageId: canonicalId({ icao_id: airport.icaoId, loc_id: airport.locId }) };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { table, place, pageId } = target(params);
  return { table, name: place.name, imported: place.source !== "admin", pageId };
}

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { table, id, pageId } = target(params);
  return handlePlaceDelete(request, table, pageId, id);
}

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: d ? `Delete ${d.name} | AirportFinder` : "Not found | AirportFinder" },
];

export default function DeletePlacePage({ loaderData }: Route.ComponentProps) {
  const { table, name, imported, pageId } = loaderData;
  const navigation = useNavigation();
  return (
    <section
      className="card mx-auto max-w-xl p-6"
      role="alertdialog"
      aria-labelledby="delete-heading"
      aria-describedby="delete-text"
    >
      <h1 id="delete-heading" className="mb-2 text-2xl font-bold text-navy-900">
        {`Delete ${name}?`}
      </h1>
      <PlaceDeleteConfirmation
        imported={imported}
        textId="delete-text"
        pending={navigation.state === "submitting"}
        cancelHref={placeListHref(pageId, table)}
      />
    </section>
  );
}

export { ErrorBoundary } from "~/components/place-admin-error";
