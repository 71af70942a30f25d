import { lazy } from "react";
import { LazyPart } from "~/components/lazy-part";
import { ExportLinks as ExportLinksNow } from "~/components/export-links";
import { PaginationBar as PaginationBarNow } from "~/components/pagination-bar";
import { RangeMap as RangeMapNow } from "~/components/range-map";
import { ResultsList as ResultsListNow } from "~/components/results-list";
import { canonicalId, displayName } from "~/lib/display";
import { searchQuery, type SortKey } from "~/lib/search-query";
import type { ShownSearch } from "~/routes/home";

/*
 * Each its own chunk, loaded when shown (decision 0089); the home page fetches them with this
 * section. The lazy() calls are marked pure: the home route imports this module for the server,
 * and Rollup keeps a module whose top level calls something in the importer's chunk, so this
 * section would be back in the home page's first scripts.
 */
const loadResultsList = () => import("./results-list").then((m) => ({ default: m.ResultsList }));
const loadRangeMap = () => import("./range-map").then((m) => ({ default: m.RangeMap }));
const loadExportLinks = () => import("./export-links").then((m) => ({ default: m.ExportLinks }));
const loadPaginationBar = () => import("./pagination-bar").then((m) => ({ default: m.PaginationBar }));
const ResultsList = import.meta.env.SSR ? ResultsListNow : /* @__PURE__ */ lazy(loadResultsList);
const RangeMap = import.meta.env.SSR ? RangeMapNow : /* @__PURE__ */ lazy(loadRangeMap);
const ExportLinks = import.meta.env.SSR ? ExportLinksNow : /* @__PURE__ */ lazy(loadExportLinks);
const PaginationBar = import.meta.env.SSR ? PaginationBarNow : /* @__PURE__ */ lazy(loadPaginationBar);

/**
 * A search's results on the home page: what was searched, the departure's closed notice, then the
 * map and list, the pages and the downloads, each of those a part of its own.
 */
export function SearchResults({ search }: { search: ShownSearch }) {
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
