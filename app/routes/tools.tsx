import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { data, Link, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/tools";
import { LinkTabs } from "~/components/link-tabs";
import { PaginationBar } from "~/components/pagination-bar";
import { usePending } from "~/components/status-button";
import { showToast } from "~/components/toaster";
import { DurationMatchForm, MidpointMatchForm, type ToolFormValues } from "~/components/tools-forms";
import { MeetupResultsList, MidpointResultsList } from "~/components/tools-results";
import { canonicalId, displayName } from "~/lib/display";
import {
  canonicalToolsHref,
  carriedParams,
  DURATION_SORTS,
  durationSortHref,
  hasSearch,
  MEETUP_DEFAULTS,
  SHARED_PARAMS,
  tabHref,
  toolsHref,
  toolTab,
  type DurationMatchCriteria,
  type DurationSort,
  type MidpointMatchCriteria,
  type ToolTab,
} from "~/lib/meetup-criteria";
import { queryFormDoor } from "~/http/query-form-door.server";
import { aroundLoaderDoor } from "~/http/page-door.server";
import { durationMatchCase, midpointMatchCase } from "~/use-cases/search.server";

const TABS: { id: ToolTab; label: string }[] = [
  { id: "duration", label: "Duration Match" },
  { id: "midpoint", label: "Midpoint Match" },
];

const SHARED_DEFAULTS = {
  minRunwayLength: String(MEETUP_DEFAULTS.minRunwayLength),
  runwaySurface: MEETUP_DEFAULTS.runwaySurface,
  airportUse: MEETUP_DEFAULTS.airportUse,
};
/** What each form shows before its first search (docs/product.md, "Tools"): speeds 150, 1 to 2 hours, 3000 ft, improved, public; empty codes. */
const FORM_DEFAULTS: Record<ToolTab, ToolFormValues> = {
  duration: {
    plane1Speed: String(MEETUP_DEFAULTS.plane1Speed),
    plane2Speed: String(MEETUP_DEFAULTS.plane2Speed),
    minDuration: String(MEETUP_DEFAULTS.minDuration),
    maxDuration: String(MEETUP_DEFAULTS.maxDuration),
    ...SHARED_DEFAULTS,
  },
  midpoint: SHARED_DEFAULTS,
};

/** A tab without a search of its own starts from the defaults, or from the trip criteria the other tab's search set. */
function startingValues(tab: ToolTab, params: URLSearchParams): ToolFormValues {
  const other: ToolTab = tab === "duration" ? "midpoint" : "duration";
  if (!hasSearch(other, params)) return FORM_DEFAULTS[tab];
  return { ...FORM_DEFAULTS[tab], ...Object.fromEntries(SHARED_PARAMS.map((key) => [key, params.get(key) ?? ""])) };
}

/** The two searches (docs/product.md, "Tools"): the use cases of the JSON calls, over the query string. */
const toCanonical = (value: DurationMatchCriteria | MidpointMatchCriteria, url: URL) => {
  const canonical = canonicalToolsHref(toolTab(url.searchParams), value, url.searchParams);
  return `${url.pathname}${url.search}` === canonical ? null : canonical;
};
const durationSearch = queryFormDoor(durationMatchCase, { redirectTo: toCanonical });
const midpointSearch = queryFormDoor(midpointMatchCase, { redirectTo: toCanonical });

export const loader = aroundLoaderDoor([durationSearch, midpointSearch], async (args: Route.LoaderArgs) => {
  const params = new URL(args.request.url).searchParams;
  const tab = toolTab(params);
  const carried = carriedParams(tab, params);
  const empty = { tab, carried, lastResult: null, duration: null, midpoint: null };
  if (!hasSearch(tab, params)) return { ...empty, formValues: startingValues(tab, params) };

  const formValues = Object.fromEntries(params) as ToolFormValues;
  const failed = (lastResult: SubmissionResult<string[]>) =>
    data({ ...empty, formValues, lastResult }, { status: 400 });
  if (tab === "duration") {
    const found = await durationSearch(args);
    if (found.status === "refused") return failed(found.lastResult);
    const { pageSize: _pageSize, ...criteria } = found.value;
    return { ...empty, formValues, duration: { ...found.result, criteria } };
  }
  const found = await midpointSearch(args);
  if (found.status === "refused") return failed(found.lastResult);
  const { pageSize: _pageSize, ...criteria } = found.value;
  return { ...empty, formValues, midpoint: { ...found.result, criteria } };
});

export function meta() {
  return [
    { title: "Aviation Tools | AirportFinder" },
    {
      name: "description",
      content:
        "Meetup tools for two planes: airports both reach within a flight-time window, and airports near the midpoint.",
    },
  ];
}

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tab, formValues, lastResult, carried, duration, midpoint } = loaderData;
  const location = useLocation();
  const [params] = useSearchParams();
  // A new search clears the previous results while it runs (docs/product.md, "Tools"); paging keeps them until the next page arrives.
  const newSearchPending = usePending((fields) => fields.get("tab") === tab);

  useEffect(() => {
    if (!lastResult?.error) return;
    const message = Object.values(lastResult.error)
      .flat()
      .find((m): m is string => typeof m === "string");
    showToast({
      title: "Search failed",
      description: message ?? "Please check your search and try again.",
      variant: "destructive",
    });
  }, [lastResult]);

  const Form = tab === "duration" ? DurationMatchForm : MidpointMatchForm;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Aviation Tools</h1>
      <p className="mt-1 text-slate-700">Plan a meetup between two planes.</p>

      <div className="mt-4">
        <LinkTabs label="Tools" current={tab} tabs={TABS.map((t) => ({ ...t, href: tabHref(t.id, params) }))} />
      </div>

      <div className="mt-4">
        <Form key={`${tab}-${location.key}`} defaultValue={formValues} lastResult={lastResult} carried={carried} />
      </div>

      {newSearchPending ? (
        <p role="status" className="mt-6 text-center font-semibold text-slate-700">
          Searching...
        </p>
      ) : duration ? (
        <MeetupOptions search={duration} params={params} />
      ) : (
        midpoint && <MidpointAirports search={midpoint} params={params} />
      )}
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Duration Match's orders (docs/decisions/0005): the link's label and what the list says about itself. */
const SORTS: Record<DurationSort, { label: string; order: string }> = {
  fair: {
    label: "Fair split",
    order: "Fairest split first (within 10 minutes counts as even), then the soonest meeting.",
  },
  difference: { label: "Time difference", order: "Smallest time difference first." },
  total: { label: "Total time", order: "Least total flying time first." },
  runway: { label: "Longest runway", order: "Longest runway first." },
};

function MeetupOptions({ search, params }: { search: NonNullable<LoaderData["duration"]>; params: URLSearchParams }) {
  const { results, pagination, departures, criteria } = search;
  return (
    <ResultsSection
      title="Meetup Options"
      total={pagination.totalResults}
      context={
        <>
          Plane 1 from {departureName(departures[0])} at {criteria.plane1Speed} kt, Plane 2 from{" "}
          {departureName(departures[1])} at {criteria.plane2Speed} kt, each flying {criteria.minDuration} to{" "}
          {criteria.maxDuration} hours. {SORTS[criteria.sort].order}
        </>
      }
    >
      {results.length > 1 && (
        <nav aria-label="Sort meetup options" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-700">Sort:</span>
          {DURATION_SORTS.map((sort) => {
            const active = sort === criteria.sort;
            return (
              <Link
                key={sort}
                to={durationSortHref(sort, params)}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`rounded-full border px-3 py-1 no-underline ${active ? "border-navy-700 bg-navy-700 text-white" : "border-slate-400 bg-white text-slate-800 hover:bg-slate-100"}`}
              >
                {SORTS[sort].label}
              </Link>
            );
          })}
        </nav>
      )}
      {results.length > 0 && (
        <MeetupResultsList results={results} caption={`Meetup airports. ${SORTS[criteria.sort].order}`} />
      )}
      <PaginationBar pagination={pagination} hrefFor={(page) => toolsHref("duration", withPage(params, page))} />
    </ResultsSection>
  );
}

function MidpointAirports({
  search,
  params,
}: {
  search: NonNullable<LoaderData["midpoint"]>;
  params: URLSearchParams;
}) {
  const { results, pagination, departures, searchRadius, midpoint, distanceBetween } = search;
  return (
    <ResultsSection
      title="Midpoint Airports"
      total={pagination.totalResults}
      context={
        <>
          <span className="block font-semibold text-slate-800">{`Search radius: ±${searchRadius} NM from midpoint`}</span>
          Midpoint of {departureName(departures[0])} and {departureName(departures[1])} (
          {Math.round(distanceBetween).toLocaleString("en-US")} NM apart):{" "}
          {formatPosition(midpoint.latitude, midpoint.longitude)}. Nearest first.
        </>
      }
    >
      {results.length > 0 && <MidpointResultsList results={results} />}
      <PaginationBar pagination={pagination} hrefFor={(page) => toolsHref("midpoint", withPage(params, page))} />
    </ResultsSection>
  );
}

function ResultsSection(props: { title: string; total: number; context: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <div className="mb-3">
        <h2 id="results-heading" className="text-lg font-bold text-navy-900">
          {props.title}
        </h2>
        <p className="font-semibold text-slate-800">
          {`${props.total.toLocaleString("en-US")} ${props.total === 1 ? "airport" : "airports"} found`}
        </p>
        <p className="mt-1 text-sm text-slate-700">{props.context}</p>
      </div>
      {props.total === 0 && (
        <div className="card p-6 text-center">
          <p className="font-semibold">No airports found</p>
          <p className="mt-1 text-slate-700">Try adjusting your search criteria.</p>
        </div>
      )}
      {props.children}
    </section>
  );
}

const departureName = (d: { name: string; icao_id: string | null; loc_id: string }) =>
  `${displayName(d.name)} (${canonicalId(d)})`;

function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("page", String(page));
  return next;
}

function formatPosition(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}
