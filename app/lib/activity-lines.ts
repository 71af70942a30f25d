/** What placesSummary (app/lib/place-classes.ts) puts between a summary's entries. */
export const SUMMARY_SEPARATOR = " · ";

export interface ActivityLine {
  label: "For Adults" | "For Kids";
  text: string;
}

/**
 * A result's two activity summaries as labelled lines (the spec's For Adults / For Kids), the kids'
 * line without the entries the adults' line already names: an air museum counts for both
 * (docs/decisions/0024-activity-summaries.md) and would read twice. No line for an empty summary.
 */
export function activityLines(adults: string | null, kids: string | null): ActivityLine[] {
  const lines: ActivityLine[] = [];
  const named = new Set(adults ? adults.split(SUMMARY_SEPARATOR) : []);
  if (adults) lines.push({ label: "For Adults", text: adults });
  const kidsOnly = (kids ? kids.split(SUMMARY_SEPARATOR) : []).filter((entry) => !named.has(entry));
  if (kidsOnly.length > 0) lines.push({ label: "For Kids", text: kidsOnly.join(SUMMARY_SEPARATOR) });
  return lines;
}
