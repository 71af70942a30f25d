import { formatAge, formatStationDistance } from "~/lib/flight-category";
import { HOT_AND_HIGH_MARGIN_FT } from "~/lib/density-altitude";
import { crosswindText, headwindText } from "~/lib/runway-wind";
import type { AirportWindReport } from "~/services/airport-wind.server";

const feet = (n: number) => `${n.toLocaleString("en-US")} ft`;

/** 'Wind from KSTS's METAR, 12 min ago' or, from another station, the warning that it is not this field's. */
export function WindSource({ report, now }: { report: AirportWindReport; now: number }) {
  if (report.source === "field") {
    return (
      <span className="text-slate-600">
        From the <span className="font-mono">{report.station}</span> METAR, {formatAge(report.observed_at, now)}
      </span>
    );
  }
  return (
    <span className="font-semibold text-amber-900">
      From <span className="font-mono">{report.station}</span>, {formatStationDistance(report.distance_nm ?? 0)} away —
      not this field&apos;s own report; the wind here may differ
    </span>
  );
}

/** The header's lines: the favoured runway's components and the density altitude, with their source. */
export function WindAndDensitySummary({ report, now }: { report: AirportWindReport | null; now: number }) {
  if (!report) return null;
  const da = report.density_altitude;
  return (
    <div className="mt-4 space-y-2 border-t border-slate-200 pt-4" data-testid="wind-summary">
      <p className="text-slate-900">
        <span className="font-semibold">Runway wind: </span>
        {report.summary}
        <span className="block text-sm">
          <WindSource report={report} now={now} />
        </span>
      </p>
      {da ? (
        <DensityAltitudeLine da={da} />
      ) : (
        <p className="text-slate-900">
          <span className="font-semibold">Density altitude: </span>
          {`not worked out: ${report.density_altitude_missing.join(" and ")} not reported`}
        </p>
      )}
    </div>
  );
}

export function DensityAltitudeLine({ da }: { da: NonNullable<AirportWindReport["density_altitude"]> }) {
  return (
    <div>
      <p className="text-slate-900">
        <span className="font-semibold">Density altitude: </span>
        {feet(da.densityAltitude)}{" "}
        <span className="text-slate-600">
          (field elevation {feet(da.fieldElevation)}, pressure altitude {feet(da.pressureAltitude)})
        </span>
      </p>
      {da.hotAndHigh && (
        <p
          role="note"
          className="mt-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900"
        >
          Hot and high: density altitude is {feet(da.aboveField)} above the field (warned from{" "}
          {feet(HOT_AND_HIGH_MARGIN_FT)}). Expect a longer takeoff roll and a weaker climb; check your aircraft&apos;s
          performance charts.
        </p>
      )}
    </div>
  );
}

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
