import { ageDays, FUEL_FRESH_DAYS, OTHER_FRESH_DAYS } from "./field-report-dates";
import { FUEL_GRADES, type FuelGrade, type FuelService } from "./field-report-schemas";

/**
 * An airport's current facts from its visible field reports
 * (docs/decisions/0081-field-report-facts.md). Pure; the service, the search
 * index and the unit tests share it.
 *  - A fact's current value is the one of the report with the latest
 *    `visited_on` that states it (ties: the later written, then the higher id).
 *    A confirmation never changes which report that is, so a confirmed older
 *    value never beats a newer different one.
 *  - Its day is that report's `visited_on`, or the day of its latest
 *    confirmation when later; its age counts from that day.
 *  - Stale: fuel older than 30 days, anything else older than 180.
 */

export interface FuelLine {
  grade: FuelGrade;
  price_usd: number;
  service: FuelService;
}

/** A report as the facts need it. */
export interface ReportFacts {
  id: number;
  visited_on: string;
  created_at: string;
  fuel: FuelLine[];
  courtesy_car: "yes" | "no" | null;
  landing_fee_usd: number | null;
  overnight_fee_usd: number | null;
  food_status: "open" | "closed" | null;
  food_name: string | null;
  fbo_name: string | null;
  confirmations: number;
  /** YYYY-MM-DD of its latest confirmation, or null. */
  last_confirmed_on: string | null;
}

export interface FactAge {
  report_id: number;
  /** The day the fact was last seen: the visit, or the report's latest confirmation. */
  reported_on: string;
  age_days: number;
  confirmations: number;
  stale: boolean;
}

export type CurrentFuel = FuelLine & FactAge;

export interface CurrentFacts {
  fuel: CurrentFuel[];
  courtesy_car: ({ value: "yes" | "no" } & FactAge) | null;
  landing_fee_usd: ({ value: number } & FactAge) | null;
  overnight_fee_usd: ({ value: number } & FactAge) | null;
  food_on_field: ({ status: "open" | "closed" | null; name: string | null } & FactAge) | null;
  fbo: ({ name: string } & FactAge) | null;
}

/** Newest first: latest visit, then latest written, then highest id. */
export function newestFirst(a: ReportFacts, b: ReportFacts): number {
  if (a.visited_on !== b.visited_on) return a.visited_on < b.visited_on ? 1 : -1;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** The day a report's facts were last seen. */
export const seenOn = (r: Pick<ReportFacts, "visited_on" | "last_confirmed_on">) =>
  r.last_confirmed_on && r.last_confirmed_on > r.visited_on ? r.last_confirmed_on : r.visited_on;

function ageOf(r: ReportFacts, freshDays: number, now: number): FactAge {
  const reported_on = seenOn(r);
  const age_days = ageDays(reported_on, now);
  return { report_id: r.id, reported_on, age_days, confirmations: r.confirmations, stale: age_days > freshDays };
}

export function currentFacts(reports: ReportFacts[], now = Date.now()): CurrentFacts {
  const ordered = [...reports].sort(newestFirst);
  const first = <T>(pick: (r: ReportFacts) => T | null | undefined): [ReportFacts, T] | null => {
    for (const r of ordered) {
      const v = pick(r);
      if (v !== null && v !== undefined) return [r, v];
    }
    return null;
  };
  const fuel: CurrentFuel[] = [];
  for (const grade of FUEL_GRADES) {
    const found = first((r) => r.fuel.find((l) => l.grade === grade));
    if (found) fuel.push({ ...found[1], ...ageOf(found[0], FUEL_FRESH_DAYS, now) });
  }
  const car = first((r) => r.courtesy_car);
  const landing = first((r) => r.landing_fee_usd);
  const overnight = first((r) => r.overnight_fee_usd);
  const food = first((r) => (r.food_status || r.food_name ? r : null));
  const fbo = first((r) => r.fbo_name);
  const other = (r: ReportFacts) => ageOf(r, OTHER_FRESH_DAYS, now);
  return {
    fuel,
    courtesy_car: car ? { value: car[1], ...other(car[0]) } : null,
    landing_fee_usd: landing ? { value: landing[1], ...other(landing[0]) } : null,
    overnight_fee_usd: overnight ? { value: overnight[1], ...other(overnight[0]) } : null,
    food_on_field: food ? { status: food[0].food_status, name: food[0].food_name, ...other(food[0]) } : null,
    fbo: fbo ? { name: fbo[1], ...other(fbo[0]) } : null,
  };
}

/** "A pilot", or first name and last initial: never anything from the e-mail (docs/product.md, "Field reports"). */
export function authorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? "").trim();
  if (!first) return "A pilot";
  const initial = (lastName ?? "").trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
