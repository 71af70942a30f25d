import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "./db.server";
import { itineraries, itineraryItems } from "./itineraries-schema";

export type ItineraryRow = typeof itineraries.$inferSelect;
export type ItineraryItemRow = typeof itineraryItems.$inferSelect;
export type NewItineraryRow = typeof itineraries.$inferInsert;
export type NewItemRow = Omit<typeof itineraryItems.$inferInsert, "itineraryId">;

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export function itineraryRow(id: number): ItineraryRow | undefined {
  return getDb().select().from(itineraries).where(eq(itineraries.id, id)).get();
}

/** An airport's itineraries, newest first: the published ones, plus the drafts of `draftsOf` (a user id) or all drafts (`allDrafts`). */
export function itineraryRowsOfAirport(
  locId: string,
  opts: { allDrafts: boolean; draftsOf: number | null },
): ItineraryRow[] {
  return (ofAirport ??= prepareOfAirport()).all({ locId, allDrafts: opts.allDrafts ? 1 : 0, draftsOf: opts.draftsOf });
}

// Read on every airport page: prepared once. A null `draftsOf` matches no author (`user_id = NULL` is never true).
let ofAirport: ReturnType<typeof prepareOfAirport> | undefined;
function prepareOfAirport() {
  return getDb()
    .select()
    .from(itineraries)
    .where(
      and(
        eq(itineraries.airportLocId, sql.placeholder("locId")),
        sql`(${sql.placeholder("allDrafts")} = 1 OR ${itineraries.isPublic} = 1 OR ${itineraries.userId} = ${sql.placeholder("draftsOf")})`,
      ),
    )
    .orderBy(desc(itineraries.isPublic), desc(itineraries.createdAt), desc(itineraries.id))
    .prepare();
}

export function allItineraryRows(): ItineraryRow[] {
  return getDb().select().from(itineraries).orderBy(desc(itineraries.createdAt), desc(itineraries.id)).all();
}

/** One page of every itinerary, newest first, and how many there are in all. */
export function itineraryRowsPage(offset: number, limit: number): { rows: ItineraryRow[]; total: number } {
  const db = getDb();
  const rows = db
    .select()
    .from(itineraries)
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(itineraries)
      .get()?.n ?? 0;
  return { rows, total };
}

export function itineraryRowsOfUser(userId: number): ItineraryRow[] {
  return getDb()
    .select()
    .from(itineraries)
    .where(eq(itineraries.userId, userId))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id))
    .all();
}

/** How many drafts (not public) one user has written: the draft quota's count. */
export function draftCountOfUser(userId: number): number {
  const row = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), eq(itineraries.isPublic, false)))
    .get();
  return row?.n ?? 0;
}

export function itemCountOf(itineraryId: number): number {
  const row = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(itineraryItems)
    .where(eq(itineraryItems.itineraryId, itineraryId))
    .get();
  return row?.n ?? 0;
}

export function itemRowsOf(itineraryIds: number[]): ItineraryItemRow[] {
  if (itineraryIds.length === 0) return [];
  return getDb()
    .select()
    .from(itineraryItems)
    .where(inArray(itineraryItems.itineraryId, itineraryIds))
    .orderBy(asc(itineraryItems.dayNumber), asc(itineraryItems.orderPosition), asc(itineraryItems.id))
    .all();
}

/** The itinerary and its items in one transaction: all of it is written, or none. */
export function insertItineraryWithItems(row: NewItineraryRow, items: NewItemRow[]): number {
  return getDb().transaction((tx) => {
    const { id } = tx.insert(itineraries).values(row).returning({ id: itineraries.id }).get();
    if (items.length)
      tx.insert(itineraryItems)
        .values(items.map((item) => ({ ...item, itineraryId: id })))
        .run();
    return id;
  });
}

export function updateItineraryRow(id: number, changes: Partial<NewItineraryRow>) {
  getDb()
    .update(itineraries)
    .set({ ...changes, updatedAt: now })
    .where(eq(itineraries.id, id))
    .run();
}

/** The itinerary's fields and all its items replaced, in one transaction (the contract's "remove all, then re-add", made atomic: docs/decisions/0031-itinerary-writes-and-visibility.md). */
export function replaceItineraryAndItems(id: number, changes: Partial<NewItineraryRow>, items: NewItemRow[]) {
  getDb().transaction((tx) => {
    tx.update(itineraries)
      .set({ ...changes, updatedAt: now })
      .where(eq(itineraries.id, id))
      .run();
    tx.delete(itineraryItems).where(eq(itineraryItems.itineraryId, id)).run();
    if (items.length)
      tx.insert(itineraryItems)
        .values(items.map((item) => ({ ...item, itineraryId: id })))
        .run();
  });
}

export function deleteItineraryRow(id: number): boolean {
  return getDb().delete(itineraries).where(eq(itineraries.id, id)).run().changes > 0;
}

export function insertItemRow(itineraryId: number, item: NewItemRow): ItineraryItemRow {
  const row = getDb()
    .insert(itineraryItems)
    .values({ ...item, itineraryId })
    .returning()
    .get();
  touch(itineraryId);
  return row;
}

export function updateItemRow(
  itineraryId: number,
  itemId: number,
  changes: Partial<NewItemRow>,
): ItineraryItemRow | undefined {
  const row = getDb()
    .update(itineraryItems)
    .set(changes)
    .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.itineraryId, itineraryId)))
    .returning()
    .get();
  if (row) touch(itineraryId);
  return row;
}

export function deleteItemRow(itineraryId: number, itemId: number): boolean {
  const gone =
    getDb()
      .delete(itineraryItems)
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.itineraryId, itineraryId)))
      .run().changes > 0;
  if (gone) touch(itineraryId);
  return gone;
}

export function deleteItemRowsOf(itineraryId: number): number {
  const n = getDb().delete(itineraryItems).where(eq(itineraryItems.itineraryId, itineraryId)).run().changes;
  touch(itineraryId);
  return n;
}

const touch = (id: number) => updateItineraryRow(id, {});
