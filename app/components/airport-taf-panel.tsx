import { formatObservationTime } from "~/lib/flight-category";
import { cloudLines, formatVisibility, formatWind } from "~/lib/weather-text";
import { periodLabel, type TafPeriod } from "~/lib/taf";
import type { AirportTaf } from "~/services/taf.server";
import { ArrivalForecastLine, type ArrivalForecast } from "./airport-taf";
import { CategoryBadge } from "./weather-badge";

/** The Weather tab's TAF: validity, each period decoded with its category, and the raw text. */
export function AirportTafPanel({
  taf,
  arrival,
  now,
}: {
  taf: AirportTaf;
  arrival: ArrivalForecast | null;
  now: number;
}) {
  return (
    <section aria-labelledby="taf-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="taf-heading" className="text-lg font-bold text-navy-900">
        Forecast (TAF)
      </h3>
      {taf.status === "none" && <p className="mt-2 text-slate-800">No TAF is issued for this airport.</p>}
      {taf.status === "unavailable" && <p className="mt-2 text-slate-800">Unable to fetch the forecast (TAF).</p>}
      {taf.status === "ok" && (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-mono">{taf.taf.icaoId}</span> TAF issued {formatObservationTime(taf.taf.issueTime)},
            valid {formatObservationTime(taf.taf.validFrom)} to {formatObservationTime(taf.taf.validTo)}
            {taf.taf.validTo * 1000 <= now && <strong className="text-amber-900"> — expired</strong>}
          </p>
          {arrival && (
            <div className="mt-3 rounded-md border border-navy-100 bg-navy-50 px-3 py-2">
              <ArrivalForecastLine arrival={arrival} stationId={taf.taf.icaoId} />
            </div>
          )}
          <p
            className="mt-3 overflow-x-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-sm leading-relaxed text-slate-50"
            aria-label="Raw TAF"
          >
            {taf.taf.raw}
          </p>
          <ol className="mt-3 space-y-2">
            {taf.taf.periods.map((p, i) => (
              <li
                key={i}
                className={`rounded-md border px-3 py-2 ${p.change === "TEMPO" || p.change === "PROB" ? "ml-4 border-dashed border-slate-300" : "border-slate-300"}`}
              >
                <PeriodLine period={p} />
              </li>
            ))}
          </ol>
          <p className="mt-2 text-sm text-slate-600">
            Source: Aviation Weather Center. For planning only; not an official weather briefing.
          </p>
        </>
      )}
    </section>
  );
}

function PeriodLine({ period: p }: { period: TafPeriod }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{periodLabel(p)}</span>
        <CategoryBadge category={p.category} at={p.from} />
      </p>
      <p className="text-sm text-slate-800">
        {p.wspd != null && <>Wind {formatWind(p)}. </>}
        {p.visib != null && <>Visibility {formatVisibility(p.visib)}. </>}
        {p.clouds.length > 0 || p.change === "BASE" || p.change === "FM" ? (
          <>{cloudLines(p.clouds).join(", ")}. </>
        ) : null}
        {p.wxString && <>Weather {p.wxString}.</>}
      </p>
      {p.text && <p className="font-mono text-xs text-slate-600">{p.text}</p>}
    </div>
  );
}
