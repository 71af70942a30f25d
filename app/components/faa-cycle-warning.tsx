import { dayMonthYear } from "~/lib/date-format";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FaaCycleWarningProps {
  /** The loaded cycle; `expired` is decided on the server (app/lib/data-cycle-age.ts) so the page and hydration agree. */
  dataCycle: { label: string; effectiveDate: string; expired: boolean } | null;
  className?: string;
}

/**
 * Says so when the loaded FAA data is past its 28-day cycle (issue 12). Placed
 * in the footer and on the admin dashboard; renders nothing while the data is current.
 */
export function FaaCycleWarning({ dataCycle, className = "" }: FaaCycleWarningProps) {
  if (!dataCycle?.expired) return null;
  const ended = Date.parse(`${dataCycle.effectiveDate}T00:00:00Z`) + 28 * DAY_MS;
  return (
    <p
      role="note"
      data-testid="faa-cycle-warning"
      className={`rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 ${className}`}
    >
      <strong>Airport data out of date:</strong> the loaded FAA cycle ({dayMonthYear(ended - 28 * DAY_MS)}) expired on{" "}
      <time dateTime={new Date(ended).toISOString().slice(0, 10)}>{dayMonthYear(ended)}</time>. Check current charts and
      the Chart Supplement.
    </p>
  );
}
