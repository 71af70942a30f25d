import { FUEL_FILTERS } from "./fuel";
import type { FuelService } from "./field-report-schemas";

/** How the field reports' facts read (docs/product.md, "Field reports"). Pure. */

/** Here, not with the schemas: the search form shows it, and must not load zod (issue 23). */
export const SERVICE_LABELS: Record<FuelService, string> = { self: "self-serve", full: "full-serve" };

/** The report form's heading, on its page and in the airport page's dialog. */
export const fieldReportHeading = (editing: boolean) => (editing ? "Edit your report" : "Report what you found");

export const fuelGradeLabel = (grade: string) => FUEL_FILTERS.find((f) => f.value === grade)?.label ?? grade;

/** $6.45; $0 for a free landing. */
export const formatUsd = (usd: number) => (Number.isInteger(usd) ? `$${usd}` : `$${usd.toFixed(2)}`);

/** "today", "1 day ago", "12 days ago". */
export const formatAge = (days: number) => (days <= 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`);

/** "confirmed by 3 pilots", or nothing. */
export const confirmedText = (n: number) => (n <= 0 ? "" : `confirmed by ${n} ${n === 1 ? "pilot" : "pilots"}`);
