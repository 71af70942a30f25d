import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/home";
import { FeaturedDestinations } from "~/components/featured-destinations";
import { PaginationBar } from "~/components/pagination-bar";
import { ResultsList } from "~/components/results-list";
import { toResultRow } from "~/lib/result-row";
import { SearchForm, type SearchFormValues } from "~/components/search-form";
import { showToast } from "~/components/toaster";
import { canonicalId, displayName } from "~/lib/display";
import { searchCriteria, searchQuery, type SortKey } from "~/lib/search-criteria";
import { searchFormDefaults } from "~/lib/search-defaults";
import { getUser } from "~/http/session.server";
import { savedSearchDefaults } from "~/services/accounts.server";
import { InvalidInput } from "~/services/errors.server";
import { featuredDestinations } from "~/services/featured.server";
import { searchAirports } from "~/services/search.server";
import { RangeMap } from "~/components/range-map";
import { ExportLinks } from "~/components/export-links";
import { resultsRangeMap } from "~/services/results-map.server";
import { fuelInLoadedData } from "~/services/fuel.server";

export async function loader({ request }: Route.LoaderArgs) {
  // What the form shows before any search, and what Clear Filters returns to: the signed-in pilot's saved defaults, else 120 kt, improved, public (spec §4).
  const formDefaults: SearchFormValues = searchFormDefaults(savedSearchDefaults((await getUser(request))?.id ?? null));
  const url = new URL(request.url);
  const params = url.searchParams;
  const fuelKnown = fuelInLoadedData().known;
  if (!params.has("departureAirport")) {
    return { formValues: formDefaults, lastResult: null, search: null, featured: featuredDestinations(), fuelKnown };
  }

  const formValues = Object.fromEntries(params) as SearchFormValues;
  const submission = parseWithZod(params, { schema: searchCriteria });
  if (submission.status !== "success") {
    return data(
      { formValues, lastResult: submission.reply(), search: null, featured: null, fuelKnown },
      { status: 400 },
    );
  }
  // A form post carries every field, empty ones too: answer with the clean, shareable URL.
  const canonical = `?${searchQuery(submission.value)}`;
  if (url.search !== canonical) throw redirect(`/${canonical}#results`);
  try {
    const criteria = submission.value;
    const response = searchAirports(criteria);
    return {
      formValues,
      lastResult: null,
      search: {
        ...response,
        results: response.results.map(toResultRow),
        criteria,
        weatherAsOf: Date.now(),
        map: resultsRangeMap(criteria, response),
      },
      featured: null,
      fuelKnown,
    };
  } catch (error) {
    if (error instanceof InvalidInput) {
      return data(
        {
          formValues,
          lastResult: submission.reply({ fieldErrors: error.fieldErrors }),
          search: null,
          featured: null,
          fuelKnown,
        },
        { status: 400 },
      );
    }
    throw error;
  }
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
      <SearchForm key={location.key} defaultValue={formValues} lastResult={lastResult} fuelKnown={fuelKnown} />
      {search ? <SearchResults search={search} /> : featured && <FeaturedDestinations destinations={featured} />}
    </>
  );
}

function SearchResults({ search }: { search: NonNullable<Route.ComponentProps["loaderData"]["search"]> }) {
  const { criteria, departure, results, pagination, weatherAsOf } = search;
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
    <section id="results" aria-labelledby="results-heading" className="mt-6 scroll-mt-28 sm:scroll-mt-20">
      <div className="mb-3">
        <h2 id="results-heading" className="text-lg font-bold text-navy-900">
          {pagination.totalResults.toLocaleString("en-US")} {pagination.totalResults === 1 ? "airport" : "airports"}{" "}
          from {displayName(departure.name)} ({canonicalId(departure)}) at {criteria.aircraftSpeed} kt
        </h2>
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
        <>
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
        </>
      )}
      <PaginationBar pagination={pagination} hrefFor={(page) => hrefWith({ page })} />
      {results.length > 0 && (
        <ExportLinks base="/export/results" query={query.toString()} title="Download results" scopes />
      )}
    </section>
  );
}
