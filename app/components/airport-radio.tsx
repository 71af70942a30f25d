import { dayMonthYear, utcDay } from "~/lib/date-format";
import { OUTSIDE_AIR_BAND, towerStatusLine, type FrequencyKind } from "~/lib/radio";
import type { AirportFrequency, AirportRadio, RadioSource } from "~/services/airport-radio.server";

/**
 * Radio, tower and airspace, right under the facts (issue 19): CTAF/UNICOM, tower with its
 * hours and what applies outside them, ground, clearance, ATIS and its phone, AWOS/ASOS,
 * approach/departure, the en-route center (decision 0108), airspace class and attendance, each
 * with its source and date. Plain markup: the same with JavaScript on and off. Says only what the
 * data says (docs/decisions/0063-radio-tower-airspace.md).
 */
export function AirportRadioBlocks({ radio }: { radio: AirportRadio }) {
  const items = radio.frequencies?.items ?? [];
  const freqSource = radio.frequencies ? [radio.frequencies.source] : radio.radio_sources.frequencies;
  const of = (...kinds: FrequencyKind[]) => items.filter((f) => kinds.includes(f.kind));
  const tower = radio.tower;
  const atis = tower?.atis ?? [];
  const towerFreqs = of("tower");
  const approachFreqs = of("approach");
  const blocks: React.ReactNode[] = [];

  blocks.push(
    <Block key="ctaf" label="CTAF / UNICOM" sources={freqSource}>
      <FrequencyList items={of("ctaf", "unicom")} withUse none="None listed" />
    </Block>,
  );

  blocks.push(
    <Block
      key="tower"
      label="Tower"
      sources={[
        ...(tower ? [tower.source] : radio.radio_sources.tower ? [radio.radio_sources.tower] : []),
        ...(towerFreqs.length ? freqSource : []),
      ]}
    >
      {towerFreqs.length > 0 && <FrequencyList items={towerFreqs} />}
      <p data-testid={tower?.towered ? "tower-hours" : undefined}>{towerStatusLine(tower, towerFreqs.length > 0)}</p>
    </Block>,
  );

  if (of("ground").length)
    blocks.push(
      <Block key="ground" label="Ground" sources={freqSource}>
        <FrequencyList items={of("ground")} />
      </Block>,
    );
  if (of("clearance").length)
    blocks.push(
      <Block key="clearance" label="Clearance delivery" sources={freqSource}>
        <FrequencyList items={of("clearance")} />
      </Block>,
    );
  if (of("atis").length || atis.some((a) => a.phone))
    blocks.push(
      <Block
        key="atis"
        label="ATIS"
        sources={[
          ...(of("atis").length ? freqSource : []),
          ...(atis.some((a) => a.phone) && tower ? [tower.source] : []),
        ]}
      >
        {of("atis").length > 0 && <FrequencyList items={of("atis")} />}
        {atis
          .filter((a) => a.phone)
          .map((a) => (
            <p key={a.number}>
              {`Phone${a.description ? ` (${a.description})` : ""}: `}
              <Phone number={a.phone!} />
            </p>
          ))}
      </Block>,
    );
  const stations = radio.weather_stations;
  if (stations || of("weather").length)
    blocks.push(
      <Block
        key="awos"
        label="AWOS / ASOS"
        sources={[...(stations ? [stations.source] : []), ...(of("weather").length ? freqSource : [])]}
      >
        {stations ? (
          stations.items.map((s) => (
            <p key={s.id}>
              <span className="font-semibold">{s.type}</span>
              {s.frequency && <span className="tabular-nums">{` ${s.frequency}`}</span>}
              {s.phone && (
                <>
                  {" · phone "}
                  <Phone number={s.phone} />
                </>
              )}
              {!s.frequency && !s.phone && " (no frequency or phone listed)"}
            </p>
          ))
        ) : (
          <FrequencyList items={of("weather")} />
        )}
      </Block>,
    );
  if (approachFreqs.length || tower?.approach || tower?.departure)
    blocks.push(
      <Block
        key="approach"
        label="Approach / departure"
        sources={[
          ...(approachFreqs.length ? freqSource : []),
          ...(tower?.approach || tower?.departure ? [tower.source] : []),
        ]}
      >
        {approachFreqs.length > 0 && <FrequencyList items={approachFreqs} />}
        {tower && (tower.approach || tower.departure) && <p>{providerLine(tower)}</p>}
      </Block>,
    );
  if (of("center").length)
    blocks.push(
      <Block key="center" label="Center" sources={freqSource}>
        <FrequencyList items={of("center")} />
      </Block>,
    );

  const airspace = radio.airspace;
  blocks.push(
    <Block
      key="airspace"
      label="Airspace"
      sources={airspace ? [airspace.source] : radio.radio_sources.airspace ? [radio.radio_sources.airspace] : []}
    >
      {airspace ? (
        <>
          <p className="font-semibold">{airspace.label}</p>
          {airspace.hours && <p>{airspace.hours}</p>}
        </>
      ) : (
        <p>No class B, C, D or E airspace listed</p>
      )}
    </Block>,
  );

  const attendance = radio.attendance;
  blocks.push(
    <Block
      key="attendance"
      label="Attendance"
      sources={
        attendance ? [attendance.source] : radio.radio_sources.attendance ? [radio.radio_sources.attendance] : []
      }
    >
      <p>{attendance ? attendance.schedules.map((s) => s.text).join("; ") : "Not listed"}</p>
    </Block>,
  );

  return (
    <section
      aria-labelledby="radio-heading"
      className="mt-3 rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="radio"
    >
      <h2 id="radio-heading" className="px-4 pt-3 text-lg font-bold text-navy-900">
        Radio, tower and airspace
      </h2>
      <dl className="divide-y divide-slate-200">{blocks}</dl>
      <p className="px-4 pb-3 pt-1 text-xs text-slate-600">
        For planning only: check the Chart Supplement and NOTAMs before you fly.
      </p>
    </section>
  );
}

function providerLine(tower: NonNullable<AirportRadio["tower"]>): string {
  const who = (p: { call: string | null; provider: string | null } | null) =>
    p ? [p.call, p.provider && p.provider !== p.call ? `(${p.provider})` : null].filter(Boolean).join(" ") : null;
  const approach = who(tower.approach);
  const departure = who(tower.departure);
  if (approach && approach === departure) return `Approach and departure: ${approach}`;
  return [approach && `Approach: ${approach}`, departure && `Departure: ${departure}`].filter(Boolean).join(" · ");
}

function Block({ label, sources, children }: { label: string; sources: RadioSource[]; children: React.ReactNode }) {
  const unique = sources.filter((s, i) => sources.findIndex((t) => t.name === s.name && t.date === s.date) === i);
  return (
    <div className="grid gap-x-4 px-4 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">
        {children}
        {unique.length > 0 && (
          <p className="text-xs text-slate-600">
            {unique.map((s) => `${s.name}, ${dayMonthYear(utcDay(s.date))}`).join("; ")}
          </p>
        )}
      </dd>
    </div>
  );
}

/** Frequencies, one per line: '118.5 SANTA ROSA TWR'; with `withUse`, CTAF and UNICOM on one frequency read '122.8 CTAF/UNICOM'. */
function FrequencyList({
  items,
  withUse = false,
  none,
}: {
  items: AirportFrequency[];
  withUse?: boolean;
  none?: string;
}) {
  if (items.length === 0) return none ? <p>{none}</p> : null;
  const lines = new Map<string, { uses: string[]; names: string[]; outside: boolean }>();
  for (const f of items) {
    const key = `${f.frequency}|${withUse ? "" : (f.name ?? "")}`;
    const line = lines.get(key) ?? { uses: [], names: [], outside: f.outside_air_band };
    for (const use of usesOf(f)) if (!line.uses.includes(use)) line.uses.push(use);
    if (f.name && !line.names.includes(f.name) && !withUse) line.names.push(f.name);
    lines.set(key, line);
  }
  return (
    <ul>
      {[...lines].map(([key, line]) => (
        <li key={key}>
          <span className="font-semibold tabular-nums">{key.split("|")[0]}</span>
          {withUse ? ` ${line.uses.join("/")}` : line.names.length ? ` ${line.names.join(", ")}` : ""}
          {line.outside && ` (${OUTSIDE_AIR_BAND})`}
        </li>
      ))}
    </ul>
  );
}

/** 'CTAF', 'UNICOM', or both for an OurAirports UNICOM described 'CTAF/UNICOM'; else the source's word. */
function usesOf(f: AirportFrequency): string[] {
  if (f.kind !== "ctaf" && f.kind !== "unicom") return [f.use];
  const words = `${f.use} ${f.name ?? ""}`;
  const uses: string[] = [];
  if (f.kind === "ctaf" || /\bCTAF\b/i.test(words)) uses.push("CTAF");
  if (f.kind === "unicom" || /\bUNIC(OM)?\b/i.test(words)) uses.push("UNICOM");
  return uses;
}

/** A phone number as written, dialable: tel: with its digits. */
function Phone({ number }: { number: string }) {
  const digits = number.replace(/\D/g, "");
  const text = number.replace(/^\((.*)\)$/, "$1");
  return (
    <a
      className="standalone-link font-semibold text-navy-700 underline"
      href={`tel:${digits.length === 10 ? `+1${digits}` : digits}`}
    >
      {text}
    </a>
  );
}
