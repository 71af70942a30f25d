import { Link } from "react-router";
import { activityLines } from "~/lib/activity-lines";
import { canonicalId, cityState, displayName } from "~/lib/display";
import { formatFlightTime } from "~/lib/flight-time";
import { formatFeet, formatNm, surfaceLabel } from "~/lib/labels";
import type { SortKey } from "~/lib/search-criteria";
import { useRowLinks } from "~/lib/use-row-links";
import { useLiveWeather } from "~/lib/weather-refresh";
import type { ResultRow } from "~/lib/result-row";
import { WeatherBadge } from "./weather-badge";
import { CrosswindNote } from "./crosswind-fields";
import { ResultFuel } from "./fuel";
import { RouteLine } from "./route-copy";
import { ResultFieldFacts } from "./field-report-search";

interface SortState {
  sort: SortKey;
  direction: "asc" | "desc";
  /** The URL that sorts by a column: a new column starts ascending, the current one flips. */
  hrefFor: (key: SortKey) => string;
}

interface Props {
  results: ResultRow[];
  sorting: SortState;
  /** Query string (without '?') carried to the airport page so it can show the trip and a way back. */
  searchQuery: string;
  /** When the server read the weather badges (epoch ms): observation ages count from here. */
  weatherAsOf: number;
  /** The departure's id: each row carries the route to it (docs/decisions/0048-route-hand-off.md). */
  departureId: string;
}

/** In the spec's order (docs/product.md, "Search"): Distance, Trip Time, Longest Runway. */
const COLUMNS: { key: SortKey; label: string; short: string }[] = [
  { key: "distance", label: "Distance", short: "Distance" },
  { key: "time", label: "Trip Time", short: "Trip Time" },
  { key: "runway", label: "Longest Runway", short: "Runway" },
];
/** Sorting by the reported fuel price is a link of its own: the price shows in the airport cell (decision 0083). */
const PRICE_SORT = { key: "fuel_price" as const, label: "Fuel price", short: "Fuel price" };

const airportHref = (r: ResultRow, searchQuery: string) => `/airport/${canonicalId(r)}?from=search&${searchQuery}`;

export function ResultsList({ results, sorting, searchQuery, weatherAsOf, departureId }: Props) {
  // Badges as the server rendered them; with JavaScript they refresh every 5 minutes (docs/product.md, "Weather"),
  // each from the station the server named as the field's own (decision 0107).
  const weather = useLiveWeather(
    Object.fromEntries(results.flatMap((r) => (r.weather_station ? [[r.weather_station, r.weather]] : []))),
    weatherAsOf,
  );
  const badgeOf = (r: ResultRow) => (r.weather_station ? (weather.byId[r.weather_station] ?? null) : null);
  const rows = useRowLinks();
  return (
    <div ref={rows}>
      <nav aria-label="Sort results" className="mb-3 flex flex-wrap items-center gap-2 text-sm md:hidden">
        <span className="font-semibold text-slate-700">Sort:</span>
        {[...COLUMNS, PRICE_SORT].map((c) => (
          <SortLink key={c.key} column={c} sorting={sorting} label={c.short} pill />
        ))}
      </nav>
      {/* One table, drawn as a card per airport on a phone (app.css, docs/decisions/0090-result-row-classes.md). */}
      <div className="md:overflow-x-auto md:rounded-lg md:border md:border-slate-200 md:bg-white md:shadow-sm">
        <table className="results-table w-full border-collapse text-left">
          <caption className="sr-only">
            Reachable airports, sorted by {[...COLUMNS, PRICE_SORT].find((c) => c.key === sorting.sort)?.label}
          </caption>
          <thead className="border-b border-slate-300 bg-slate-100 text-sm text-slate-800">
            <tr>
              <th
                scope="col"
                className="px-4 py-3 font-semibold"
                aria-sort={
                  sorting.sort === "fuel_price" ? (sorting.direction === "asc" ? "ascending" : "descending") : undefined
                }
              >
                Airport{" "}
                <span className="ml-2 text-xs font-normal">
                  <SortLink column={PRICE_SORT} sorting={sorting} label="by fuel price" />
                </span>
              </th>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="px-4 py-3 text-right font-semibold"
                  aria-sort={
                    sorting.sort === c.key ? (sorting.direction === "asc" ? "ascending" : "descending") : undefined
                  }
                >
                  <SortLink column={c} sorting={sorting} label={c.label} />
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                Weather
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.loc_id} data-row className="row-tr">
                <td className="row-cell row-airport">
                  <AirportCell result={r} href={airportHref(r, searchQuery)} departureId={departureId} />
                </td>
                <td className="row-num">
                  <span className="cell-label">Distance</span>
                  {formatNm(r.distance_nm)}
                </td>
                <td className="row-num font-semibold">
                  <span className="cell-label">Trip Time</span>
                  {formatFlightTime(r.flight_time_minutes)}
                </td>
                <td className="row-num">
                  <span className="cell-label">Runway</span>
                  {formatFeet(r.max_runway_length)}
                  <span className="block text-sm text-slate-600">{surfaceLabel(r.surface)}</span>
                </td>
                <td className="row-cell row-weather w-40">
                  <span className="cell-label">Weather</span>
                  <WeatherBadge weather={badgeOf(r)} now={weather.now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function AirportCell({ result: r, href, departureId }: { result: ResultRow; href: string; departureId: string }) {
  const primary = canonicalId(r);
  // The adults' and the kids' summaries, each saying whose it is (as the tools' cards do).
  const summaries = activityLines(r.adult_activities_summary, r.kids_activities_summary);
  return (
    <div>
      <a href={href} data-row-link className="row-name">
        {displayName(r.name)}
      </a>
      <div className="row-facts">
        <span className="id-chip">{primary}</span>
        {primary !== r.loc_id && <span className="font-mono text-xs">{r.loc_id}</span>}
        {r.use === "PR" && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Private</span>
        )}
        <span>{cityState(r.city, r.state)}</span>
      </div>
      {summaries.map((summary) => (
        <p key={summary.label} className="row-summary">
          <span className="font-semibold">{`${summary.label}: `}</span>
          {summary.text}
        </p>
      ))}
      <CrosswindNote crosswind={r.crosswind} />
      <ResultFuel fuelTypes={r.fuel_types} />
      <ResultFieldFacts fuelPrice={r.fuel_price} courtesyCar={r.courtesy_car} />
      <RouteLine ids={[departureId, primary]} />
    </div>
  );
}

function SortLink({
  column,
  sorting,
  label,
  pill,
}: {
  column: { key: SortKey };
  sorting: SortState;
  label: string;
  pill?: boolean;
}) {
  const active = sorting.sort === column.key;
  const arrow = active ? (sorting.direction === "asc" ? "▲" : "▼") : "";
  const base = pill
    ? `rounded-full border px-3 py-1 no-underline ${active ? "border-navy-700 bg-navy-700 text-white" : "border-slate-400 bg-white text-slate-800"}`
    : "standalone-link inline-flex items-center gap-1 text-slate-900 no-underline hover:underline";
  return (
    <Link
      to={sorting.hrefFor(column.key)}
      className={base}
      preventScrollReset
      aria-current={active ? "true" : undefined}
    >
      {label}
      {arrow && (
        <span aria-hidden="true" className={pill ? "ml-1 text-xs" : "text-xs"}>
          {arrow}
        </span>
      )}
      {active && <span className="sr-only">{sorting.direction === "asc" ? "(ascending)" : "(descending)"}</span>}
    </Link>
  );
}
