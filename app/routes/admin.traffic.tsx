import type { Route } from "./+types/admin.traffic";
import { fillDays, ViewsChart } from "~/components/views-chart";
import { loaderDoor } from "~/http/page-door.server";
import { TRAFFIC_DAYS as DAYS } from "~/lib/page-views";
import { trafficReportCase } from "~/use-cases/page-views.server";
import { utcDay, weekdayDayMonthYear } from "~/lib/date-format";

const traffic = loaderDoor(trafficReportCase);

/** Admin › Traffic (issue 12): first-party page views of the last 30 days; admins only, checked on every request. */
export async function loader(args: Route.LoaderArgs) {
  const report = await traffic(args);
  return { ...report, days: fillDays(report.days, report.fromDay, report.toDay) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Traffic | Admin | AirportFinder" }];

const dayLabel = (day: string) => weekdayDayMonthYear(utcDay(day));

export default function AdminTraffic({ loaderData }: Route.ComponentProps) {
  const { days, topPages, topDepartures, topReferrers, devices } = loaderData;
  const views = days.reduce((n, d) => n + d.views, 0);
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  return (
    <section aria-labelledby="traffic-heading" className="mx-auto max-w-4xl">
      <h2 id="traffic-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        Traffic
      </h2>
      <p className="mt-1 text-slate-700">
        Last {DAYS} days (UTC): <strong data-testid="total-views">{views}</strong> page views, about{" "}
        <strong>{visitors}</strong> daily visitors added up. Counted on this server without cookies; no address, user or
        query string is stored.
      </p>

      <div className="card mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">Views per day</h2>
        <ViewsChart days={days} />
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-navy-900">Views per day as a table</summary>
          <table className="mt-2 w-full text-left text-sm" data-testid="views-table">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Views
                </th>
                <th scope="col" className="py-1 text-right">
                  Visitors (estimate)
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={d.day}>{dayLabel(d.day)}</time>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{d.views}</td>
                  <td className="py-1 text-right tabular-nums">{d.visitors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <CountTable
          title="Top pages"
          testId="top-pages"
          head={["Page", "Views"]}
          rows={topPages.map((p) => [p.route, p.views])}
          empty="No page views yet."
        />
        <CountTable
          title="Most searched departures"
          testId="top-departures"
          head={["Departure", "Searches"]}
          rows={topDepartures.map((d) => [d.departure, d.searches])}
          empty="No searches yet."
        />
        <CountTable
          title="Referring sites"
          testId="top-referrers"
          head={["Site", "Views"]}
          rows={topReferrers.map((r) => [r.host, r.views])}
          empty="No visits from other sites yet."
        />
        <CountTable
          title="Devices"
          testId="devices"
          head={["Device", "Views"]}
          rows={devices.map((d) => [d.device, d.views])}
          empty="No page views yet."
        />
      </div>
    </section>
  );
}

function CountTable({
  title,
  head,
  rows,
  empty,
  testId,
}: {
  title: string;
  head: [string, string];
  rows: [string, number][];
  empty: string;
  testId: string;
}) {
  return (
    <div className="card p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {head[0]}
              </th>
              <th scope="col" className="py-1 text-right">
                {head[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, n]) => (
              <tr key={label} className="border-t border-slate-100">
                <td className="py-1 pr-3 font-mono">{label}</td>
                <td className="py-1 text-right tabular-nums">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
