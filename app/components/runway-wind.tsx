import { formatAge, formatStationDistance } from "~/lib/flight-category";
import { HOT_AND_HIGH_MARGIN_FT } from "~/lib/density-altitude";
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
