import type { NewFieldReport } from "~/models/field-reports.server";

/**
 * A field report of fuel (and a courtesy car) only, every other fact left out: the rows the
 * search's fuel filter reads, many at once (tests/unit/search-scan.test.ts, bench/run.ts).
 */
export function fuelReportRow(
  row: Pick<NewFieldReport, "airport_loc_id" | "user_id" | "visited_on" | "fuel" | "courtesy_car">,
): NewFieldReport {
  return {
    ...row,
    landing_fee_usd: null,
    overnight_fee_usd: null,
    food_status: null,
    food_name: null,
    fbo_name: null,
    note: null,
  };
}
