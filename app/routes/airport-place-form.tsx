import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/airport-place-form";
import { Field, FormError } from "~/components/form-field";
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
 * landmarks), so they work without JavaScript. Admins only, checked on the server.
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
    fieldErrors: {} as Record<string, string[]>,
    imported: place ? place.source !== "admin" : false,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { table, airport, placeId, pageId } = target(params);
  current(table, placeId);
  const result = await handlePlaceForm(request, table, { locId: airport.locId, pageId }, placeId);
  if (result instanceof Response) return result;
  return data(result.result, { status: 400 });
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Not found | AirportFinder" }];
  return [{ title: `${heading(d.table, d.placeId)} | AirportFinder` }];
}

const heading = (table: PlaceTableName, placeId: number | null) =>
  `${placeId === null ? "Add" : "Edit"} ${table === "activities" ? "activity" : "landmark"}`;

export default function PlaceFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { table, placeId, airport } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const back = `/airport/${encodeURIComponent(airport.pageId)}#${table === "activities" ? "things-to-do" : "landmarks"}`;
  const field = (name: string) => ({ id: `place-${name}`, errorId: `place-${name}-error`, errors: errors[name] });
  const input = (name: string) => ({
    id: `place-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `place-${name}-error` : undefined,
    className: "field-input",
  });

  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-navy-900">{heading(table, placeId)}</h1>
      <p className="mt-1 text-slate-700">
        Near{" "}
        <Link to={back} className="font-semibold underline">
          {airport.name}
        </Link>{" "}
        ({airport.pageId})
        {loaderData.imported &&
          ". This place came from open data: your correction is kept when the data is imported again."}
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <FormError errors={errors.form} id="place-form-error" />
        <Field label="Name" field={field("name")} className="sm:col-span-2">
          <input {...input("name")} required maxLength={200} />
        </Field>
        {table === "activities" && (
          <Field label="Category" field={field("category")}>
            <select {...input("category")}>
              <option value="adults">For adults</option>
              <option value="kids">For kids</option>
            </select>
          </Field>
        )}
        <Field label="Distance (NM)" field={field("distance_nm")}>
          <input {...input("distance_nm")} type="number" step={0.1} min={0} inputMode="decimal" required />
        </Field>
        <Field label="Summary" field={field("summary")} className="sm:col-span-2">
          <textarea {...input("summary")} rows={3} required maxLength={1000} />
        </Field>
        <Field label="Phone" field={field("phone")}>
          <input {...input("phone")} type="tel" />
        </Field>
        <Field label="Website" field={field("website")}>
          <input {...input("website")} type="url" />
        </Field>
        <Field label="Address" field={field("address")} className="sm:col-span-2">
          <input {...input("address")} />
        </Field>
        <Field label="Latitude (optional)" field={field("latitude")}>
          <input {...input("latitude")} type="number" step="any" inputMode="decimal" />
        </Field>
        <Field label="Longitude (optional)" field={field("longitude")}>
          <input {...input("longitude")} type="number" step="any" inputMode="decimal" />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy
              ? "Saving..."
              : placeId === null
                ? `Add ${table === "activities" ? "activity" : "landmark"}`
                : "Save changes"}
          </button>
          <Link to={back} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export { ErrorBoundary } from "~/components/place-admin-error";
