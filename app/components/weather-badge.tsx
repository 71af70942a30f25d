import {
  formatAge,
  formatObservationTime,
  isOld,
  type FlightCategory,
  type WeatherSummary,
} from "~/lib/flight-category";

/** Spec §4 colours: VFR green, MVFR blue, IFR red, LIFR magenta, unknown grey; N/A grey. */
const SOLID: Record<FlightCategory, string> = {
  VFR: "border-vfr bg-vfr text-white",
  MVFR: "border-mvfr bg-mvfr text-white",
  IFR: "border-ifr bg-ifr text-white",
  LIFR: "border-lifr bg-lifr text-white",
  UNKNOWN: "border-slate-600 bg-slate-600 text-white",
};
/** An old observation keeps its colour as an outline, so it never reads like a current one. */
const OUTLINE: Record<FlightCategory, string> = {
  VFR: "border-vfr bg-white text-vfr",
  MVFR: "border-mvfr bg-white text-mvfr",
  IFR: "border-ifr bg-white text-ifr",
  LIFR: "border-lifr bg-white text-lifr",
  UNKNOWN: "border-slate-600 bg-white text-slate-700",
};

interface Props {
  weather: WeatherSummary | null;
  /** The time ages are measured from (the server's at render, the browser's after a refresh), epoch ms. */
  now: number;
  /** Print the observation's age next to the badge (always printed for an old observation). */
  showAge?: boolean;
  /** Name the station when it is not the airport's own (nearest-station weather). */
  stationNote?: string;
  size?: "sm" | "md";
}

/**
 * The flight-category badge of a results row, card or airport header. Server
 * rendered; its accessible name reads 'Flight category VFR' (or 'Flight
 * category N/A' without an observation).
 */
export function WeatherBadge({ weather, now, showAge, stationNote, size = "sm" }: Props) {
  const pad = size === "md" ? "badge-md" : "badge-sm";
  if (!weather) {
    return (
      <span className="badge-line" title="No current weather report for this airport">
        <span className={`badge badge-none ${pad}`}>
          <span className="sr-only">Flight category </span>N/A
        </span>
      </span>
    );
  }
  const old = isOld(weather.obsTime, now);
  const age = formatAge(weather.obsTime, now);
  const label = weather.category === "UNKNOWN" ? "Unknown" : weather.category;
  return (
    <span
      className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5"
      title={`${weather.icaoId} observed ${formatObservationTime(weather.obsTime)} (${age})`}
    >
      <span className={`badge ${pad} ${old ? OUTLINE[weather.category] : SOLID[weather.category]}`}>
        <span className="sr-only">Flight category </span>
        {label}
      </span>
      {stationNote && <span className="text-xs text-slate-700">{stationNote}</span>}
      {(showAge || old) && (
        <span className={`whitespace-nowrap text-xs ${old ? "font-semibold text-amber-800" : "text-slate-600"}`}>
          {old ? `Old report: ${age}` : age}
        </span>
      )}
    </span>
  );
}

/** A forecast's category: never "old", so drawn as if observed at the time it is for. */
export function CategoryBadge({ category, at }: { category: FlightCategory; at: number }) {
  return <WeatherBadge weather={{ icaoId: "", category, obsTime: at }} now={at * 1000} />;
}
