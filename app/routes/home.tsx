import { lazy, useEffect } from "react";
import { LazyPart } from "~/components/lazy-part";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/home";
import { FeaturedDestinations as FeaturedDestinationsNow } from "~/components/featured-destinations";
import { PaginationBar as PaginationBarNow } from "~/components/pagination-bar";
import { ResultsList as ResultsListNow } from "~/components/results-list";
import { toResultRow } from "~/lib/result-row";
import { SearchForm as SearchFormNow, type SearchFormValues } from "~/components/search-form";
import { showToast } from "~/components/toaster";
import { canonicalId, displayName } from "~/lib/display";
import { searchQuery, type SortKey } from "~/lib/search-query";
import { searchFormDefaults } from "~/lib/search-defaults";
import { queryFormDoor } from "~/http/query-form-door.server";
import { getUser } from "~/http/session.server";
import { savedSearchDefaults } from "~/services/accounts.server";
import { featuredDestinations } from "~/services/featured.server";
import { searchAirportsCase } from "~/use-cases/search.server";
import { RangeMap as RangeMapNow } from "~/components/range-map";
import { ExportLinks as ExportLinksNow } from "~/components/export-links";
import { resultsRangeMap } from "~/services/results-map.server";
import { fuelInLoadedData } from "~/services/fuel.server";
import { publicPageHeaders } from "~/http/cache-policy.server";
import { pageClock } from "~/lib/page-clock";
import { closedStatusLabel } from "~/lib/labels";

/**
 * Every part of this page loads after it (issue 23, docs/decisions/0089-airport-page-parts-on-demand.md):
 * the server renders them in place; the browser hydrates each once its chunk arrives, fetched as
 * soon as the page is up. Until then the search form is a plain GET form and the rest plain links.
 */
const loadSearchForm = () => import("~/components/search-form").then((m) => ({ default: m.SearchForm }));
const loadFeatured = () =>
  import("~/components/featured-destinations").then((m) => ({ default: m.FeaturedDestinations }));
const loadResultsList = () => import("~/components/results-list").then((m) => ({ default: m.ResultsList }));
const loadRangeMap = () => import("~/components/range-map").then((m) => ({ default: m.RangeMap }));
const loadExportLinks = () => import("~/components/export-links").then((m) => ({ default: m.ExportLinks }));
const loadPaginationBar = () => import("~/components/pagination-bar").then((m) => ({ default: m.PaginationBar }));
const SearchForm = import.meta.env.SSR ? SearchFormNow : lazy(loadSearchForm);
const FeaturedDestinations = import.meta.env.SSR ? FeaturedDestinationsNow : lazy(loadFeatured);
const ResultsList = import.meta.env.SSR ? ResultsListNow : lazy(loadResultsList);
const RangeMap = import.meta.env.SSR ? RangeMapNow : lazy(loadRangeMap);
const ExportLinks = import.meta.env.SSR ? ExportLinksNow : lazy(loadExportLinks);
const PaginationBar = import.meta.env.SSR ? PaginationBarNow : lazy(loadPaginationBar);
const loadParts = () =>
  Promise.all([
    loadSearchForm(),
    loadFeatured(),
    loadResultsList(),
    loadRangeMap(),
    loadExportLinks(),
    loadPaginationBar(),
  ]).catch(() => undefined);

/** The search (docs/product.md, "Search"): the use case of POST /api/airports/search, over the query string. */
const searchDoor = queryFormDoor(searchAirportsCase, {
  redirectTo: (value, url) => {
    const canonical = `?${searchQuery(value)}`;
    return url.search === canonical ? null : `/${canonical}#results`;
  },
});

/** Signed out, a shared cache may keep this page a minute (docs/decisions/0084-cacheable-anonymous-answers.md). */
export const headers = publicPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const fuelKnown = fuelInLoadedData().known;
  if (!params.has("departureAirport")) {
    // What the form shows before any search, and what Clear Filters returns to: the signed-in pilot's saved defaults, else 120 kt, improved, public.
    const user = await getUser(args.request);
    const formValues: SearchFormValues = searchFormDefaults(savedSearchDefaults(user?.id ?? null));
    return { formValues, lastResult: null, search: null, featured: featuredDestinations(), fuelKnown };
  }

  const formValues = Object.fromEntries(params) as SearchFormValues;
  const found = await searchDoor(args);
  if (found.status === "refused") {
    return data({ formValues, lastResult: found.lastResult, search: null, featured: null, fuelKnown }, { status: 400 });
  }
  const { pageSize: _pageSize, ...criteria } = found.value;
  const response = found.result;
  return {
    formValues,
    lastResult: null,
    search: {
      ...response,
      results: response.results.map(toResultRow),
      criteria,
      weatherAsOf: pageClock(),
      map: resultsRangeMap(criteria, response),
      // Worded here, so the page's JavaScript carries no table of FAA status codes.
      closedDeparture: closedStatusLabel(response.departure.status),
    },
    featured: null,
    fuelKnown,
  };
}

/**
 * Coming from another page, the page's data and its parts are fetched together, so the search form
 * and the results never show up empty for a moment (the first page load hydrates the server's HTML
 * and needs none of this).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadParts()]);
  return data;
}

export function meta({ data }: Route.MetaArgs) {
  const departure = data?.search?.departure;
  return [
    {
      title: departure
        ? `Airports within reach of ${canonicalId(departure)} | AirportFinder`
        : "AirportFinder — where can you fly today?",
    },
    {
      name: "description",
      content:
        "Find every US airport within reach of your departure airport and cruise speed, with trip time, runway and surface.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { formValues, lastResult, search, featured, fuelKnown } = loaderData;
  const location = useLocation();

  useEffect(() => {
    void loadParts();
  }, []);

  useEffect(() => {
    if (search && search.pagination.totalResults === 0) {
      showToast({ title: "No airports found", description: "Try adjusting your search criteria." });
    } else if (lastResult?.error) {
      const message = Object.values(lastResult.error)
        .flat()
        .find((m): m is string => typeof m === "string");
      showToast({
        title: "Search failed",
        description: message ?? "Please check your search parameters and try again.",
        variant: "destructive",
      });
    }
  }, [search, lastResult]);

  return (
    <>
      <LazyPart name="search-form" of={location.search}>
        <SearchForm key={location.key} defaultValue={formValues} lastResult={lastResult} fuelKnown={fuelKnown} />
      </LazyPart>
      {search ? (
        <SearchResults search={search} />
      ) : (
        featured && (
          <LazyPart name="featured" of={location.search}>
            <FeaturedDestinations destinations={featured} />
          </LazyPart>
        )
      )}
    </>
  );
}

function SearchResults({ search }: { search: NonNullable<Route.ComponentProps["loaderData"]["search"]> }) {
  const { criteria, departure, results, pagination, weatherAsOf, closedDeparture } = search;
  const query = searchQuery(criteria);
  // Sorting and paging land on the results, not on the form above them (on a phone the form fills the screen).
  const hrefWith = (changes: Partial<typeof criteria>) => `/?${searchQuery({ ...criteria, ...changes })}#results`;
  const sorting = {
    sort: criteria.sort,
    direction: criteria.direction,
    hrefFor: (sort: SortKey) =>
      hrefWith({ sort, direction: sort === criteria.sort && criteria.direction === "asc" ? "desc" : "asc", page: 1 }),
  };

  return (
    <section id="results" aria-labelledby="results-heading" className="mt-6">
      <div className="mb-3">
        <h2 id="results-heading" className="text-lg font-bold text-navy-900">
          {pagination.totalResults.toLocaleString("en-US")} {pagination.totalResults === 1 ? "airport" : "airports"}{" "}
          from {displayName(departure.name)} ({canonicalId(departure)}) at {criteria.aircraftSpeed} kt
        </h2>
        {closedDeparture && (
          <p
            className="my-2 rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-red-950"
            data-testid="departure-closed"
          >
            <strong className="font-bold">{`${canonicalId(departure)}: ${closedDeparture}.`}</strong> The FAA data lists
            the departure airport as closed: check NOTAMs and the Chart Supplement before you plan a flight from it.
          </p>
        )}
        <p className="text-sm text-slate-600">
          Operational land airports only. Heliports, seaplane bases, gliderports, ultralight and balloon ports, and
          closed airports are not listed.
        </p>
      </div>
      {results.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="font-semibold">No airports found</p>
          <p className="mt-1 text-slate-700">Try adjusting your search criteria.</p>
        </div>
      ) : (
        <LazyPart name="results" of={query.toString()}>
          <RangeMap
            map={search.map}
            departure={departure}
            results={results}
            hrefOf={(r) => `/airport/${canonicalId(r)}?from=search&${query}`}
          />
          <ResultsList
            results={results}
            sorting={sorting}
            searchQuery={query.toString()}
            weatherAsOf={weatherAsOf}
            departureId={canonicalId(departure)}
          />
        </LazyPart>
      )}
      <LazyPart name="pagination" of={query.toString()}>
        <PaginationBar pagination={pagination} hrefFor={(page) => hrefWith({ page })} />
      </LazyPart>
      {results.length > 0 && (
        <LazyPart name="export-links" of={query.toString()}>
          <ExportLinks base="/export/results" query={query.toString()} title="Download results" scopes />
        </LazyPart>
      )}
    </section>
  );
}
