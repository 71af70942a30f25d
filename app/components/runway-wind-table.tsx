import { crosswindText, headwindText } from "~/lib/runway-wind";
import type { AirportWindReport } from "~/services/airport-wind.server";
import { WindSource } from "./runway-wind";

/** The Runways tab's table: every end under the current wind, the favoured one marked; ends without a trusted heading say so. */
export function RunwayWindTable({ report, now }: { report: AirportWindReport | null; now: number }) {
  if (!report) return <p className="mb-4 text-slate-700">No wind report to work out runway wind components.</p>;
  const w = report.components;
  const unknown = w.kind === "steady" ? w.headingUnknown : [];
  return (
    <section aria-labelledby="runway-wind-heading" className="mb-5 rounded-lg border border-slate-300 bg-white p-4">
      <h3 id="runway-wind-heading" className="text-lg font-bold text-navy-900">
        Wind components now
      </h3>
      <p className="text-sm">
        <WindSource report={report} now={now} />
      </p>
      <p className="mt-2 text-slate-900">{report.summary}</p>
      {w.kind === "steady" && w.ends.length + unknown.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">
              Headwind and crosswind on each runway end, wind {w.direction}° true at {w.speed} kt
              {w.gust ? `, gusts ${w.gust} kt` : ""}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-3">
                  End
                </th>
                <th scope="col" className="py-1 pr-3">
                  Headwind
                </th>
                <th scope="col" className="py-1 pr-3">
                  Crosswind
                </th>
                {w.gust != null && (
                  <th scope="col" className="py-1">
                    In gusts
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {w.ends.map((e) => (
                <tr
                  key={`${e.endId}-${e.heading}`}
                  className={`border-b border-slate-200 ${e.endId === w.favoured ? "bg-green-50 font-semibold" : ""}`}
                >
                  <th scope="row" className="py-1 pr-3 font-mono">
                    {e.endId}
                    {e.endId === w.favoured && (
                      <span className="ml-2 font-sans text-sm text-green-800">{" favoured"}</span>
                    )}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{headwindText(e.headwind)}</td>
                  <td className="py-1 pr-3 tabular-nums">{crosswindText(e.crosswind, e.from)}</td>
                  {w.gust != null && (
                    <td className="py-1 tabular-nums">
                      {headwindText(e.gustHeadwind ?? 0)}, {e.gustCrosswind} kt across
                    </td>
                  )}
                </tr>
              ))}
              {unknown.map((endId) => (
                <tr key={`${endId}-unknown`} className="border-b border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-mono">
                    {endId}
                  </th>
                  <td colSpan={w.gust != null ? 3 : 2} className="py-1 pr-3 text-slate-700">
                    Heading unknown: no components
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
