import {
  ceilingFeet,
  flightCategory,
  formatAge,
  formatObservationTime,
  formatStationDistance,
  isOld,
  summarize,
  NO_CEILING_FT,
} from "~/lib/flight-category";
import { cloudLines, formatAltimeter, formatTemperature, formatVisibility, formatWind } from "~/lib/weather-text";
import type { AirportWeather as AirportWeatherData } from "~/services/weather.server";
import { WeatherBadge } from "./weather-badge";

/** Spec §8 weather panel messages. */
export const WEATHER_MESSAGES = {
  unavailable: "Unable to fetch current weather data",
  "no-data": "No weather data available for this airport",
  "no-icao": "Weather data requires a valid ICAO identifier",
} as const;

/** The Weather tab: the latest METAR decoded, or one of the spec's three messages (plus the nearest station's report when there is one). */
export function AirportWeather({ weather, now }: { weather: AirportWeatherData; now: number }) {
  if (weather.status === "unavailable" || weather.status === "no-data" || weather.status === "no-icao") {
    return <Message text={WEATHER_MESSAGES[weather.status]} />;
  }
  const obs = weather.observation;
  const old = isOld(obs.obsTime, now);
  const ceiling = ceilingFeet(obs.clouds);
  return (
    <div>
      {weather.status === "nearest" && (
        <>
          <Message text={WEATHER_MESSAGES[weather.reason]} />
          <p className="mt-3 rounded-md border border-navy-100 bg-navy-50 px-3 py-2 text-slate-800">
            Showing the nearest reporting station instead: <strong className="font-mono">{weather.station}</strong>,{" "}
            {formatStationDistance(weather.nearest.distanceNm)} away. Conditions at this airport may differ.
          </p>
        </>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <WeatherBadge weather={summarize(obs)} now={now} size="md" />
        <span className="text-slate-800">
          {obs.dataType === "SPECI" ? "Special report" : "METAR"} from{" "}
          <strong className="font-mono">{obs.icaoId}</strong>
        </span>
      </div>
      {old && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          This report is {formatAge(obs.obsTime, now).replace(/ ago$/, "")} old. Get a current briefing before you fly.
        </p>
      )}
      <p
        className="mt-3 overflow-x-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-sm leading-relaxed text-slate-50"
        aria-label="Raw METAR"
      >
        {obs.rawOb}
      </p>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        <Field label="Observed">
          {formatObservationTime(obs.obsTime)} <span className="text-slate-600">({formatAge(obs.obsTime, now)})</span>
        </Field>
        <Field label="Flight category">
          {flightCategory(obs) === "UNKNOWN" ? "Unknown" : flightCategory(obs)}
          <span className="text-slate-600">
            {" "}
            (ceiling{" "}
            {ceiling == null
              ? "not reported"
              : ceiling >= NO_CEILING_FT
                ? "none"
                : `${ceiling.toLocaleString("en-US")} ft`}
            )
          </span>
        </Field>
        <Field label="Wind">{formatWind(obs)}</Field>
        <Field label="Visibility">{formatVisibility(obs.visib)}</Field>
        <Field label="Clouds">
          <ul>
            {cloudLines(obs.clouds).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </Field>
        <Field label="Present weather">{obs.wxString ?? "None reported"}</Field>
        <Field label="Temperature">{formatTemperature(obs.temp)}</Field>
        <Field label="Dew point">{formatTemperature(obs.dewp)}</Field>
        <Field label="Altimeter">{formatAltimeter(obs.altim)}</Field>
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        Source: Aviation Weather Center (aviationweather.gov). For planning only; not an official weather briefing.
      </p>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-slate-200 pb-2">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="text-base text-slate-900">{children}</dd>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-semibold text-slate-800">{text}</p>
  );
}
