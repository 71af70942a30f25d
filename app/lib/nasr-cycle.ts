/**
 * The FAA NASR 28-day subscription cycle.
 *
 * Every cycle starts 28 days after the previous one. 2024-12-26 is a known
 * cycle date (the EFF_DATE of the NASR APT_RWY file bundled with the app);
 * 2026-09-03, seen in a real APT_RMK row, is 22 cycles later, which checks
 * the arithmetic. All dates here are UTC calendar dates (midnight UTC).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const CYCLE_DAYS = 28;

/** A known NASR cycle effective date. */
export const ANCHOR_CYCLE = new Date(Date.UTC(2024, 11, 26));

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function utcMidnight(d: Date): number {
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The effective date of the cycle in force on `today` (the latest cycle date ≤ today, UTC). */
export function currentCycle(today: Date): Date {
  const days = Math.round((utcMidnight(today) - ANCHOR_CYCLE.getTime()) / DAY_MS);
  const n = Math.floor(days / CYCLE_DAYS);
  return new Date(ANCHOR_CYCLE.getTime() + n * CYCLE_DAYS * DAY_MS);
}

/** The cycle `n` cycles after (negative: before) `cycle`. */
export function addCycles(cycle: Date, n: number): Date {
  return new Date(utcMidnight(cycle) + n * CYCLE_DAYS * DAY_MS);
}

export const previousCycle = (cycle: Date) => addCycles(cycle, -1);

/** 'YYYY-MM-DD' of a cycle date. */
export function cycleIso(cycle: Date): string {
  return cycle.toISOString().slice(0, 10);
}

/** '26 Dec 2024'. */
export function cycleLabel(cycle: Date): string {
  const dd = String(cycle.getUTCDate()).padStart(2, "0");
  return `${dd} ${MONTHS[cycle.getUTCMonth()]} ${cycle.getUTCFullYear()}`;
}

/** The FAA's name of a cycle's CSV set zip: '26_Dec_2024_FRQ_CSV.zip' (APT, FRQ, ATC, AWOS, CLS_ARSP …). */
export function nasrZipName(cycle: Date, set: string): string {
  return `${cycleLabel(cycle).replaceAll(" ", "_")}_${set}_CSV.zip`;
}

/** An FAA EFF_DATE ('2025/03/20') or ISO date → '2025-03-20'; anything else → null. */
export function nasrDateIso(s: string): string | null {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})/.exec(s.trim());
  return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : null;
}

/** '2025-03-20' → '20 Mar 2025'. */
export function isoDateLabel(iso: string): string {
  return cycleLabel(new Date(`${iso}T00:00:00Z`));
}
