import { dayMonth, utcDay } from "~/lib/date-format";

/**
 * Views per day as a server-rendered SVG bar chart (readable without
 * JavaScript), with the same numbers in a table for screen readers and text browsers.
 */
export interface DayCount {
  day: string;
  views: number;
  visitors: number;
}

const W = 720;
const H = 220;
const PAD = { left: 44, right: 8, top: 12, bottom: 28 };

const shortDay = (day: string) => dayMonth(utcDay(day));

/** Every day from `fromDay` to `toDay`, with zero for days without views. */
export function fillDays(days: DayCount[], fromDay: string, toDay: string): DayCount[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: DayCount[] = [];
  for (let t = Date.parse(`${fromDay}T00:00:00Z`); t <= Date.parse(`${toDay}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? { day, views: 0, visitors: 0 });
  }
  return out;
}

export function ViewsChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const total = days.reduce((n, d) => n + d.views, 0);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="views-chart-title views-chart-desc"
        className="h-auto w-full"
        data-testid="views-chart"
      >
        <title id="views-chart-title">Page views per day</title>
        <desc id="views-chart-desc">{`${total} views from ${days[0]?.day ?? ""} to ${days.at(-1)?.day ?? ""}; busiest day ${max} views. The table below has every day.`}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(max)} y2={y(max)} stroke="#e2e8f0" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="12" fill="#334155">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="12" fill="#334155">
          0
        </text>
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={PAD.left + i * slot + (slot - barW) / 2}
            y={y(d.views)}
            width={barW}
            height={Math.max(0, y(0) - y(d.views))}
            fill="#1d4ed8"
          >
            <title>{`${shortDay(d.day)}: ${d.views} views, ~${d.visitors} visitors`}</title>
          </rect>
        ))}
        {days.length > 0 && (
          <>
            <text x={PAD.left} y={H - 8} fontSize="12" fill="#334155">
              {shortDay(days[0].day)}
            </text>
            <text x={W - PAD.right} y={H - 8} textAnchor="end" fontSize="12" fill="#334155">
              {shortDay(days[days.length - 1].day)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="sr-only">Page views per day; the table that follows lists each day.</figcaption>
    </figure>
  );
}
