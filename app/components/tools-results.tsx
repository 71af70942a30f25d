import { ResultFieldFacts } from "./field-report-search";
import { activityLines, type ActivityLine } from "~/lib/activity-lines";
import { canonicalId, cityState, displayName } from "~/lib/display";
import { formatNm, surfaceLabel } from "~/lib/labels";
import { useRowLinks } from "~/lib/use-row-links";
import type { DurationMatchResult, MidpointMatchResult, ToolAirport } from "~/services/meetup.server";

const airportHref = (a: ToolAirport) => `/airport/${encodeURIComponent(canonicalId(a))}`;

/**
 * A flight time in hours as 'Xh Ym', to the minute: the tools show the
 * difference between two times, and quarter-hour rounding would make two
 * times that differ by 14 minutes read the same (docs/decisions/0005).
 */
export function formatHoursMinutes(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** The difference between the two planes' flight times. */
export function formatTimeDifference(plane1Hours: number, plane2Hours: number): string {
  const minutes = Math.round(Math.abs(plane1Hours - plane2Hours) * 60);
  return minutes < 60 ? `${minutes} min` : formatHoursMinutes(minutes / 60);
}

/** Runway length with a foot mark (5,202′), or N/A. */
export const formatRunwayFeet = (ft: number | null) =>
  ft == null ? "N/A" : `${Math.round(ft).toLocaleString("en-US")}′`;

export function MeetupResultsList({ results, caption }: { results: DurationMatchResult[]; caption: string }) {
  return (
    <ToolResultsList
      results={results}
      caption={caption}
      middle="Flight Times"
      cell={(r) => (
        <td className="row-cell">
          <FlightTimes result={r} />
        </td>
      )}
      card={(r) => (
        <>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <PlaneTime label="Plane 1" hours={r.plane1FlightTime} nm={r.plane1Distance} />
            <PlaneTime label="Plane 2" hours={r.plane2FlightTime} nm={r.plane2Distance} />
            <div>
              <dt className="text-slate-600">Difference</dt>
              <dd className="font-semibold tabular-nums">
                {formatTimeDifference(r.plane1FlightTime, r.plane2FlightTime)}
              </dd>
            </div>
          </dl>
          <CardRunway airport={r.airport} />
        </>
      )}
    />
  );
}

export function MidpointResultsList({ results }: { results: MidpointMatchResult[] }) {
  return (
    <ToolResultsList
      results={results}
      caption="Airports near the midpoint, nearest first"
      middle="Distance to Midpoint"
      cell={(r) => <td className="px-4 py-3 font-semibold tabular-nums">{formatNm(r.distanceToMidpoint)}</td>}
      card={(r) => (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">To midpoint</dt>
              <dd className="font-semibold tabular-nums">{formatNm(r.distanceToMidpoint)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Runway</dt>
              <dd className="tabular-nums">
                {formatRunwayFeet(r.airport.runwayLength)}{" "}
                <span className="text-slate-600">{surfaceLabel(r.airport.runwaySurface)}</span>
              </dd>
            </div>
          </dl>
          <CardActivities airport={r.airport} />
        </>
      )}
    />
  );
}

/**
 * Both tools' answers: a table on a wide screen and cards on a phone, each row the airport, the
 * tool's own figures (`cell`, `card`), the runway and the activities; a row is one link (useRowLinks).
 */
function ToolResultsList<R extends { airport: ToolAirport }>({
  results,
  caption,
  middle,
  cell,
  card,
}: {
  results: R[];
  caption: string;
  /** The heading of the tool's own column. */
  middle: string;
  cell: (result: R) => React.ReactNode;
  card: (result: R) => React.ReactNode;
}) {
  const rows = useRowLinks();
  return (
    <div ref={rows}>
      <div className="card hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <TableHead middle={middle} />
          <tbody>
            {results.map((r) => (
              <tr key={r.airport.id} data-row className="row-tr align-top">
                <td className="row-cell">
                  <AirportCell airport={r.airport} />
                </td>
                {cell(r)}
                <td className="px-4 py-3 text-right">
                  <Runway airport={r.airport} />
                </td>
                <td className="row-cell">
                  <Activities airport={r.airport} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {results.map((r) => (
          <li key={r.airport.id} data-row className="card p-4">
            <AirportCell airport={r.airport} />
            {card(r)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TableHead({ middle }: { middle: string }) {
  return (
    <thead className="border-b border-slate-300 bg-slate-100 text-sm text-slate-800">
      <tr>
        <th scope="col" className="px-4 py-3 font-semibold">
          Airport
        </th>
        <th scope="col" className="px-4 py-3 font-semibold">
          {middle}
        </th>
        <th scope="col" className="px-4 py-3 text-right font-semibold">
          Runway
        </th>
        <th scope="col" className="px-4 py-3 font-semibold">
          Activities
        </th>
      </tr>
    </thead>
  );
}

function AirportCell({ airport: a }: { airport: ToolAirport }) {
  const primary = canonicalId(a);
  return (
    <div>
      <a href={airportHref(a)} data-row-link className="row-name">
        {displayName(a.name)}
      </a>
      <div className="row-facts">
        <span className="id-chip">{primary}</span>
        {primary !== a.locId && <span className="font-mono text-xs">{a.locId}</span>}
        {a.facilityUse === "pr" && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Private</span>
        )}
        <span>{cityState(a.city, a.state)}</span>
      </div>
    </div>
  );
}

function FlightTimes({ result: r }: { result: DurationMatchResult }) {
  return (
    <dl className="grid grid-cols-[auto_auto_auto] justify-start gap-x-3 gap-y-0.5 text-sm tabular-nums">
      <dt className="text-slate-600">Plane 1</dt>
      <dd className="font-semibold">{formatHoursMinutes(r.plane1FlightTime)}</dd>
      <dd className="text-right text-slate-700">{formatNm(r.plane1Distance)}</dd>
      <dt className="text-slate-600">Plane 2</dt>
      <dd className="font-semibold">{formatHoursMinutes(r.plane2FlightTime)}</dd>
      <dd className="text-right text-slate-700">{formatNm(r.plane2Distance)}</dd>
      <dt className="text-slate-600">Difference</dt>
      <dd className="col-span-2">{formatTimeDifference(r.plane1FlightTime, r.plane2FlightTime)}</dd>
    </dl>
  );
}

function PlaneTime({ label, hours, nm }: { label: string; hours: number; nm: number }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums">{formatHoursMinutes(hours)}</dd>
      <dd className="tabular-nums text-slate-700">{formatNm(nm)}</dd>
    </div>
  );
}

function Runway({ airport: a }: { airport: ToolAirport }) {
  return (
    <span className="tabular-nums">
      {formatRunwayFeet(a.runwayLength)}
      <span className="block text-sm text-slate-600">{surfaceLabel(a.runwaySurface)}</span>
    </span>
  );
}

function CardRunway({ airport: a }: { airport: ToolAirport }) {
  return (
    <p className="mt-2 text-sm">
      <span className="text-slate-600">Runway </span>
      <span className="tabular-nums">{formatRunwayFeet(a.runwayLength)}</span>{" "}
      <span className="text-slate-600">{surfaceLabel(a.runwaySurface)}</span>
      <CardActivities airport={a} />
    </p>
  );
}

/** Adult and kids activity summaries, labelled, two lines each at most; a dash while there are none. */
function Activities({ airport: a }: { airport: ToolAirport }) {
  const lines = activityLines(a.adult_activities_summary, a.kids_activities_summary);
  if (lines.length === 0 && !a.fuel_price && !a.courtesy_car) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None listed</span>
      </span>
    );
  }
  return (
    <div className="max-w-xs space-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <p key={line.label} className="line-clamp-2">
          <ActivityLabel line={line} />
        </p>
      ))}
      <ResultFieldFacts fuelPrice={a.fuel_price} courtesyCar={a.courtesy_car} />
    </div>
  );
}

function CardActivities({ airport: a }: { airport: ToolAirport }) {
  return (
    <>
      {activityLines(a.adult_activities_summary, a.kids_activities_summary).map((line) => (
        <span key={line.label} className="mt-1 line-clamp-2 block text-sm text-slate-700">
          <ActivityLabel line={line} />
        </span>
      ))}
      {(a.fuel_price || a.courtesy_car) && (
        <span className="block">
          <ResultFieldFacts fuelPrice={a.fuel_price} courtesyCar={a.courtesy_car} inline />
        </span>
      )}
    </>
  );
}

function ActivityLabel({ line }: { line: ActivityLine }) {
  return (
    <>
      <span className="font-semibold text-slate-800">{line.label}:</span> {line.text}
    </>
  );
}
