import type { AirportWindReport } from "~/services/airport-wind.server";
import type { AirportRunway } from "~/services/airport-detail.server";
import { AirportRunways } from "./airport-runways";
import { RunwayWindTable } from "./runway-wind-table";

/** The airport page's Runways tab, at its foot: the wind on each runway end, then the FAA's runways. */
export function RunwaysPanel({
  report,
  now,
  runways,
}: {
  report: AirportWindReport | null;
  now: number;
  runways: AirportRunway[];
}) {
  return (
    <>
      <RunwayWindTable report={report} now={now} />
      <AirportRunways runways={runways} />
    </>
  );
}
