import { dayMonthYear } from "~/lib/date-format";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FaaCycleWarningProps {
  /** The loaded cycle; `expired` is decided on the server (app/lib/data-cycle-age.ts) so the page and hydration agree. */
  dataCycle: { label: string; effectiveDate: string; expired: boolean } | null;
  className?: string;
  /** One short sentence, for a page where the airport's own figures come right after (the airport page). */
  brief?: boolean;
}

/**
 * Says so when the loaded FAA data is past its 28-day cycle (issue 12). Placed
 * in the footer, on the admin dashboard and, brief, above an airport page's facts; renders
 * nothing while the data is current.
 */
export function FaaCycleWarning({ dataCycle, className = "", brief = false }: FaaCycleWarningProps) {
  if (!dataCycle?.expired) return null;
  const ended = Date.parse(`${dataCycle.effectiveDate}T00:00:00Z`) + 28 * DAY_MS;
  const endedOn = <time dateTime={new Date(ended).toISOString().slice(0, 10)}>{dayMonthYear(ended)}</time>;
  if (brief)
    return (
      <p
        role="note"
        data-testid="faa-cycle-warning"
        className={`rounded border border-amber-300 bg-amber-50 px-3 py-1.5 text-amber-900 ${className}`}
      >
        <strong>FAA data out of date:</strong> the {dayMonthYear(ended - 28 * DAY_MS)} cycle expired on {endedOn}. Check
        current charts.
      </p>
    );
  return (
    <p
      role="note"
      data-testid="faa-cycle-warning"
      className={`rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 ${className}`}
    >
      <strong>Airport data out of date:</strong> the loaded FAA cycle ({dayMonthYear(ended - 28 * DAY_MS)}) expired on{" "}
      {endedOn}. Check current charts and the Chart Supplement.
    </p>
  );
}
