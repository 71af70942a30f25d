import { CYCLE_DAYS } from "./nasr-cycle";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How old the loaded FAA data is. An FAA NASR cycle is in force for 28 days
 * (app/lib/nasr-cycle.ts); past that the loaded data is out of date and the
 * footer and admin dashboard say so.
 */
export function dataCycleAge(effectiveDate: string, now: Date): { ageDays: number; expired: boolean } {
  const effective = Date.parse(`${effectiveDate}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ageDays = Number.isFinite(effective) ? Math.floor((today - effective) / DAY_MS) : 0;
  return { ageDays, expired: ageDays >= CYCLE_DAYS };
}
