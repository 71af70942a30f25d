import { lazy, useEffect, useMemo } from "react";
import { Link, redirect, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/airport";
import type { loader as rootLoader } from "~/root";
import { AirportDataTabs } from "~/components/airport-data-tabs";
import { AirportFacts, loadRadioBlocks } from "~/components/airport-facts";
import { AirportHeader } from "~/components/airport-header";
import { LazyPart } from "~/components/lazy-part";
import { AirportItineraries as ItinerariesNow } from "~/components/airport-itineraries";
import { AirportPlaces } from "~/components/airport-places";
import { SuggestPlace } from "~/components/suggest-place";
import { AirportRemarks as RemarksNow } from "~/components/airport-remarks";
import { RunwaysPanel as RunwaysNow } from "~/components/runways-panel";
import { AirportWeatherTab as WeatherTabNow } from "~/components/airport-weather-tab";
import { AirportNotFoundPanel } from "~/components/not-found-panel";
import { RouteError } from "~/components/route-error";
import { SaveToggle } from "~/components/save-toggle";
import { canonicalId, cityState, displayName } from "~/lib/display";
import { formatStationDistance, summarize } from "~/lib/flight-category";
import { placeVisibilityDoors } from "~/http/place-visibility-form.server";
import { formAction } from "~/http/form-door.server";
import { saveIntentDoors } from "~/http/saved-items-form.server";
import { keepPageOnSaveFailure, skipRevalidationAfterSaveFailure } from "~/lib/save-failure";
import { WindAndDensitySummary } from "~/components/runway-wind";
import { ArrivalForecastLine } from "~/components/airport-taf";
import { RouteHandOff as RouteHandOffNow } from "~/components/export-links";
import { FuelLine } from "~/components/fuel";
import { FaaCycleWarning } from "~/components/faa-cycle-warning";
import { FieldReportsBlock as FieldReportsNow } from "~/components/field-reports-block";
import { fieldReportIntentDoors } from "~/http/field-report-form.server";
import { publicPageHeaders } from "~/http/cache-policy.server";
import { aroundLoaderDoor, loaderDoor } from "~/http/page-door.server";
import { airportPageCase } from "~/use-cases/airport-page.server";
import { pageDataText, readPageData } from "~/lib/page-data-text";
import { airportLinkQuery } from "~/lib/airport-page-links";

/** The FAA Operational Data sections; a new one is one more line here and one more panel below. */
const TABS = [
  { id: "runways", label: "Runways" },
  { id: "remarks", label: "Operational Notes" },
  { id: "weather", label: "Weather" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * Parts the page shows only on another tab, further down (pilots' field reports, the FAA data's
 * first tab), with suggested itineraries or when opened from a search load when shown
 * (docs/decisions/0089-airport-page-parts-on-demand.md): the server renders them in place, so the
 * HTML is whole with or without JavaScript; the browser hydrates them once their chunk arrives and
 * fetches them all once the page is up, so switching tabs never waits.
 */
const loadFieldReports = () =>
  import("~/components/field-reports-block").then((m) => ({ default: m.FieldReportsBlock }));
const loadRunways = () => import("~/components/runways-panel").then((m) => ({ default: m.RunwaysPanel }));
const loadWeatherTab = () => import("~/components/airport-weather-tab").then((m) => ({ default: m.AirportWeatherTab }));
const loadRemarks = () => import("~/components/airport-remarks").then((m) => ({ default: m.AirportRemarks }));
const loadItineraries = () =>
  import("~/components/airport-itineraries").then((m) => ({ default: m.AirportItineraries }));
const loadRouteHandOff = () => import("~/components/export-links").then((m) => ({ default: m.RouteHandOff }));
const FieldReportsBlock = import.meta.env.SSR ? FieldReportsNow : lazy(loadFieldReports);
const Runways = import.meta.env.SSR ? RunwaysNow : lazy(loadRunways);
const WeatherTab = import.meta.env.SSR ? WeatherTabNow : lazy(loadWeatherTab);
const AirportRemarks = import.meta.env.SSR ? RemarksNow : lazy(loadRemarks);
const AirportItineraries = import.meta.env.SSR ? ItinerariesNow : lazy(loadItineraries);
/** Only when the page was opened from a search. */
const RouteHandOff = import.meta.env.SSR ? RouteHandOffNow : lazy(loadRouteHandOff);

/** The parts the page may show at first. */
const loadParts = () =>
  Promise.all([loadRadioBlocks(), loadFieldReports(), loadRunways(), loadWeatherTab(), loadRemarks()]).catch(
    () => undefined,
  );

const currentTab = (query: URLSearchParams): TabId => TABS.find((t) => t.id === query.get("tab"))?.id ?? TABS[0].id;

/** Signed out, a shared cache may keep this page a minute (docs/decisions/0084-cacheable-anonymous-answers.md). */
export const headers = publicPageHeaders;

const pageOf = loaderDoor(airportPageCase);
export const loader = aroundLoaderDoor(pageOf, async (args: Route.LoaderArgs) => {
  const page = await pageOf(args);
  // One URL per airport (docs/product.md, "Airport page"): /airport/sts and /airport/STS become /airport/KSTS, query kept.
  // 302, not 301: which id is canonical follows the FAA data, which changes every 28-day cycle
  // (an airport can gain or lose an ICAO id), and a browser would cache a 301 for good.
  const canonical = canonicalId(page.airport);
  if (args.params.locId !== canonical) {
    throw redirect(`/airport/${encodeURIComponent(canonical)}${new URL(args.request.url).search}`, 302);
  }
  // As one JSON text: dozens of places with their fields (docs/decisions/0110-page-data-as-json-text.md).
  return { page: pageDataText(page) };
});

/**
 * The save controls' form posts (intent save-trip, remove-activity …): Post/Redirect/Get
 * back to this URL with the spec's toast; signed out, to /auth and back here after sign-in.
 */
export const action = formAction({ ...saveIntentDoors(), ...placeVisibilityDoors(), ...fieldReportIntentDoors() });

/**
 * Coming from another page (a search's results, My Trips), the page's data and its parts are
 * fetched together, so the runways and the field reports never show up empty for a moment.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadParts()]);
  return data;
}

/** With JavaScript, a save post that fails in transit (network, 5xx) keeps the page and shows the save control's toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnSaveFailure(serverAction);
}

/** Switching tabs only changes what is shown, not what is loaded: no server round trip for it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (skipRevalidationAfterSaveFailure(actionResult)) return false;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const before = new URLSearchParams(currentUrl.search);
    const after = new URLSearchParams(nextUrl.search);
    for (const key of ["tab", "things", "all"]) {
      before.delete(key);
      after.delete(key);
    }
    if (before.toString() === after.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const a = readPageData(data.page).airport;
  const id = canonicalId(a);
  return [
    { title: `${displayName(a.name)} (${id}) | AirportFinder` },
    {
      name: "description",
      content: `${displayName(a.name)} (${id}), ${cityState(a.city, a.state)}: runways, elevation and FAA operational data.`,
    },
    { tagName: "link", rel: "canonical", href: `/airport/${encodeURIComponent(id)}` },
  ];
}

export default function Airport({ loaderData }: Route.ComponentProps) {
  // The same object while the text is the same, whatever other page's text was read meanwhile.
  const page = useMemo(() => readPageData(loaderData.page), [loaderData.page]);
  const {
    airport,
    speed,
    remarksSource,
    weather,
    windReport,
    taf,
    arrival,
    fuelData,
    weatherAsOf,
    image,
    places,
    saved,
    isAdmin,
    fieldReports,
    signedIn,
    itineraries,
    livePlaces,
  } = page;
  const [address] = useSearchParams();
  const query = useMemo(() => airportLinkQuery(address), [address]);
  const tab = currentTab(query);
  useEffect(() => {
    void loadParts();
  }, []);

  // A way back only when the page was opened from the results; it returns to that search.
  let backHref: string | null = null;
  if (query.get("from") === "search") {
    const search = new URLSearchParams(query);
    search.delete("from");
    search.delete("tab");
    search.delete("things");
    search.delete("all");
    backHref = `/?${search.toString()}#results`;
  }

  const trip =
    backHref && airport.distance_nm != null && airport.flight_time_minutes != null && airport.departure && speed != null
      ? {
          distanceNm: airport.distance_nm,
          flightMinutes: airport.flight_time_minutes,
          departureId: canonicalId(airport.departure),
          speed,
        }
      : null;

  const panels: Record<TabId, () => React.ReactNode> = {
    runways: () => (
      <Runways report={windReport} now={weatherAsOf} runways={airport.runways} sources={airport.data_sources} />
    ),
    remarks: () => <AirportRemarks remarks={airport.remarks} source={remarksSource} />,
    weather: () => <WeatherTab weather={weather} taf={taf} arrival={trip ? arrival : null} now={weatherAsOf} />,
  };
  const dataCycle = useRouteLoaderData<typeof rootLoader>("root")?.dataCycle ?? null;
  const headerWeather = {
    summary: "observation" in weather ? summarize(weather.observation) : null,
    now: weatherAsOf,
    stationNote:
      weather.status === "nearest"
        ? `at ${weather.station}, ${formatStationDistance(weather.nearest.distanceNm)} away`
        : undefined,
  };

  return (
    <article>
      <AirportHeader
        airport={airport}
        trip={trip}
        backHref={backHref}
        image={image}
        weather={headerWeather}
        saveControl={
          <SaveToggle
            kind="trip"
            itemId={canonicalId(airport)}
            saved={saved?.trip ?? false}
            signedIn={saved != null}
            size="large"
            tripsLink
          />
        }
      >
        <WindAndDensitySummary report={windReport} now={weatherAsOf} />
        {trip && (
          <div className="mt-3">
            <ArrivalForecastLine arrival={arrival} stationId={airport.icao_id} />
            <LazyPart name="route-hand-off" of={`${trip.departureId}-${canonicalId(airport)}`}>
              <RouteHandOff from={trip.departureId} to={canonicalId(airport)} />
            </LazyPart>
          </div>
        )}
      </AirportHeader>
      <p className="mt-4">
        <Link
          to={`/airport/${encodeURIComponent(canonicalId(airport))}/kneeboard`}
          className="standalone-link font-semibold underline"
        >
          Kneeboard card
        </Link>
        <span className="text-sm text-slate-700"> — this airport on one printable page</span>
      </p>
      {/* Beside the FAA's figures, not only in the footer a phone reaches 9,000 px down. */}
      <FaaCycleWarning dataCycle={dataCycle} brief className="mt-3 text-sm" />
      <AirportFacts airport={airport} />
      <FuelLine fuelTypes={airport.fuel_types} known={fuelData.known} dataLabel={fuelData.dataLabel} />
      <LazyPart name="field-reports" of={canonicalId(airport)}>
        <FieldReportsBlock list={fieldReports} airportId={canonicalId(airport)} signedIn={signedIn} />
      </LazyPart>
      <AirportPlaces
        airportId={canonicalId(airport)}
        places={places}
        categoryDescriptions={airport.categoryDescriptions}
        saved={saved}
        search={query}
        isAdmin={isAdmin}
        live={livePlaces}
      />
      <SuggestPlace airportId={canonicalId(airport)} />
      {(itineraries.itineraries.length > 0 || itineraries.isAdmin) && (
        <LazyPart name="itineraries" of={canonicalId(airport)}>
          <AirportItineraries {...itineraries} />
        </LazyPart>
      )}
      <section id="faa-data" aria-labelledby="faa-data-heading" className="mt-8">
        <h2 id="faa-data-heading" className="mb-2 text-xl font-bold text-navy-900">
          FAA Operational Data
        </h2>
        {/* The tabs inside the part: they change with the section they name, never before it (decision 0096). */}
        <LazyPart name="faa-data" of={`${canonicalId(airport)}-${tab}`}>
          <AirportDataTabs tabs={TABS} current={tab} search={query} anchor="faa-data">
            {panels[tab]()}
          </AirportDataTabs>
        </LazyPart>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = <AirportNotFoundPanel />;
  return <RouteError error={error} notFound={notFound} failure="The airport could not be loaded. Please try again." />;
}
