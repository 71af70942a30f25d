import { lazy } from "react";
import { formatFeet, ownershipLabel, surfaceLabel, facilityUseLabel } from "~/lib/labels";
import type { AirportRadio } from "~/services/airport-radio.server";
import { AirportRadioBlocks as RadioBlocksNow } from "./airport-radio";
import { LazyPart } from "./lazy-part";

/**
 * The radio blocks are plain markup, the same with JavaScript on and off: the browser loads them
 * after the page, and the server's HTML stays on screen until then
 * (docs/decisions/0089-airport-page-parts-on-demand.md).
 */
export const loadRadioBlocks = () => import("./airport-radio").then((m) => ({ default: m.AirportRadioBlocks }));
const AirportRadioBlocks = import.meta.env.SSR ? RadioBlocksNow : lazy(loadRadioBlocks);

interface Props {
  airport: {
    loc_id: string;
    icao_id: string | null;
    elevation: number | null;
    use: string | null;
    max_runway_length: number | null;
    surface: string | null;
    ownership: string | null;
    facility_type: string;
  } & Partial<AirportRadio>;
}

/** 'N ft MSL', or N/A when the FAA gives no elevation. */
export const formatElevation = (ft: number | null | undefined) =>
  ft == null ? "N/A" : `${Math.round(ft).toLocaleString("en-US")} ft MSL`;

/** Spec §2 facts grid: the eight facts a pilot checks first; then radio, tower and airspace (issue 19). */
export function AirportFacts({ airport: a }: Props) {
  const facts: [string, string][] = [
    ["LOC ID", a.loc_id],
    ["ICAO ID", a.icao_id ?? "None"],
    ["Elevation", formatElevation(a.elevation)],
    ["Use", facilityUseLabel(a.use)],
    ["Longest Runway", formatFeet(a.max_runway_length)],
    ["Surface", a.surface ? surfaceLabel(a.surface) : "N/A"],
    ["Ownership", ownershipLabel(a.ownership)],
    ["Facility Type", a.facility_type],
  ];
  return (
    <>
      <section aria-labelledby="facts-heading" className="mt-6">
        <h2 id="facts-heading" className="sr-only">
          Airport facts
        </h2>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 shadow-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="bg-white px-4 py-3">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-0.5 break-words text-lg font-bold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {a.radio_sources && (
        <LazyPart name="radio" of={a.loc_id}>
          <AirportRadioBlocks
            radio={{
              frequencies: a.frequencies ?? null,
              tower: a.tower ?? null,
              airspace: a.airspace ?? null,
              weather_stations: a.weather_stations ?? null,
              attendance: a.attendance ?? null,
              radio_sources: a.radio_sources,
            }}
          />
        </LazyPart>
      )}
    </>
  );
}
