import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  activities,
  landmarks,
  restaurants,
  savedActivities,
  savedLandmarks,
  savedRestaurants,
} from "./accounts-schema";
import { lodging, savedLodging } from "./places-schema";
import { connection, getDb } from "./db.server";

/**
 * The places near an airport (activities, landmarks, restaurants, lodging) and each
 * user's saved places, as one table-driven set of queries: every kind has a
 * content table (id, airport_loc_id, distance_nm …) and a saved table
 * (user_id, the item's id, saved_at). A new kind, or a new column of a
 * content table, is one line in PLACE_TABLES (rows are read whole).
 * Every saved-place query takes the user id: none reads or changes another
 * user's rows.
 */
export const PLACE_TABLES = {
  activity: {
    content: activities,
    saved: savedActivities,
    itemColumn: savedActivities.activityId,
    itemKey: "activityId",
  },
  landmark: { content: landmarks, saved: savedLandmarks, itemColumn: savedLandmarks.landmarkId, itemKey: "landmarkId" },
  restaurant: {
    content: restaurants,
    saved: savedRestaurants,
    itemColumn: savedRestaurants.restaurantId,
    itemKey: "restaurantId",
  },
  lodging: { content: lodging, saved: savedLodging, itemColumn: savedLodging.lodgingId, itemKey: "lodgingId" },
} as const;
export type PlaceKind = keyof typeof PLACE_TABLES;

export type ActivityRow = typeof activities.$inferSelect;
export type LandmarkRow = typeof landmarks.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type LodgingRow = typeof lodging.$inferSelect;
export interface PlaceRows {
  activity: ActivityRow;
  landmark: LandmarkRow;
  restaurant: RestaurantRow;
  lodging: LodgingRow;
}
export interface SavedPlaceRow<K extends PlaceKind> {
  savedId: number;
  savedAt: string;
  item: PlaceRows[K];
}

const idList = sql`(select value from json_each(${sql.placeholder("ids")}))`;

/*
 * The same queries over each kind's tables. drizzle types a query by its
 * table, so they are built over the activity tables' type (the columns used
 * here exist with the same names and types in all of them) and each export
 * below answers its own kind's row type.
 */
function prepareKind(kind: PlaceKind) {
  const db = getDb();
  const { content: c, saved: s, itemColumn } = PLACE_TABLES[kind] as unknown as (typeof PLACE_TABLES)["activity"];
  const userId = sql.placeholder("userId");
  return {
    byId: db
      .select()
      .from(c)
      .where(eq(c.id, sql.placeholder("id")))
      .prepare(),
    savedOf: db
      .select({ savedId: s.id, savedAt: s.savedAt, item: c })
      .from(s)
      .innerJoin(c, eq(c.id, itemColumn))
      .where(eq(s.userId, userId))
      .orderBy(asc(c.airportLocId), asc(c.distanceNm), asc(c.id))
      .prepare(),
    savedIdsIn: db
      .select({ id: itemColumn })
      .from(s)
      .where(and(eq(s.userId, userId), sql`${itemColumn} in ${idList}`))
      .prepare(),
  };
}

const prepared = new Map<PlaceKind, ReturnType<typeof prepareKind>>();
const queries = (kind: PlaceKind) => {
  let q = prepared.get(kind);
  if (!q) prepared.set(kind, (q = prepareKind(kind)));
  return q;
};

export const placeById = <K extends PlaceKind>(kind: K, id: number) =>
  queries(kind).byId.get({ id }) as PlaceRows[K] | undefined;

/** The user's saved places of one kind, by airport then nearest first. */
export const savedPlaceRows = <K extends PlaceKind>(kind: K, userId: number) =>
  queries(kind).savedOf.all({ userId }) as SavedPlaceRow<K>[];

/**
 * Saves once (saving again keeps the first row and its savedAt), unless the user already has
 * `limit` places of this kind saved: false then. One transaction that takes the write lock
 * first, so two processes cannot both take the last place.
 */
export function insertSavedPlace(kind: PlaceKind, userId: number, itemId: number, limit: number): boolean {
  // Typed as the activity tables (see prepareKind); the item's column name comes from the kind's own line.
  const { saved, itemKey, itemColumn } = PLACE_TABLES[kind] as unknown as (typeof PLACE_TABLES)["activity"];
  const db = getDb();
  const mine = eq(saved.userId, userId);
  const isSaved = () =>
    db
      .select({ id: saved.id })
      .from(saved)
      .where(and(mine, eq(itemColumn, itemId)))
      .get();
  const savedCount = () => db.select({ n: count() }).from(saved).where(mine).get()!.n;
  return connection()
    .sqlite.transaction(() => {
      if (isSaved()) return true;
      if (savedCount() >= limit) return false;
      db.insert(saved)
        .values({ userId, [itemKey]: itemId } as unknown as typeof saved.$inferInsert)
        .run();
      return true;
    })
    .immediate();
}

/** True when a row was removed. */
export function deleteSavedPlace(kind: PlaceKind, userId: number, itemId: number): boolean {
  const { saved, itemColumn } = PLACE_TABLES[kind];
  return (
    getDb()
      .delete(saved)
      .where(and(eq(saved.userId, userId), eq(itemColumn, itemId)))
      .run().changes > 0
  );
}

/** Which of `ids` this user has saved (one query per call, ids passed as a JSON array). */
export function savedIdsAmong(kind: PlaceKind, userId: number, ids: number[]): Set<number> {
  if (ids.length === 0) return new Set();
  return new Set(
    queries(kind)
      .savedIdsIn.all({ userId, ids: JSON.stringify(ids) })
      .map((r) => r.id),
  );
}
