import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ResultFieldFacts } from "~/components/field-report-search";
import type { Route } from "./+types/trips";
import { formatElevation } from "~/components/airport-facts";
import { placeDistanceText } from "~/lib/place-text";
import { SaveToggle } from "~/components/save-toggle";
import { cityState, displayName } from "~/lib/display";
import { formatFeet, facilityUseLabel } from "~/lib/labels";
import { TRIPS_LOGIN_PROMPT, TRIPS_REMOVE_FAILED, priceLevelLabel, restaurantCategoryLabel } from "~/lib/saved-items";
import type { TripGroup } from "~/services/my-trips.server";
import { saveIntentDoors } from "~/http/saved-items-form.server";
import { formAction } from "~/http/form-door.server";
import { keepPageOnSaveFailure, skipRevalidationAfterSaveFailure } from "~/lib/save-failure";
import { loaderDoor } from "~/http/page-door.server";
import { myTripsCase } from "~/use-cases/saving.server";
import { ExportLinks } from "~/components/export-links";
import { RouteLine } from "~/components/route-copy";
import { dayMonthYear } from "~/lib/date-format";
import { useFocusAfterRemoval } from "~/lib/use-focus-after-removal";

/** My Trips (docs/product.md, "Saving and My Trips"): login required; signed out, /auth with the spec's prompt and a way back here. */
export const loader = loaderDoor(myTripsCase, { signInPrompt: TRIPS_LOGIN_PROMPT });

/** With JavaScript, a removal that fails in transit (network, 5xx) keeps the list and shows the control's toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnSaveFailure(serverAction);
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return skipRevalidationAfterSaveFailure(actionResult) ? false : defaultShouldRevalidate;
}

/** Remove an airport (or a saved place) from the trips: Post/Redirect/Get back to /trips with a toast. */
export const action = formAction(saveIntentDoors({ removeTripFailedToast: TRIPS_REMOVE_FAILED }));

export const meta: Route.MetaFunction = () => [{ title: "My Trips | AirportFinder" }];

const savedDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dayMonthYear(date);
};

export default function Trips({ loaderData }: Route.ComponentProps) {
  const { trips, otherPlaces, homeId } = loaderData;
  const empty = trips.length === 0 && otherPlaces.length === 0;
  // A removed row's Remove hands the focus to the next one, else the one before, else the empty state.
  useFocusAfterRemoval("button[data-saved]");
  return (
    <section aria-labelledby="trips-heading" className="mx-auto max-w-4xl">
      <h1 id="trips-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        My Trips
      </h1>
      {empty ? (
        <div className="card mt-6 p-6 text-center sm:p-10">
          <p className="text-5xl" aria-hidden="true">
            ✈
          </p>
          <h2 tabIndex={-1} data-focus-fallback className="mt-3 text-xl font-bold text-slate-900">
            No saved trips yet
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            Search for airports you can reach, open one, and choose Save Trip to keep it here with the places you save
            near it.
          </p>
          <Link to="/" className="btn-primary mt-6">
            Search Airports
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {trips.length === 1 ? "1 saved airport" : `${trips.length} saved airports`}, with the activities, landmarks,
            dining and lodging you saved near them.
          </p>
          {trips.length > 0 && <ExportLinks base="/export/trips" title="Download my trips" />}
          {trips.length > 0 && (
            <p className="mt-2">
              <Link to="/trips/kneeboard" className="standalone-link font-semibold underline">
                Print every saved airport&apos;s kneeboard card
              </Link>
            </p>
          )}
          {trips.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              {homeId ? (
                <>
                  Routes start at your default departure airport, {homeId} (
                  <Link to="/profile" className="text-navy-700 underline">
                    change it in My Account
                  </Link>
                  ).
                </>
              ) : (
                <>
                  Set a default departure airport in{" "}
                  <Link to="/profile" className="text-navy-700 underline">
                    My Account
                  </Link>{" "}
                  to get a route from it to each saved airport.
                </>
              )}
            </p>
          )}
          {trips.length > 0 && (
            <section aria-labelledby="saved-airports-heading">
              {/* The outline's step from the page's h1 to each airport's h3, as 'Places saved near other airports' is. */}
              <h2 id="saved-airports-heading" className="sr-only">
                Saved airports
              </h2>
              <ul className="mt-6 space-y-4">
                {trips.map((group) => (
                  <li key={group.airportLocId}>
                    <TripCard group={group} homeId={homeId} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {otherPlaces.length > 0 && (
            <section aria-labelledby="other-places-heading" className="mt-8">
              <h2 id="other-places-heading" className="text-xl font-bold text-navy-900">
                Places saved near other airports
              </h2>
              <p className="mt-1 text-slate-700">These airports are not in your trips; open one to save it.</p>
              <ul className="mt-4 space-y-4">
                {otherPlaces.map((group) => (
                  <li key={group.airportLocId}>
                    <TripCard group={group} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}

function TripCard({ group, homeId = null }: { group: TripGroup; homeId?: string | null }) {
  const trip = group.trip;
  const name = group.name ? displayName(group.name) : `Airport ${group.airportLocId}`;
  const when = trip ? savedDate(trip.savedAt) : null;
  const href = `/airport/${encodeURIComponent(group.pageId)}`;
  return (
    <article className="card p-4 sm:p-5" aria-label={`${name} (${group.pageId})`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold leading-snug sm:text-xl">
            <Link
              to={href}
              className="standalone-link text-navy-800 underline decoration-navy-100 decoration-2 hover:decoration-navy-700"
            >
              {name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
            <span className="rounded bg-navy-800 px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-white">
              {group.pageId}
            </span>
            {trip?.use === "PR" && (
              <span className="rounded border border-amber-700 bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950">
                Private
              </span>
            )}
            <span>{cityState(group.city, group.state)}</span>
          </p>
          {trip && <RouteLine ids={homeId && homeId !== group.pageId ? [homeId, group.pageId] : [group.pageId]} />}
          <ResultFieldFacts fuelPrice={group.fieldFacts.fuel_price} courtesyCar={group.fieldFacts.courtesy_car} />
          {trip && (
            <p className="mt-1 text-sm">
              <Link
                to={`${href}/kneeboard`}
                className="standalone-link underline"
                aria-label={`Kneeboard card of ${group.pageId}`}
              >
                Kneeboard card
              </Link>
            </p>
          )}
        </div>
        {trip && (
          <SaveToggle
            kind="trip"
            itemId={group.airportLocId}
            saved
            signedIn
            size="large"
            itemName={name}
            removeFailedToast={TRIPS_REMOVE_FAILED}
          />
        )}
      </div>
      {trip && (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-700">Elevation</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{formatElevation(trip.elevation)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-700">Longest runway</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{formatFeet(trip.max_runway_length)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-700">Use</dt>
            <dd className="font-semibold text-slate-900">{facilityUseLabel(trip.use)}</dd>
          </div>
          {when && (
            <div className="flex gap-1">
              <dt className="text-slate-700">Saved</dt>
              <dd className="font-semibold text-slate-900">{when}</dd>
            </div>
          )}
        </dl>
      )}
      <SavedPlaces
        title="Activities"
        kind="activity"
        items={group.activities.map((a) => ({
          id: a.activityId,
          name: a.activityName,
          detail: a.activityCategory === "kids" ? "For Kids" : "For Adults",
          summary: a.activitySummary,
          distanceNm: a.distanceNm,
          pointAtPostOffice: a.pointAtPostOffice,
        }))}
      />
      <SavedPlaces
        title="Landmarks"
        kind="landmark"
        items={group.landmarks.map((l) => ({
          id: l.landmarkId,
          name: l.landmarkName,
          detail: null,
          summary: l.landmarkSummary,
          distanceNm: l.distanceNm,
          pointAtPostOffice: l.pointAtPostOffice,
        }))}
      />
      <SavedPlaces
        title="Dining"
        kind="restaurant"
        items={group.restaurants.map((r) => ({
          id: r.restaurantId,
          name: r.restaurantName,
          detail: [
            restaurantCategoryLabel(r.restaurantCategory),
            r.priceLevel && `${r.priceLevel} ${priceLevelLabel(r.priceLevel) ?? ""}`.trim(),
          ]
            .filter(Boolean)
            .join(" · "),
          summary: r.restaurantDescription,
          distanceNm: r.distanceNm,
        }))}
      />
      <SavedPlaces
        title="Lodging"
        kind="lodging"
        items={group.lodging.map((h) => ({
          id: h.lodgingId,
          name: h.lodgingName,
          detail: null,
          // Imported hotels' summary is just "Hotel": the address is what a pilot needs.
          summary: h.address ?? h.lodgingSummary,
          distanceNm: h.distanceNm,
        }))}
      />
    </article>
  );
}

function SavedPlaces({
  title,
  kind,
  items,
}: {
  title: string;
  kind: "activity" | "landmark" | "restaurant" | "lodging";
  items: {
    id: number;
    name: string;
    detail: string | null;
    summary: string | null;
    distanceNm: number;
    pointAtPostOffice?: boolean;
  }[];
}) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h4>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-slate-900">{item.name}</span>
                <span className="text-sm tabular-nums text-slate-700">
                  {placeDistanceText(item.distanceNm, item.pointAtPostOffice)}
                </span>
                {item.detail && <span className="text-sm text-slate-700">{item.detail}</span>}
              </p>
              {item.summary && <p className="mt-0.5 text-sm text-slate-800">{item.summary}</p>}
            </div>
            <SaveToggle kind={kind} itemId={item.id} saved signedIn itemName={item.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}
