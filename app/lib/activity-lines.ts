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
  const adultEntries = adults ? adults.split(SUMMARY_SEPARATOR) : [];
  const named = new Set(adultEntries);
  if (adultEntries.length > 0) lines.push({ label: "For Adults", text: shown(adultEntries) });
  const kidsOnly = (kids ? kids.split(SUMMARY_SEPARATOR) : []).filter((entry) => !named.has(entry));
  if (kidsOnly.length > 0) lines.push({ label: "For Kids", text: shown(kidsOnly) });
  return lines;
}

/**
 * The entries joined, each one's distance kept on one line with its unit ('9\u00a0NM',
 * 'under\u00a01\u00a0NM'): on a 320 px card a line broke between '9' and 'NM'.
 */
const shown = (entries: string[]) =>
  entries
    .map((entry) =>
      entry.replace(
        / (on the field|under 1 NM|\d+ NM)$/,
        (_, distance: string) => ` ${distance.replaceAll(" ", "\u00a0")}`,
      ),
    )
    .join(SUMMARY_SEPARATOR);
