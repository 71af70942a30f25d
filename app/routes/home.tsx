import { lazy, useEffect } from "react";
import { LazyPart } from "~/components/lazy-part";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/home";
import { FeaturedDestinations as FeaturedDestinationsNow } from "~/components/featured-destinations";
import { toResultRow } from "~/lib/result-row";
import { SearchForm as SearchFormNow, type SearchFormValues } from "~/components/search-form";
import { SearchResults as SearchResultsNow } from "~/components/search-results";
import { showToast } from "~/components/toaster";
import { canonicalId } from "~/lib/display";
import { searchQuery } from "~/lib/search-query";
import { searchFormDefaults } from "~/lib/search-defaults";
import { queryFormDoor } from "~/http/query-form-door.server";
import { aroundLoaderDoor } from "~/http/page-door.server";
import { getUser } from "~/http/session.server";
import { savedSearchDefaults } from "~/services/accounts.server";
import { featuredDestinations } from "~/services/featured.server";
import { searchAirportsCase } from "~/use-cases/search.server";
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
const loadSearchResults = () => import("~/components/search-results").then((m) => ({ default: m.SearchResults }));
/** The results section's own parts (app/components/search-results.tsx): fetched with it, not once it has come. */
const loadResultsParts = () =>
  Promise.all([
    import("~/components/results-list"),
    import("~/components/range-map"),
    import("~/components/export-links"),
    import("~/components/pagination-bar"),
  ]);
const SearchForm = import.meta.env.SSR ? SearchFormNow : lazy(loadSearchForm);
const FeaturedDestinations = import.meta.env.SSR ? FeaturedDestinationsNow : lazy(loadFeatured);
const SearchResults = import.meta.env.SSR ? SearchResultsNow : lazy(loadSearchResults);
// Typed by hand: inferred, its type would run through the results section's, which is this page's loader data.
const loadParts = (): Promise<unknown> =>
  Promise.all([loadSearchForm(), loadFeatured(), loadSearchResults(), loadResultsParts()]).catch(() => undefined);

/** The search (docs/product.md, "Search"): the use case of POST /api/airports/search, over the query string. */
const searchDoor = queryFormDoor(searchAirportsCase, {
  redirectTo: (value, url) => {
    const canonical = `?${searchQuery(value)}`;
    return url.search === canonical ? null : `/${canonical}#results`;
  },
});

/** Signed out, a shared cache may keep this page a minute (docs/decisions/0084-cacheable-anonymous-answers.md). */
export const headers = publicPageHeaders;

export const loader = aroundLoaderDoor(searchDoor, async (args: Route.LoaderArgs) => {
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
});

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
        <LazyPart name="search-results" of={location.search}>
          <SearchResults search={search} />
        </LazyPart>
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

/** A search as the page shows it (app/components/search-results.tsx). */
export type ShownSearch = NonNullable<Route.ComponentProps["loaderData"]["search"]>;
