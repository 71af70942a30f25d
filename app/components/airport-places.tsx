import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { PlaceFormAnswer, PlaceFormData } from "./place-admin-form";
import { lazyPart } from "~/lib/lazy-part";
import { dialogFormProps, RouteDialog } from "./route-dialog";
import { SaveToggle } from "~/components/save-toggle";
import { LinkTabs } from "~/components/link-tabs";
import { kindLabel, sourceLink } from "~/lib/place-classes";
import { CREATED_PARAM, type PlaceListId } from "~/lib/place-lists";
import { formatPlaceDistance, placeDistanceText, POST_OFFICE_NOTE, telHref } from "~/lib/place-text";
import { RESTAURANT_CATEGORIES, priceLevelLabel, type SavedKind } from "~/lib/saved-item-texts";
import type { Toast } from "~/lib/toast";
import type { PagePlaceLists } from "~/services/nearby-places.server";
import type { LivePlacesStatus } from "~/services/live-places.server";

export { formatPlaceDistance };

export type { PlaceListId };

interface Place {
  id: number;
  name: string;
  distance_nm: number;
  summary: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  price_level?: string | null;
  rating?: number | null;
  kind: string | null;
  source: string;
  credit: string | null;
  walkable: boolean;
  /** Among the varied few the list shows before "Show all" (docs/decisions/0062-variety-before-distance.md). */
  featured: boolean;
  hidden: boolean;
  /** Inside the aerodrome's outline in the OpenStreetMap answer (docs/decisions/0078-osm-places-table.md). */
  on_field?: boolean;
  /** Placed by its source at a post office in or near its town (docs/decisions/0116-places-at-the-post-office.md). */
  point_at_post_office?: boolean;
  alternate_airport: string | null;
  alternate_distance_nm: number | null;
}

export interface AirportPlacesProps {
  /** The airport's id in its page URL. */
  airportId: string;
  places: PagePlaceLists;
  categoryDescriptions: { adults: string; kids: string };
  /** Ids of the signed-in user's saved items; null when signed out (no save controls then). */
  saved: { activities: number[]; landmarks: number[]; restaurants: number[]; lodging: number[] } | null;
  /** The page's query string: tabs and "Show all" links keep it. */
  search: URLSearchParams;
  isAdmin: boolean;
  /** The live places' state (docs/decisions/0080-live-places-cache.md); absent or disabled: bundled places only. */
  live?: LivePlacesStatus;
}

/** Only http(s) links become links. */
const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);

function hrefWith(search: URLSearchParams, changes: Record<string, string | null>, anchor: string) {
  const next = new URLSearchParams(search);
  next.delete(CREATED_PARAM);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  const q = next.toString();
  return `${q ? `?${q}` : "?"}#${anchor}`;
}

/** The admin's forms and their zod schema load when a dialog opens (issue 23). */
const adminForms = lazyPart(() => import("./place-admin-form"));

/** An admin's add or edit form: its own page without JavaScript, a dialog with it. */
function PlaceFormDialog(props: { href: string; title: string; trigger: React.ReactNode; triggerClassName: string }) {
  return (
    <RouteDialog<PlaceFormData, PlaceFormAnswer> {...props} load={adminForms.load}>
      {(data, form) => {
        const { PlaceAdminForm } = adminForms.get()!;
        return <PlaceAdminForm data={data} {...dialogFormProps(form)} />;
      }}
    </RouteDialog>
  );
}

/** An admin's delete confirmation: its own page without JavaScript, a dialog with it. */
function PlaceDeleteDialog({
  href,
  name,
  placeId,
  listHeadingId,
}: {
  href: string;
  name: string;
  placeId: number;
  /** Where focus goes once the place, and this dialog's button with it, is gone. */
  listHeadingId: string;
}) {
  const textId = `delete-place-text-${placeId}`;
  return (
    <RouteDialog<{ imported: boolean }, { toast: Toast }>
      href={href}
      title={`Delete ${name}?`}
      describedBy={textId}
      focusAfterDone={listHeadingId}
      trigger={
        <>
          Delete<span className="sr-only"> {name}</span>
        </>
      }
      triggerClassName="standalone-link font-semibold text-red-800 underline"
      load={adminForms.load}
    >
      {(data, form) => {
        const { PlaceDeleteConfirmation } = adminForms.get()!;
        return (
          <PlaceDeleteConfirmation
            imported={data.imported}
            textId={textId}
            {...dialogFormProps(form)}
            cancelHref={href}
          />
        );
      }}
    </RouteDialog>
  );
}

interface AdminLinks {
  table: "activities" | "landmarks";
  airportId: string;
}

function PlaceItem({
  kind,
  place,
  saved,
  admin,
  isNew = false,
}: {
  kind: SavedKind | null;
  place: Place;
  saved: number[] | null;
  admin: AdminLinks | null;
  /** What an admin just made: scrolled to, marked "New", and with JavaScript focused. */
  isNew?: boolean;
}) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isNew) row.current?.focus();
  }, [isNew]);
  const website = safeWebsite(place.website);
  const price = place.price_level ? priceLevelLabel(place.price_level) : null;
  const credit = place.credit;
  const creditHref = sourceLink(place.source);
  const aviation = place.kind === "aviation_museum";
  const label = aviation ? null : kindLabel(place.kind);
  return (
    <li
      ref={row}
      id={isNew ? `${kind}-${place.id}` : undefined}
      tabIndex={isNew ? -1 : undefined}
      className={`flex items-start gap-3 py-3 ${place.hidden ? "opacity-70" : ""} ${isNew ? "-mx-2 rounded-md bg-amber-50 px-2 outline outline-2 outline-amber-500" : ""}`}
      data-place-id={place.id}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          {isNew && <span className="rounded bg-amber-200 px-1.5 text-xs font-bold text-amber-950">New</span>}
          <span className="font-semibold text-slate-900">{place.name}</span>
          <span className="text-sm tabular-nums text-slate-700">
            {placeDistanceText(place.distance_nm, place.point_at_post_office)}
          </span>
          {place.on_field && (
            <span
              className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
              title="Inside the airport's outline on OpenStreetMap"
            >
              On the field
            </span>
          )}
          {place.walkable && (
            <span
              className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900"
              title="Within 1 NM of the airport"
            >
              Walkable
            </span>
          )}
          {aviation && (
            <span className="rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900">✈ Aviation museum</span>
          )}
          {place.hidden && (
            <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-800">Hidden</span>
          )}
        </p>
        {(price || place.rating != null) && (
          <p className="mt-0.5 text-sm text-slate-700">
            {price && (
              <span>
                <span className="font-semibold text-slate-900">{place.price_level}</span> {price}
              </span>
            )}
            {price && place.rating != null && <span aria-hidden="true"> · </span>}
            {place.rating != null && <span>{`Rated ${place.rating.toFixed(1)}`}</span>}
          </p>
        )}
        {place.summary && place.summary !== label && <p className="mt-1 text-sm text-slate-800">{place.summary}</p>}
        {place.address && <p className="mt-1 text-sm text-slate-700">{place.address}</p>}
        {place.point_at_post_office && <p className="mt-1 text-sm text-slate-700">{POST_OFFICE_NOTE}</p>}
        {(place.phone || website) && (
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {place.phone && (
              <a href={telHref(place.phone)} className="standalone-link font-semibold underline">
                {place.phone}
              </a>
            )}
            {website && (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="standalone-link font-semibold underline"
              >
                {place.source === "wikipedia" ? "Wikipedia article" : "Website"}
                <span className="sr-only"> of {place.name} (opens in a new tab)</span>
              </a>
            )}
          </p>
        )}
        {place.alternate_airport && place.alternate_distance_nm != null && (
          <p className="mt-1 text-sm">
            <Link
              to={`/airport/${encodeURIComponent(place.alternate_airport)}`}
              className="standalone-link font-semibold underline"
            >
              {`Closer to ${place.alternate_airport}, ${formatPlaceDistance(place.alternate_distance_nm)}`}
            </Link>
          </p>
        )}
        {credit && (
          <p className="mt-1 text-xs text-slate-600">
            {creditHref ? (
              <a href={creditHref} target="_blank" rel="noopener noreferrer" className="standalone-link underline">
                {credit}
              </a>
            ) : (
              credit
            )}
          </p>
        )}
        {admin && (
          <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <PlaceFormDialog
              href={`/airport/${encodeURIComponent(admin.airportId)}/${admin.table}/${place.id}/edit`}
              title={`Edit ${admin.table === "activities" ? "activity" : "landmark"}`}
              trigger={
                <>
                  Edit<span className="sr-only"> {place.name}</span>
                </>
              }
              triggerClassName="standalone-link font-semibold text-navy-700 underline"
            />
            <Form method="post" className="inline">
              <input type="hidden" name="intent" value={place.hidden ? "show-place" : "hide-place"} />
              <input type="hidden" name="table" value={admin.table} />
              <input type="hidden" name="placeId" value={place.id} />
              <button type="submit" className="font-semibold underline">
                {place.hidden ? "Show" : "Hide"}
                <span className="sr-only"> {place.name}</span>
              </button>
            </Form>
            <PlaceDeleteDialog
              href={`/airport/${encodeURIComponent(admin.airportId)}/${admin.table}/${place.id}/delete`}
              name={place.name}
              placeId={place.id}
              listHeadingId={admin.table === "activities" ? "things-to-do-heading" : "landmarks-heading"}
            />
          </div>
        )}
      </div>
      {saved && kind && !place.hidden && (
        <SaveToggle kind={kind} itemId={place.id} saved={saved.includes(place.id)} signedIn itemName={place.name} />
      )}
    </li>
  );
}

interface ListProps {
  id: PlaceListId;
  kind: SavedKind | null;
  places: Place[];
  saved: number[] | null;
  empty: string;
  search: URLSearchParams;
  anchor: string;
  admin: AdminLinks | null;
  live?: LivePlacesStatus;
}

/** The day of a fetch, as the credit says it (UTC, so server and browser agree). */
const fetchDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/**
 * The credits a list owes its live rows (docs/decisions/0080-live-places-cache.md): OpenStreetMap's
 * (ODbL) with the day the area was fetched, Wikipedia's (CC BY-SA).
 */
function LiveCredits({ places, live }: { places: Place[]; live?: LivePlacesStatus }) {
  const osm = places.some((p) => p.source === "osm_live");
  const wiki = places.some((p) => p.source === "wikipedia");
  if (!osm && !wiki) return null;
  const osmDay = fetchDay(live?.osm?.fetchedAt);
  const wikiDay = fetchDay(live?.wikipedia?.fetchedAt);
  return (
    <p className="pb-2 pt-1 text-xs text-slate-600" data-live-credits>
      {osm && (
        <span>
          Map data{" "}
          <a
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noopener noreferrer"
            className="underline"
          >
            © OpenStreetMap contributors
          </a>{" "}
          (ODbL){osmDay && <>, fetched {osmDay}</>}.{" "}
        </span>
      )}
      {wiki && (
        <span>
          Articles from{" "}
          <a href="https://en.wikipedia.org/" target="_blank" rel="noopener noreferrer" className="underline">
            Wikipedia
          </a>{" "}
          (
          <a
            href="https://creativecommons.org/licenses/by-sa/4.0/"
            target="_blank"
            rel="noopener noreferrer"
            className="underline"
          >
            CC BY-SA
          </a>
          ){wikiDay && <>, fetched {wikiDay}</>}.
        </span>
      )}
    </p>
  );
}

/** What the page says while the live places are on their way, or when a fetch failed. */
function LiveNotice({ live }: { live?: LivePlacesStatus }) {
  if (!live?.enabled) return null;
  const failed = [live.osm, live.wikipedia].filter((s) => s?.failedAt);
  if (live.onTheWay) {
    return (
      <p className="card mb-4 p-3 text-sm text-slate-800" role="status" data-live-places="on-the-way">
        Local places from OpenStreetMap and Wikipedia are on their way: these are the bundled ones for now. Open this
        page again in a minute to see them.
      </p>
    );
  }
  if (failed.length === 0) return null;
  const days = failed.map((s) => fetchDay(s?.fetchedAt)).filter(Boolean);
  return (
    <p className="card mb-4 p-3 text-sm text-slate-800" role="status" data-live-places="failed">
      {days.length
        ? `Local places could not be refreshed just now; those shown date from ${days.sort()[0]}.`
        : "Local places could not be fetched just now; the bundled ones are shown. We will try again."}
    </p>
  );
}

function PlaceList({ id, kind, places, saved, empty, search, anchor, admin, live }: ListProps) {
  if (places.length === 0) return <p className="py-3 text-sm text-slate-700">{empty}</p>;
  const all = search.get("all") === id;
  // What an admin just made stays in the short list too (docs/decisions/0077-what-was-just-made-and-every-error.md).
  const created = search.get(CREATED_PARAM);
  const isNew = (p: Place) => kind !== null && created === `${kind}-${p.id}`;
  const shown = all ? places : places.filter((p) => p.featured || isNew(p));
  return (
    <>
      <ul className="divide-y divide-slate-200" data-list={id}>
        {shown.map((p) => (
          <PlaceItem key={p.id} kind={kind} place={p} saved={saved} admin={admin} isNew={isNew(p)} />
        ))}
      </ul>
      {places.length > places.filter((p) => p.featured).length && (
        <p className="pb-1 pt-2 text-sm">
          <Link
            to={hrefWith(search, { all: all ? null : id }, anchor)}
            preventScrollReset
            className="standalone-link font-semibold underline"
          >
            {all ? "Show fewer" : `Show all ${places.length}`}
          </Link>
        </p>
      )}
      <LiveCredits places={shown} live={live} />
    </>
  );
}

/**
 * Spec §2 airport detail: 'Things to Do' (For Adults / For Kids tabs, and
 * restaurants in Quick Bites and Settle In), 'Notable Landmarks', and
 * Lodging; each list shows its varied first picks nearest first, and "Show all N"
 * every row it keeps, nearest first. Tabs and
 * links are plain URLs (`?things=kids`, `?all=landmarks`), so they work
 * without JavaScript.
 */
export function AirportPlaces({
  airportId,
  places,
  categoryDescriptions,
  saved,
  search,
  isAdmin,
  live,
}: AirportPlacesProps) {
  const things = search.get("things") === "kids" ? "kids" : "adults";
  const adults = places.activities.filter((a) => a.category !== "kids");
  const kids = places.activities.filter((a) => a.category === "kids");
  const current = things === "kids" ? kids : adults;
  const dining = RESTAURANT_CATEGORIES.map((c) => ({
    ...c,
    places: places.restaurants
      .filter((r) => r.category === c.id)
      .map((r): Place => ({ ...r, name: r.restaurant_name, summary: r.restaurant_description })),
  }));
  const anyDining = places.restaurants.length > 0;
  const nothing =
    places.activities.length + places.landmarks.length + places.restaurants.length + places.lodging.length === 0;
  const activityAdmin: AdminLinks | null = isAdmin ? { table: "activities", airportId } : null;
  const landmarkAdmin: AdminLinks | null = isAdmin ? { table: "landmarks", airportId } : null;
  const tabs = [
    {
      id: "adults",
      label: `For Adults (${adults.length})`,
      href: hrefWith(search, { things: null, all: null }, "things-to-do"),
    },
    {
      id: "kids",
      label: `For Kids (${kids.length})`,
      href: hrefWith(search, { things: "kids", all: null }, "things-to-do"),
    },
  ];

  return (
    <>
      <section id="things-to-do" aria-labelledby="things-to-do-heading" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="things-to-do-heading" tabIndex={-1} className="text-xl font-bold text-navy-900">
            Things to Do
          </h2>
          {isAdmin && (
            <PlaceFormDialog
              href={`/airport/${encodeURIComponent(airportId)}/activities/new`}
              title="Add activity"
              trigger="Add activity"
              triggerClassName="btn-secondary text-sm"
            />
          )}
        </div>
        <LiveNotice live={live} />
        {nothing && (
          <div className="card mb-4 p-4 sm:p-5">
            <p className="text-slate-800">
              No restaurants, activities, landmarks or lodging are listed near this airport yet. Our lists come from
              open data (chains, museums, national parks, golf courses, breweries) and from pilots' suggestions.
            </p>
            <div id="suggest-place" />
          </div>
        )}
        <div className="card p-4 sm:p-5">
          <LinkTabs label="Things to do for" tabs={tabs} current={things} />
          <p className="mt-3 text-sm text-slate-700">
            {things === "kids" ? categoryDescriptions.kids : categoryDescriptions.adults}
          </p>
          <PlaceList
            id={things}
            kind="activity"
            places={current}
            saved={saved?.activities ?? null}
            empty={
              things === "kids"
                ? "Nothing listed for kids within 10 NM yet."
                : "Nothing listed for adults within 10 NM yet."
            }
            search={search}
            anchor="things-to-do"
            admin={activityAdmin}
            live={live}
          />
        </div>
        <div id="restaurants" className="card mt-4 p-4 sm:p-5">
          <h3 className="text-lg font-bold text-navy-900">Restaurants</h3>
          {anyDining ? (
            <div className="grid gap-x-6 md:grid-cols-2">
              {dining.map((c) => (
                <div key={c.id} className="mt-2">
                  <h4 className="font-semibold text-slate-800">{c.label}</h4>
                  <PlaceList
                    id={c.id}
                    kind="restaurant"
                    places={c.places}
                    saved={saved?.restaurants ?? null}
                    empty={
                      c.id === "quick_bites"
                        ? "No quick bites listed within 5 NM."
                        : "No sit-down restaurants listed within 5 NM."
                    }
                    search={search}
                    anchor="restaurants"
                    admin={null}
                    live={live}
                  />
                </div>
              ))}
            </div>
          ) : (
            <p className="py-3 text-sm text-slate-700">No restaurants listed within 5 NM yet.</p>
          )}
          <p className="mt-2 text-xs text-slate-600">
            {places.restaurants.some((r) => r.source === "osm_live")
              ? "Chain locations, brewpubs and OpenStreetMap's places; "
              : "Chain locations and brewpubs only; "}
            the quick-bites / sit-down reading and price level of a chain are our editorial reading of its brand, not
            the restaurant's own.
          </p>
        </div>
      </section>
      <section id="landmarks" aria-labelledby="landmarks-heading" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="landmarks-heading" tabIndex={-1} className="text-xl font-bold text-navy-900">
            Notable Landmarks
          </h2>
          {isAdmin && (
            <PlaceFormDialog
              href={`/airport/${encodeURIComponent(airportId)}/landmarks/new`}
              title="Add landmark"
              trigger="Add landmark"
              triggerClassName="btn-secondary text-sm"
            />
          )}
        </div>
        <div className="card px-4 pb-3 sm:px-5">
          <PlaceList
            id="landmarks"
            kind="landmark"
            places={places.landmarks}
            saved={saved?.landmarks ?? null}
            empty="No landmarks listed within 20 NM yet."
            search={search}
            anchor="landmarks"
            admin={landmarkAdmin}
            live={live}
          />
        </div>
      </section>
      <section id="lodging" aria-labelledby="lodging-heading" className="mt-8">
        <h2 id="lodging-heading" className="mb-3 text-xl font-bold text-navy-900">
          Lodging
        </h2>
        <div className="card px-4 pb-3 sm:px-5">
          <PlaceList
            id="lodging"
            kind="lodging"
            places={places.lodging}
            saved={saved?.lodging ?? null}
            empty="No hotels listed within 5 NM yet."
            search={search}
            anchor="lodging"
            admin={null}
            live={live}
          />
        </div>
        {!nothing && <div id="suggest-place" className="mt-4" />}
      </section>
    </>
  );
}
