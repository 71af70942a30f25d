import { dayMonthYear, utcDay } from "~/lib/date-format";
import type { DataSource } from "~/models/airports.server";
import type { AirportWindReport } from "~/services/airport-wind.server";
import type { AirportRunway } from "~/services/airport-detail.server";
import { AirportRunways } from "./airport-runways";
import { RunwayWindTable } from "./runway-wind-table";

/**
 * The airport page's Runways tab, at its foot: the wind on each runway end, then the FAA's
 * runways, then the files their figures come from (the offline snapshot merges several public
 * tables into the FAA's layout: data/SOURCES.md).
 */
export function RunwaysPanel({
  report,
  now,
  runways,
  sources,
}: {
  report: AirportWindReport | null;
  now: number;
  runways: AirportRunway[];
  sources: DataSource[];
}) {
  return (
    <>
      <RunwayWindTable report={report} now={now} />
      <AirportRunways runways={runways} />
      {sources.length > 0 && (
        <details className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-800">
          <summary className="cursor-pointer font-semibold text-navy-900">Where these figures come from</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {sources.map((s) => (
              <li key={s.name}>
                <span className="font-semibold">{s.date ? `${s.name}, ${dayMonthYear(utcDay(s.date))}` : s.name}</span>
                {s.role && `: ${s.role}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
