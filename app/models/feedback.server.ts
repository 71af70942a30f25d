import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { connection, getDb } from "./db.server";
import { contactSubmissions, feedbackReports, placeSuggestions } from "./feedback-schema";

/** Queries of contact messages, reports and place suggestions (app/models/feedback-schema.ts). */

export type ContactRow = typeof contactSubmissions.$inferSelect;
export type ReportRow = typeof feedbackReports.$inferSelect;
export type SuggestionRow = typeof placeSuggestions.$inferSelect;

const stamp = () => new Date().toISOString();

export function insertContact(values: typeof contactSubmissions.$inferInsert): ContactRow {
  return getDb().insert(contactSubmissions).values(values).returning().get();
}

export function insertReport(values: typeof feedbackReports.$inferInsert): ReportRow {
  return getDb().insert(feedbackReports).values(values).returning().get();
}

export function insertSuggestion(values: typeof placeSuggestions.$inferInsert): SuggestionRow {
  return getDb().insert(placeSuggestions).values(values).returning().get();
}

const where = (...parts: (SQL | undefined)[]) => and(...parts.filter(Boolean));

/** A slice of a list: `limit` rows from `offset`; none given, the whole list. */
export interface Slice {
  offset: number;
  limit: number;
}

/** Newest first (ties by id), optionally one status. */
export function listContacts(status?: string, slice?: Slice): ContactRow[] {
  const query = getDb()
    .select()
    .from(contactSubmissions)
    .where(where(status ? eq(contactSubmissions.status, status) : undefined))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query).all();
}

export function listReports(status?: string, slice?: Slice): ReportRow[] {
  const query = getDb()
    .select()
    .from(feedbackReports)
    .where(where(status ? eq(feedbackReports.status, status) : undefined))
    .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id));
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query).all();
}

export function listSuggestions(status?: string, slice?: Slice): SuggestionRow[] {
  const query = getDb()
    .select()
    .from(placeSuggestions)
    .where(where(status ? eq(placeSuggestions.status, status) : undefined))
    .orderBy(desc(placeSuggestions.submittedAt), desc(placeSuggestions.id));
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query).all();
}

/** How many rows a list holds, optionally of one status. */
function countOf(table: typeof contactSubmissions | typeof feedbackReports | typeof placeSuggestions, status?: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(table)
      .where(where(status ? eq(table.status, status) : undefined))
      .get()?.n ?? 0
  );
}
export const countContacts = (status?: string) => countOf(contactSubmissions, status);
export const countReports = (status?: string) => countOf(feedbackReports, status);
export const countSuggestions = (status?: string) => countOf(placeSuggestions, status);

export const contactById = (id: number) =>
  getDb().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get();
export const reportById = (id: number) =>
  getDb().select().from(feedbackReports).where(eq(feedbackReports.id, id)).get();
export const suggestionById = (id: number) =>
  getDb().select().from(placeSuggestions).where(eq(placeSuggestions.id, id)).get();

/** Sets the status only if it is still `from`, so two admins clicking at once cannot both move it. */
/** The move, and the note sent with it when there is one (its text and time on the card). */
export function moveContact(id: number, from: string, to: string, note?: string): ContactRow | undefined {
  const now = stamp();
  return getDb()
    .update(contactSubmissions)
    .set({ status: to, updatedAt: now, ...(note ? { noteText: note, noteSentAt: now } : {}) })
    .where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.status, from)))
    .returning()
    .get();
}

/** The move, and the note sent with it when there is one (its text and time on the card). */
export function moveReport(id: number, from: string, to: string, note?: string): ReportRow | undefined {
  const now = stamp();
  return getDb()
    .update(feedbackReports)
    .set({ status: to, updatedAt: now, ...(note ? { noteText: note, noteSentAt: now } : {}) })
    .where(and(eq(feedbackReports.id, id), eq(feedbackReports.status, from)))
    .returning()
    .get();
}

export function updateSuggestion(
  id: number,
  values: Partial<Pick<SuggestionRow, "status" | "adminNotes" | "createdPlaceId">>,
): SuggestionRow | undefined {
  return getDb()
    .update(placeSuggestions)
    .set({ ...values, updatedAt: stamp() })
    .where(eq(placeSuggestions.id, id))
    .returning()
    .get();
}

/** Counts of items with the given status per kind (the dashboard tabs' "new" badges). */
export function newCounts(): { contact: number; reports: number; suggestions: number } {
  const db = getDb();
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    contact: n(db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.status, "new")).all()),
    reports: n(db.select({ n: count() }).from(feedbackReports).where(eq(feedbackReports.status, "new")).all()),
    suggestions: n(
      db.select({ n: count() }).from(placeSuggestions).where(eq(placeSuggestions.status, "pending")).all(),
    ),
  };
}

/**
 * Runs `work` in one transaction that takes the write lock first, so a
 * suggestion read, checked and changed in it cannot be changed meanwhile by
 * another request or process.
 */
export const inSuggestionTransaction = <T>(work: () => T): T => connection().sqlite.transaction(work).immediate();
