import { formatObservationTime } from "~/lib/flight-category";
import type { ForecastAt } from "~/lib/taf";
import { CategoryBadge } from "./weather-badge";

export interface ArrivalForecast {
  /** Epoch seconds of the estimated arrival (now + trip time). */
  at: number;
  forecast: ForecastAt | null;
}

const hhmmz = (s: number) => formatObservationTime(s).slice(0, 6);

/** The forecast at the estimated arrival next to the current category: the prevailing group and any TEMPO/PROB in force, in the TAF's own words. */
export function ArrivalForecastLine({
  arrival,
  stationId,
}: {
  arrival: ArrivalForecast | null;
  stationId: string | null;
}) {
  if (!arrival) return null;
  const f = arrival.forecast;
  return (
    <div className="text-slate-900" data-testid="arrival-forecast">
      <p>
        <span className="font-semibold">{`Forecast at your estimated arrival (${hhmmz(arrival.at)}): `}</span>
        {f ? (
          <>
            <CategoryBadge category={f.prevailing.category} at={arrival.at} />
            {f.temporary.map((t, i) => (
              <span key={i} className="ml-2 text-sm">
                {t.change === "PROB" ? `${t.probability} % chance of` : "temporarily"}{" "}
                <CategoryBadge category={t.category} at={arrival.at} />
              </span>
            ))}
          </>
        ) : (
          <span className="text-slate-700">no TAF for {stationId ?? "this airport"} covers that time</span>
        )}
      </p>
      {f && (
        <ul className="mt-1 space-y-0.5 font-mono text-sm text-slate-800" aria-label="The TAF's words for that hour">
          {[f.prevailing, ...f.temporary].map((p, i) => p.text && <li key={i}>{p.text}</li>)}
        </ul>
      )}
    </div>
  );
}
