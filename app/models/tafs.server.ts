import { eq, sql } from "drizzle-orm";
import type { Taf } from "~/lib/taf";
import { getDb } from "./db.server";
import { tafForecasts } from "./taf-schema";

export interface StoredTaf {
  taf: Taf;
  fetchedAt: number;
}

let byStation: ReturnType<typeof prepareByStation> | undefined;
function prepareByStation() {
  return getDb()
    .select()
    .from(tafForecasts)
    .where(eq(tafForecasts.icaoId, sql.placeholder("icaoId")))
    .prepare();
}

export function storedTaf(icaoId: string): StoredTaf | null {
  const row = (byStation ??= prepareByStation()).get({ icaoId });
  return row ? { taf: JSON.parse(row.forecast) as Taf, fetchedAt: row.fetchedAt } : null;
}

/** Keeps the newest TAF per station: an older issue never replaces a newer one; the fetch time is always updated. */
export function storeTaf(taf: Taf, fetchedAt: number): void {
  getDb()
    .insert(tafForecasts)
    .values({
      icaoId: taf.icaoId,
      issueTime: taf.issueTime,
      validFrom: taf.validFrom,
      validTo: taf.validTo,
      forecast: JSON.stringify(taf),
      fetchedAt,
    })
    .onConflictDoUpdate({
      target: tafForecasts.icaoId,
      set: {
        issueTime: sql`CASE WHEN excluded.issue_time >= ${tafForecasts.issueTime} THEN excluded.issue_time ELSE ${tafForecasts.issueTime} END`,
        validFrom: sql`CASE WHEN excluded.issue_time >= ${tafForecasts.issueTime} THEN excluded.valid_from ELSE ${tafForecasts.validFrom} END`,
        validTo: sql`CASE WHEN excluded.issue_time >= ${tafForecasts.issueTime} THEN excluded.valid_to ELSE ${tafForecasts.validTo} END`,
        forecast: sql`CASE WHEN excluded.issue_time >= ${tafForecasts.issueTime} THEN excluded.forecast ELSE ${tafForecasts.forecast} END`,
        fetchedAt,
      },
    })
    .run();
}
