import { useState } from "react";
import { Link } from "react-router";
import { formatCoordinates } from "~/lib/coordinates";
import { canonicalId, cityState, displayName } from "~/lib/display";
import { formatFlightTime } from "~/lib/flight-time";
import type { WeatherSummary } from "~/lib/flight-category";
import { closedStatusLabel, formatNm } from "~/lib/labels";
import { FallbackImage } from "./fallback-image";
import { WeatherBadge } from "./weather-badge";

export interface AirportHeaderProps {
  airport: {
    loc_id: string;
    icao_id: string | null;
    name: string;
    city: string | null;
    state: string | null;
    use: string | null;
    /** The FAA's status code: O (or blank) operational, CI / CP closed. */
    status: string;
    latitude: number;
    longitude: number;
  };
  /** The trip from the search's departure, only when the page was opened from search results. */
  trip: { distanceNm: number; flightMinutes: number; departureId: string; speed: number } | null;
  /** The picture over the header (the satellite image); a 'Satellite image unavailable' placeholder when absent or when it fails to load. */
  image?: { src: string; alt: string; credit?: string | null };
  /** The flight-category badge: the airport's weather (or its nearest station's, named in `stationNote`). */
  weather?: { summary: WeatherSummary | null; now: number; stationNote?: string };
  /** Where 'Back to results' leads; no back link without it. */
  backHref?: string | null;
  /** The save control (docs/product.md, "Airport page": the header has one), beside the name. */
  saveControl?: React.ReactNode;
  /** Lines under the header: the runway wind and density altitude (issue 13). */
  children?: React.ReactNode;
}

/** Spec §2 Airport detail header: picture, name, identifier and Private badges, place, and the trip from the departure. */
export function AirportHeader({ airport, trip, image, weather, backHref, saveControl, children }: AirportHeaderProps) {
  const id = canonicalId(airport);
  const [imageFailed, setImageFailed] = useState(false);
  const closed = closedStatusLabel(airport.status);
  return (
    <>
      {backHref && (
        <p className="mb-3">
          <Link
            to={backHref}
            className="standalone-link inline-flex items-center gap-1 font-semibold text-navy-700 hover:underline"
          >
            <span aria-hidden="true">←</span> Back to results
          </Link>
        </p>
      )}
      <header className="card overflow-hidden">
        {/* isolate: the broken picture's cover (app.css) stacks over the credit, and within this box only. */}
        <div className="relative isolate bg-navy-100">
          {/* The placeholder lies under the picture: a picture that fails without JavaScript (alt="") leaves it in view. */}
          <SatellitePlaceholder
            latitude={airport.latitude}
            longitude={airport.longitude}
            covered={image != null && !imageFailed}
          />
          {image && (
            <FallbackImage
              src={image.src}
              alt={image.alt}
              width={1200}
              height={300}
              className="absolute inset-0 h-full w-full object-cover object-[50%_80%]"
              placeholder={null}
              data-unavailable={`${SATELLITE_UNAVAILABLE}\n${formatCoordinates(airport.latitude, airport.longitude)}`}
              onFallback={() => setImageFailed(true)}
            />
          )}
          {image?.credit && !imageFailed && (
            <span className="absolute bottom-0 right-0 bg-black/55 px-1.5 py-0.5 text-[11px] leading-tight text-white">
              {image.credit}
            </span>
          )}
        </div>
        <div className="p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
            <h1 className="text-2xl font-bold leading-tight text-navy-900 sm:text-3xl">{displayName(airport.name)}</h1>
            {saveControl}
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-base text-slate-800">
            <span className="rounded bg-navy-800 px-2 py-0.5 font-mono text-base font-bold tracking-wide text-white">
              {id}
            </span>
            {airport.use === "PR" && (
              <span className="rounded border border-amber-700 bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-950">
                Private
              </span>
            )}
            <span>{cityState(airport.city, airport.state)}</span>
            {weather && (
              <WeatherBadge
                weather={weather.summary}
                now={weather.now}
                showAge
                stationNote={weather.stationNote}
                size="md"
              />
            )}
          </p>
          {closed && (
            <p
              className="mt-3 rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-base text-red-950"
              data-testid="airport-closed"
            >
              <strong className="font-bold">{`${closed}.`}</strong> The FAA data lists this airport as closed: check
              NOTAMs and the Chart Supplement before you plan to land here.
            </p>
          )}
          {trip && (
            <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 border-t border-slate-200 pt-4">
              <div>
                <dt className="text-sm font-semibold text-slate-700">{`Distance from ${trip.departureId}`}</dt>
                <dd className="text-xl font-bold tabular-nums text-navy-900">{formatNm(trip.distanceNm)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">{`Flight time at ${trip.speed} kt`}</dt>
                <dd className="text-xl font-bold tabular-nums text-navy-900">{formatFlightTime(trip.flightMinutes)}</dd>
              </div>
            </dl>
          )}
          {children}
        </div>
      </header>
    </>
  );
}

const SATELLITE_UNAVAILABLE = "Satellite image unavailable";

/** In place of the satellite picture when there is none (decision 0050): what is missing, and where the airport is. */
function SatellitePlaceholder({
  latitude,
  longitude,
  covered,
}: {
  latitude: number;
  longitude: number;
  /** Under a picture that should be showing: not read out (the picture is decorative). */
  covered: boolean;
}) {
  return (
    <div
      aria-hidden={covered || undefined}
      className="flex h-28 w-full flex-col items-center justify-center gap-1 bg-slate-100 px-4 text-center sm:h-44 lg:h-52"
      data-testid="satellite-placeholder"
    >
      <p className="text-sm font-semibold text-slate-700">{SATELLITE_UNAVAILABLE}</p>
      <p className="font-mono text-sm text-slate-700">{formatCoordinates(latitude, longitude)}</p>
    </div>
  );
}
