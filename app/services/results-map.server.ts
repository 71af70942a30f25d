import { formatFlightTime } from "~/lib/flight-time";
import type { SearchCriteria } from "~/lib/search-criteria";
import { rangeMap, type RangeMapData } from "./range-map.server";
import type { SearchResponse } from "./search.server";

const nm = (n: number) => `${Math.round(n).toLocaleString("en-US")} NM`;

/** The range map of one results page: rings at the search's trip-time bounds (else the farthest result shown). */
export function resultsRangeMap(criteria: SearchCriteria, response: SearchResponse): RangeMapData {
  const minNm = criteria.minDuration ? criteria.minDuration * criteria.aircraftSpeed : null;
  const maxNm = criteria.maxDuration != null ? criteria.maxDuration * criteria.aircraftSpeed : null;
  const farthest = response.results.length ? Math.max(...response.results.map((r) => r.distance_nm)) : 0;
  return rangeMap({
    departure: response.departure,
    results: response.results,
    minNm,
    maxNm,
    ringLabels: {
      min: minNm != null ? `the min trip time, ${formatFlightTime(criteria.minDuration! * 60)} (${nm(minNm)})` : null,
      max: maxNm != null ? `the max trip time, ${formatFlightTime(criteria.maxDuration! * 60)} (${nm(maxNm)})` : null,
      farthest: `the farthest result shown (${nm(farthest)})`,
    },
  });
}
