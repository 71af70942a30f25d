import { canonicalId, displayName } from "~/lib/display";
import { formatFlightTime } from "~/lib/flight-time";
import type { FlightCategory } from "~/lib/flight-category";
import type { RangeMapData } from "~/services/range-map.server";
import type { ResultRow } from "~/lib/result-row";
import type { Departure } from "~/services/search.server";

const WIDTH = 975;
const HEIGHT = 610;

const FILL: Record<FlightCategory, string> = {
  VFR: "fill-vfr",
  MVFR: "fill-mvfr",
  IFR: "fill-ifr",
  LIFR: "fill-lifr",
  UNKNOWN: "fill-slate-500",
};
const NAMES: Record<FlightCategory, string> = {
  VFR: "VFR",
  MVFR: "MVFR",
  IFR: "IFR",
  LIFR: "LIFR",
  UNKNOWN: "no current weather",
};
const ORDER: FlightCategory[] = ["VFR", "MVFR", "IFR", "LIFR", "UNKNOWN"];

const categoryOf = (r: ResultRow): FlightCategory => r.weather?.category ?? "UNKNOWN";

/**
 * The range map above the results: state outlines (a cached image), rings at
 * the trip-time bounds, the departure, and each result of the page as a link
 * coloured by flight category. Server-drawn SVG: no JavaScript needed; the
 * caption says in words what the picture shows.
 */
export function RangeMap({
  map,
  departure,
  results,
  hrefOf,
}: {
  map: RangeMapData;
  departure: Departure;
  results: ResultRow[];
  hrefOf: (r: ResultRow) => string;
}) {
  const counts = ORDER.map(
    (c) => [c, results.filter((r) => map.dots[r.loc_id] && categoryOf(r) === c).length] as const,
  ).filter(([, n]) => n > 0);
  const shown = results.filter((r) => map.dots[r.loc_id]);
  const dep = canonicalId(departure);
  // Sizes in map units that stay the same on screen however far the map is zoomed.
  const k = map.viewBox[2] / WIDTH;
  const dotRadius = Math.round(9 * k * 100) / 100;
  return (
    <figure className="card mx-auto mb-4 max-w-3xl p-3 sm:p-4" aria-labelledby="range-map-caption">
      <svg
        viewBox={map.viewBox.join(" ")}
        className="h-auto w-full rounded bg-sky-50"
        aria-labelledby="range-map-title"
      >
        <title id="range-map-title">{`Map of the results around ${dep}`}</title>
        <image href={map.outline} width={WIDTH} height={HEIGHT} aria-hidden="true" />
        {map.rings.map((ring, i) => (
          <path
            key={i}
            d={ring.d}
            fill="none"
            stroke="#1e3a8a"
            strokeWidth={2}
            strokeDasharray={i === 0 && map.rings.length > 1 ? "7 5" : undefined}
            vectorEffect="non-scaling-stroke"
            aria-hidden="true"
          />
        ))}
        {shown.map((r) => {
          const [x, y] = map.dots[r.loc_id];
          return (
            <a
              key={r.loc_id}
              href={hrefOf(r)}
              aria-label={`${displayName(r.name)} (${canonicalId(r)}), ${formatFlightTime(r.flight_time_minutes)}, ${NAMES[categoryOf(r)]}`}
              className="range-dot"
            >
              {/* Its white outline is drawn by app.css (.range-dot circle): one rule, not three attributes on each of 50 dots. */}
              <circle cx={x} cy={y} r={dotRadius} className={FILL[categoryOf(r)]} />
            </a>
          );
        })}
        {map.departure && (
          <g aria-hidden="true">
            <rect
              x={map.departure.x - 9 * k}
              y={map.departure.y - 9 * k}
              width={18 * k}
              height={18 * k}
              fill="#0f172a"
              stroke="#fff"
              strokeWidth={2 * k}
            />
            <text
              x={map.departure.x + 14 * k}
              y={map.departure.y + 8 * k}
              fontSize={26 * k}
              fontWeight="bold"
              fill="#0f172a"
              stroke="#fff"
              strokeWidth={5 * k}
              paintOrder="stroke"
            >
              {dep}
            </text>
          </g>
        )}
      </svg>
      <figcaption id="range-map-caption" className="mt-2 text-sm text-slate-700">
        {`Departure ${dep} (square)`}
        {map.rings.length > 0 && `; rings at ${map.rings.map((r) => r.label).join(" and ")}`}
        {`. ${shown.length} ${shown.length === 1 ? "result" : "results"} of this page as dots: `}
        <span className="inline-flex flex-wrap gap-x-3">
          {counts.map(([c, n]) => (
            <span key={c} className="inline-flex items-center gap-1">
              <svg width="10" height="10" aria-hidden="true">
                <circle cx="5" cy="5" r="5" className={FILL[c]} />
              </svg>
              {`${n} ${NAMES[c]}`}
            </span>
          ))}
        </span>
        {map.outside > 0 && ` ${map.outside} outside the map.`}
      </figcaption>
    </figure>
  );
}
