import { Fragment } from "react";
import { formatElevation } from "~/components/airport-facts";
import { formatPlaceDistance } from "~/lib/place-text";
import { dataCycleAge } from "~/lib/data-cycle-age";
import { dayMonthYear, utcDay } from "~/lib/date-format";
import { cityState, displayName } from "~/lib/display";
import { formatAge, formatObservationTime, formatStationDistance } from "~/lib/flight-category";
import { fuelText, fuelUnknownText } from "~/lib/fuel";
import { closedStatusLabel, facilityUseLabel, surfaceLabel } from "~/lib/labels";
import { CYCLE_DAYS } from "~/lib/nasr-cycle";
import type { HeadingOrigin } from "~/lib/runway-heading";
import { FREQUENCY_KIND_LABELS, OUTSIDE_AIR_BAND, towerStatusLine, type FrequencyKind } from "~/lib/radio";
import type { AirportFrequency, RadioSource } from "~/services/airport-radio.server";
import type { KneeboardCard as Card, KneeboardPlace } from "~/services/kneeboard.server";
import { FieldReportsSlot } from "./field-reports-slot";

/** Frequencies in the order a pilot calls them. */
const KIND_ORDER: FrequencyKind[] = [
  "atis",
  "weather",
  "clearance",
  "ground",
  "tower",
  "ctaf",
  "unicom",
  "approach",
  "center",
];

/** '172°T'; '≈170°T' for a heading worked out from the runway number (docs/decisions/0058-runway-heading-check.md). */
const heading = (deg: number | null, origin: HeadingOrigin | null) =>
  deg == null ? "—" : `${origin === "runway number" ? "≈" : ""}${String(Math.round(deg)).padStart(3, "0")}°T`;
/** '23 Jan 2025' when the cycle effective on `effectiveDate` had ended by `now`; null while it is in force. */
function cycleExpiry(effectiveDate: string, now: number): string | null {
  if (!dataCycleAge(effectiveDate, new Date(now)).expired) return null;
  return dayMonthYear(Date.parse(`${effectiveDate}T00:00:00Z`) + CYCLE_DAYS * 24 * 60 * 60 * 1000);
}

const sourceText = (s: RadioSource) => `${s.name} ${dayMonthYear(utcDay(s.date))}`;

/**
 * One airport's kneeboard card (docs/decisions/0088-kneeboard-card.md): dense, printed on one
 * Letter or A5 page (app.css "Kneeboard"), the same markup with JavaScript on and off.
 */
export function KneeboardCard({ card, now, headingLevel = 1 }: { card: Card; now: number; headingLevel?: 1 | 2 }) {
  const a = card.airport;
  const H = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const titleId = `kneeboard-${card.id}`;
  const ids = [a.icao_id, a.loc_id].filter((v, i, all): v is string => !!v && all.indexOf(v) === i);
  const closed = closedStatusLabel(a.status);
  const expired = a.data_cycle ? cycleExpiry(a.data_cycle.effective_date, now) : null;
  // Each section's name says whose it is: /trips/kneeboard prints a card per airport, each with its Runways.
  const at = <AirportOfSection id={ids[0]} />;

  return (
    <article className="kneeboard" aria-labelledby={titleId} data-testid="kneeboard-card">
      <header className="kb-header">
        <H id={titleId} className="text-lg font-bold leading-tight text-navy-900 print:text-base">
          <span className="font-mono">{ids.join(" / ")}</span> {displayName(a.name)}
        </H>
        <p className="text-slate-800">
          {[
            cityState(a.city, a.state),
            `Elevation ${formatElevation(a.elevation)}`,
            a.facility_type,
            facilityUseLabel(a.use),
            `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}`,
          ].join(" · ")}
        </p>
        {closed && (
          <p className="kb-alert" data-testid="airport-closed">
            <strong>{`${closed.toUpperCase()}`}</strong> in the FAA data: check NOTAMs before you plan to land.
          </p>
        )}
      </header>

      <div className="kb-grid">
        {/* Fuel under the runways: the left column's room beside the longer radio list keeps a card with
            pilots' reports on one A5 page (docs/decisions/0088-kneeboard-card.md). */}
        <div className="kb-column">
          <section aria-labelledby={`${titleId}-rwy`}>
            <Sub id={`${titleId}-rwy`} className="kb-h">
              Runways{at}
            </Sub>
            {a.runways.length === 0 ? (
              <p>None listed</p>
            ) : (
              <table className="kb-table">
                <thead>
                  <tr>
                    <th scope="col">Runway</th>
                    <th scope="col">Size (ft)</th>
                    <th scope="col">Surface</th>
                    <th scope="col">True heading</th>
                  </tr>
                </thead>
                <tbody>
                  {a.runways.map((r) => (
                    <tr key={r.Runway_Id}>
                      <th scope="row" className="font-mono">
                        {r.Runway_Id}
                      </th>
                      <td className="tabular-nums">
                        {r.Length == null
                          ? "—"
                          : `${r.Length.toLocaleString("en-US")}${r.Width != null ? ` × ${r.Width}` : ""}`}
                      </td>
                      <td>{r.Surface_Type_Condition ? surfaceLabel(r.Surface_Type_Condition) : "—"}</td>
                      <td className="tabular-nums">
                        <span className="block whitespace-nowrap">{`${r.Base_End_Id} ${heading(r.Base_True_Heading, r.Base_True_Heading_Source)}`}</span>
                        {r.Reciprocal_End_Id && (
                          <span className="block whitespace-nowrap">{`${r.Reciprocal_End_Id} ${heading(r.Reciprocal_True_Heading, r.Reciprocal_True_Heading_Source)}`}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {a.runways.some(
              (r) =>
                r.Base_True_Heading_Source === "runway number" || r.Reciprocal_True_Heading_Source === "runway number",
            ) && <p className="kb-source">≈ from the runway number and magnetic variation, not in the data</p>}
          </section>
          <section aria-labelledby={`${titleId}-fuel`}>
            <Sub id={`${titleId}-fuel`} className="kb-h">
              Fuel{at}
            </Sub>
            <p>
              {fuelText(a.fuel_types) ??
                (card.fuel.known
                  ? "None listed in the FAA data"
                  : `Not known — ${fuelUnknownText(card.fuel.dataLabel)}`)}
            </p>
            <FieldReportsSlot facts={card.fieldFacts} />
          </section>
        </div>

        <section aria-labelledby={`${titleId}-radio`}>
          <Sub id={`${titleId}-radio`} className="kb-h">
            Radio, tower, airspace{at}
          </Sub>
          <Radio card={card} />
        </section>

        <section aria-labelledby={`${titleId}-wx`} className="kb-wide">
          <Sub id={`${titleId}-wx`} className="kb-h">
            Weather{at}
          </Sub>
          <Weather card={card} now={now} />
        </section>

        <Places id={`${titleId}-food`} Sub={Sub} title="Food" places={card.food} at={at} />
        <Places id={`${titleId}-lodging`} Sub={Sub} title="Lodging" places={card.lodging} at={at} />
      </div>

      <footer className="kb-footer">
        {expired && (
          <p className="kb-alert" data-testid="kneeboard-cycle-expired">
            {`Airport data out of date: the FAA cycle expired on ${expired}. Check current charts and the Chart Supplement.`}
          </p>
        )}
        <p>
          {[
            a.data_cycle
              ? `FAA data: ${a.data_cycle.label}, effective ${dayMonthYear(utcDay(a.data_cycle.effective_date))}`
              : "FAA data: no import recorded",
            a.data_sources.length > 1
              ? `built from ${a.data_sources.map((d) => (d.date ? `${d.name} ${dayMonthYear(utcDay(d.date))}` : d.name)).join("; ")}`
              : null,
            card.placeCredits.length > 0 ? `Nearby places: ${card.placeCredits.join("; ")}` : null,
            `Card made ${formatObservationTime(Math.floor(now / 1000))}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p>For planning only: check the Chart Supplement, NOTAMs and a current briefing before you fly.</p>
      </footer>
    </article>
  );
}

function Radio({ card }: { card: Card }) {
  const a = card.airport;
  const items = a.frequencies?.items ?? [];
  const byKind = (kind: FrequencyKind) => items.filter((f) => f.kind === kind);
  const sources: RadioSource[] = [
    ...(a.frequencies ? [a.frequencies.source] : []),
    ...(a.tower ? [a.tower.source] : []),
    ...(a.airspace ? [a.airspace.source] : []),
    ...(a.weather_stations ? [a.weather_stations.source] : []),
    ...(a.attendance ? [a.attendance.source] : []),
  ].filter((s, i, all) => all.findIndex((t) => t.name === s.name && t.date === s.date) === i);
  // One AWOS / ASOS line, as on the airport page: the FAA's stations (type, frequency, phone) when
  // listed, else the weather frequencies; both would print the same station twice (KORD).
  const stations = a.weather_stations?.items;
  const shown = (kind: FrequencyKind) =>
    kind !== "tower" && (byKind(kind).length > 0 || (kind === "weather" && stations));
  return (
    <>
      <dl className="kb-dl">
        {KIND_ORDER.filter(shown).map((kind) => (
          <div key={kind}>
            <dt>{FREQUENCY_KIND_LABELS[kind]}</dt>
            <dd className="tabular-nums">
              {kind === "weather" && stations
                ? stations.map((s, i) => (
                    <Fragment key={i}>
                      {i > 0 && " · "}
                      {[s.type, s.frequency].filter(Boolean).join(" ")}
                      {/* A phone number in one piece: '707-573-' above '8393' is misdialled. */}
                      {s.phone && (
                        <>
                          {s.type || s.frequency ? " " : ""}phone <span className="whitespace-nowrap">{s.phone}</span>
                        </>
                      )}
                    </Fragment>
                  ))
                : byKind(kind).map(frequencyText).join(" · ")}
            </dd>
          </div>
        ))}
        {byKind("ctaf").length === 0 && byKind("unicom").length === 0 && (
          <div>
            <dt>CTAF</dt>
            <dd>None listed</dd>
          </div>
        )}
        <div>
          <dt>Tower</dt>
          <dd>
            {byKind("tower").length > 0 && (
              <span className="block tabular-nums">{byKind("tower").map(frequencyText).join(" · ")}</span>
            )}
            <span className="block" data-testid="kneeboard-tower">
              {towerStatusLine(a.tower, byKind("tower").length > 0)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Airspace</dt>
          <dd>
            {a.airspace
              ? [a.airspace.label, a.airspace.hours].filter(Boolean).join(" — ")
              : "No class B, C, D or E airspace listed"}
          </dd>
        </div>
        {a.attendance && (
          <div>
            <dt>Attendance</dt>
            <dd>{a.attendance.schedules.map((s) => s.text).join("; ")}</dd>
          </div>
        )}
      </dl>
      {sources.length > 0 && <p className="kb-source">{sources.map(sourceText).join("; ")}</p>}
    </>
  );
}

const frequencyText = (f: AirportFrequency) =>
  [f.frequency, f.name, f.outside_air_band && `(${OUTSIDE_AIR_BAND})`].filter(Boolean).join(" ");

function Weather({ card, now }: { card: Card; now: number }) {
  const { weather, taf, wind } = card;
  return (
    <div className="space-y-1">
      {"observation" in weather ? (
        <div data-testid="kneeboard-metar">
          <p>
            <span className="font-semibold">{`METAR ${weather.station}`}</span>
            {weather.status === "nearest" &&
              ` (nearest station, ${formatStationDistance(weather.nearest.distanceNm)} away — not this field's own)`}
            {`, observed ${formatObservationTime(weather.observation.obsTime)} (${formatAge(weather.observation.obsTime, now)})`}
          </p>
          <p className="kb-raw">{weather.observation.rawOb}</p>
        </div>
      ) : (
        <p data-testid="kneeboard-metar">
          {weather.status === "unavailable"
            ? "METAR: unable to fetch current weather data"
            : weather.status === "no-icao"
              ? "METAR: weather data requires a valid ICAO identifier"
              : "METAR: no weather data available for this airport"}
        </p>
      )}
      {wind && (
        <p>
          <span className="font-semibold">Runway wind: </span>
          {wind.summary}
          {" · "}
          <span className="font-semibold">Density altitude: </span>
          {wind.density_altitude
            ? `${wind.density_altitude.densityAltitude.toLocaleString("en-US")} ft`
            : `not worked out (${wind.density_altitude_missing.join(" and ")} not reported)`}
        </p>
      )}
      {taf.status === "ok" ? (
        <div data-testid="kneeboard-taf">
          <p>
            <span className="font-semibold">{`TAF ${taf.taf.icaoId}`}</span>
            {`, issued ${formatObservationTime(taf.taf.issueTime)} (${formatAge(taf.taf.issueTime, now)}), valid to ${formatObservationTime(taf.taf.validTo)}`}
            {taf.taf.validTo * 1000 <= now && <strong> — expired</strong>}
          </p>
          <p className="kb-raw">{taf.taf.raw}</p>
        </div>
      ) : (
        <p data-testid="kneeboard-taf">
          {taf.status === "none" ? "TAF: none issued for this airport" : "TAF: unable to fetch the forecast"}
        </p>
      )}
    </div>
  );
}

/** ' at KSTS' for screen readers only: the printed card keeps its short headings. */
function AirportOfSection({ id }: { id: string | undefined }) {
  return id ? <span className="sr-only">{` at ${id}`}</span> : null;
}

function Places({
  id,
  Sub,
  title,
  places,
  at,
}: {
  id: string;
  Sub: "h2" | "h3";
  title: string;
  places: KneeboardPlace[];
  at: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Sub id={id} className="kb-h">
        {`${title} (nearest)`}
        {at}
      </Sub>
      {places.length === 0 ? (
        <p>None in our lists near this field</p>
      ) : (
        <ul>
          {places.map((p) => (
            <li key={`${p.name}-${p.distance_nm}`}>
              <span className="font-semibold">{p.name}</span>
              {` ${formatPlaceDistance(p.distance_nm)}`}
              {p.walkable ? " (walkable)" : ""}
              {p.phone ? ` · ${p.phone}` : ""}
              {p.address ? ` · ${p.address}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
