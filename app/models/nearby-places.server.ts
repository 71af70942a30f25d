import { and, asc, eq, sql } from "drizzle-orm";
import { activities, landmarks, restaurants } from "./accounts-schema";
import { connection, getDb } from "./db.server";
import { lodging, placeImports, placeSummaries } from "./places-schema";

/**
 * The places near an airport as the airport page and the JSON read them
 * (hidden ones left out unless asked), the per-airport summaries the search
 * index carries, and the admin's changes to activities and landmarks.
 */

export type ActivityRow = typeof activities.$inferSelect;
export type LandmarkRow = typeof landmarks.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type LodgingRow = typeof lodging.$inferSelect;

let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  const locId = sql.placeholder("locId");
  const withHidden = sql.placeholder("withHidden");
  const visible = (t: typeof activities | typeof landmarks | typeof restaurants | typeof lodging) =>
    and(eq(t.airportLocId, locId), sql`(${t.hidden} = 0 OR ${withHidden} = 1)`);
  return {
    activities: db
      .select()
      .from(activities)
      .where(visible(activities))
      .orderBy(asc(activities.distanceNm), asc(activities.id))
      .prepare(),
    landmarks: db
      .select()
      .from(landmarks)
      .where(visible(landmarks))
      .orderBy(asc(landmarks.distanceNm), asc(landmarks.id))
      .prepare(),
    restaurants: db
      .select()
      .from(restaurants)
      .where(visible(restaurants))
      .orderBy(asc(restaurants.distanceNm), asc(restaurants.id))
      .prepare(),
    lodging: db
      .select()
      .from(lodging)
      .where(visible(lodging))
      .orderBy(asc(lodging.distanceNm), asc(lodging.id))
      .prepare(),
    latestPlaceImport: db
      .select({ id: placeImports.id })
      .from(placeImports)
      .orderBy(sql`${placeImports.id} desc`)
      .limit(1)
      .prepare(),
  };
}
const queries = () => (prepared ??= prepareQueries());

export function placesOfAirport(locId: string, withHidden = false) {
  const args = { locId, withHidden: withHidden ? 1 : 0 };
  const q = queries();
  return {
    activities: q.activities.all(args),
    landmarks: q.landmarks.all(args),
    restaurants: q.restaurants.all(args),
    lodging: q.lodging.all(args),
  };
}

export const latestPlaceImportId = () => queries().latestPlaceImport.get()?.id ?? 0;

export const allPlaceSummaries = () => getDb().select().from(placeSummaries).all();

export const rawSqlite = () => connection().sqlite;

/* ------------------------------------------------------------- admin */

export type PlaceKindTable = "activities" | "landmarks";
const TABLES = { activities, landmarks } as const;

export interface PlaceFields {
  name: string;
  category?: string;
  distanceNm: number;
  phone: string | null;
  website: string | null;
  address: string | null;
  summary: string | null;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId?: string | null;
  googleRating?: number | null;
  priceLevel?: string | null;
}

export function placeById(table: PlaceKindTable, id: number): ActivityRow | LandmarkRow | undefined {
  const t = TABLES[table];
  return getDb().select().from(t).where(eq(t.id, id)).get();
}

export function insertPlace(table: PlaceKindTable, airportLocId: string, fields: PlaceFields): number {
  const values = { ...fields, airportLocId, source: "admin" };
  if (table === "activities") {
    return getDb()
      .insert(activities)
      .values({ ...values, category: fields.category ?? "adults" })
      .returning({ id: activities.id })
      .get().id;
  }
  const { category: _none, ...rest } = values;
  return getDb().insert(landmarks).values(rest).returning({ id: landmarks.id }).get().id;
}

/**
 * Updates an admin's fields; an imported row becomes admin_edited so re-imports leave it alone.
 * An admin who gives it another distance or point has placed it: it is no longer the post
 * office's (docs/decisions/0116-places-at-the-post-office.md).
 */
export function updatePlace(table: PlaceKindTable, id: number, fields: PlaceFields): void {
  const t = TABLES[table];
  const { category, ...rest } = fields;
  const before = placeById(table, id);
  const placed =
    before?.pointAtPostOffice &&
    (before.distanceNm !== fields.distanceNm ||
      before.latitude !== fields.latitude ||
      before.longitude !== fields.longitude);
  const set = {
    ...rest,
    ...(table === "activities" && category ? { category } : {}),
    ...(placed ? { pointAtPostOffice: false } : {}),
    adminEdited: true,
  };
  getDb().update(t).set(set).where(eq(t.id, id)).run();
}

export function setPlaceHidden(table: PlaceKindTable, id: number, hidden: boolean): void {
  const t = TABLES[table];
  getDb().update(t).set({ hidden }).where(eq(t.id, id)).run();
}

/** Whether the row exists and is not hidden: a place the airport page shows. */
export function isPlaceShown(table: PlaceKindTable, id: number): boolean {
  const t = TABLES[table];
  const row = getDb().select({ hidden: t.hidden }).from(t).where(eq(t.id, id)).get();
  return row !== undefined && !row.hidden;
}

/** Deletes the row (saves of it go with it: ON DELETE CASCADE). */
export function deletePlace(table: PlaceKindTable, id: number): boolean {
  const t = TABLES[table];
  return getDb().delete(t).where(eq(t.id, id)).run().changes > 0;
}
