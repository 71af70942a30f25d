import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  activities,
  landmarks,
  restaurants,
  savedActivities,
  savedLandmarks,
  savedRestaurants,
  savedTrips,
} from "./accounts-schema";
import { getDb } from "./db.server";
import { airports } from "./schema";

/**
 * Curated content of an airport (activities, landmarks, restaurants) and each
 * user's saved airports and places. Every saved-item query takes the user id:
 * no query here reads or changes another user's rows.
 */

export type ActivityRow = typeof activities.$inferSelect;
export type LandmarkRow = typeof landmarks.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;

const idList = sql`(select value from json_each(${sql.placeholder("ids")}))`;

let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  const userId = sql.placeholder("userId");
  const locId = sql.placeholder("locId");
  const id = sql.placeholder("id");
  return {
    activitiesOfAirport: db
      .select()
      .from(activities)
      .where(eq(activities.airportLocId, locId))
      .orderBy(asc(activities.distanceNm), asc(activities.id))
      .prepare(),
    landmarksOfAirport: db
      .select()
      .from(landmarks)
      .where(eq(landmarks.airportLocId, locId))
      .orderBy(asc(landmarks.distanceNm), asc(landmarks.id))
      .prepare(),
    restaurantsOfAirport: db
      .select()
      .from(restaurants)
      .where(eq(restaurants.airportLocId, locId))
      .orderBy(asc(restaurants.distanceNm), asc(restaurants.id))
      .prepare(),
    activityById: db.select().from(activities).where(eq(activities.id, id)).prepare(),
    landmarkById: db.select().from(landmarks).where(eq(landmarks.id, id)).prepare(),
    restaurantById: db.select().from(restaurants).where(eq(restaurants.id, id)).prepare(),

    savedTrips: db
      .select({
        id: savedTrips.id,
        airportLocId: savedTrips.airportLocId,
        savedAt: savedTrips.savedAt,
        icaoId: airports.icaoId,
        name: airports.name,
        city: airports.city,
        state: airports.state,
        elevation: airports.elevation,
        maxRunwayLength: airports.maxRunwayLength,
        use: airports.use,
      })
      .from(savedTrips)
      .leftJoin(airports, eq(airports.locId, savedTrips.airportLocId))
      .where(eq(savedTrips.userId, userId))
      .orderBy(desc(savedTrips.savedAt), desc(savedTrips.id))
      .prepare(),
    savedTripOf: db
      .select({ id: savedTrips.id })
      .from(savedTrips)
      .where(and(eq(savedTrips.userId, userId), eq(savedTrips.airportLocId, locId)))
      .prepare(),

    savedActivities: db
      .select({ savedId: savedActivities.id, savedAt: savedActivities.savedAt, item: activities })
      .from(savedActivities)
      .innerJoin(activities, eq(activities.id, savedActivities.activityId))
      .where(eq(savedActivities.userId, userId))
      .orderBy(asc(activities.airportLocId), asc(activities.distanceNm), asc(activities.id))
      .prepare(),
    savedLandmarks: db
      .select({ savedId: savedLandmarks.id, savedAt: savedLandmarks.savedAt, item: landmarks })
      .from(savedLandmarks)
      .innerJoin(landmarks, eq(landmarks.id, savedLandmarks.landmarkId))
      .where(eq(savedLandmarks.userId, userId))
      .orderBy(asc(landmarks.airportLocId), asc(landmarks.distanceNm), asc(landmarks.id))
      .prepare(),
    savedRestaurants: db
      .select({ savedId: savedRestaurants.id, savedAt: savedRestaurants.savedAt, item: restaurants })
      .from(savedRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, savedRestaurants.restaurantId))
      .where(eq(savedRestaurants.userId, userId))
      .orderBy(asc(restaurants.airportLocId), asc(restaurants.distanceNm), asc(restaurants.id))
      .prepare(),

    savedActivityIdsIn: db
      .select({ id: savedActivities.activityId })
      .from(savedActivities)
      .where(and(eq(savedActivities.userId, userId), sql`${savedActivities.activityId} in ${idList}`))
      .prepare(),
    savedLandmarkIdsIn: db
      .select({ id: savedLandmarks.landmarkId })
      .from(savedLandmarks)
      .where(and(eq(savedLandmarks.userId, userId), sql`${savedLandmarks.landmarkId} in ${idList}`))
      .prepare(),
    savedRestaurantIdsIn: db
      .select({ id: savedRestaurants.restaurantId })
      .from(savedRestaurants)
      .where(and(eq(savedRestaurants.userId, userId), sql`${savedRestaurants.restaurantId} in ${idList}`))
      .prepare(),
  };
}
const queries = () => (prepared ??= prepareQueries());

/* Content of an airport, nearest first (spec §9: lists sorted by distance_nm). */

export const activitiesOfAirport = (locId: string) => queries().activitiesOfAirport.all({ locId });
export const landmarksOfAirport = (locId: string) => queries().landmarksOfAirport.all({ locId });
export const restaurantsOfAirport = (locId: string) => queries().restaurantsOfAirport.all({ locId });
export const activityById = (id: number) => queries().activityById.get({ id });
export const landmarkById = (id: number) => queries().landmarkById.get({ id });
export const restaurantById = (id: number) => queries().restaurantById.get({ id });

/* Saved airports. */

export type SavedTripRow = ReturnType<typeof savedTripRows>[number];

/** The user's saved airports joined with the FAA data (null columns when an FAA cycle dropped the airport), newest first. */
export const savedTripRows = (userId: number) => queries().savedTrips.all({ userId });

export const hasSavedTrip = (userId: number, locId: string) => queries().savedTripOf.get({ userId, locId }) !== undefined;

/** Saves once: saving again keeps the first row (and its savedAt). */
export function insertSavedTrip(userId: number, locId: string): void {
  getDb().insert(savedTrips).values({ userId, airportLocId: locId }).onConflictDoNothing().run();
}

/** True when a row was removed. */
export function deleteSavedTrip(userId: number, locId: string): boolean {
  const result = getDb()
    .delete(savedTrips)
    .where(and(eq(savedTrips.userId, userId), eq(savedTrips.airportLocId, locId)))
    .run();
  return result.changes > 0;
}

/* Saved activities, landmarks and restaurants. */

export const savedActivityRows = (userId: number) => queries().savedActivities.all({ userId });
export const savedLandmarkRows = (userId: number) => queries().savedLandmarks.all({ userId });
export const savedRestaurantRows = (userId: number) => queries().savedRestaurants.all({ userId });

export function insertSavedActivity(userId: number, activityId: number): void {
  getDb().insert(savedActivities).values({ userId, activityId }).onConflictDoNothing().run();
}
export function insertSavedLandmark(userId: number, landmarkId: number): void {
  getDb().insert(savedLandmarks).values({ userId, landmarkId }).onConflictDoNothing().run();
}
export function insertSavedRestaurant(userId: number, restaurantId: number): void {
  getDb().insert(savedRestaurants).values({ userId, restaurantId }).onConflictDoNothing().run();
}

export function deleteSavedActivity(userId: number, activityId: number): boolean {
  return (
    getDb()
      .delete(savedActivities)
      .where(and(eq(savedActivities.userId, userId), eq(savedActivities.activityId, activityId)))
      .run().changes > 0
  );
}
export function deleteSavedLandmark(userId: number, landmarkId: number): boolean {
  return (
    getDb()
      .delete(savedLandmarks)
      .where(and(eq(savedLandmarks.userId, userId), eq(savedLandmarks.landmarkId, landmarkId)))
      .run().changes > 0
  );
}
export function deleteSavedRestaurant(userId: number, restaurantId: number): boolean {
  return (
    getDb()
      .delete(savedRestaurants)
      .where(and(eq(savedRestaurants.userId, userId), eq(savedRestaurants.restaurantId, restaurantId)))
      .run().changes > 0
  );
}

/** Which of `ids` this user has saved (one query per call, ids passed as a JSON array). */
export function savedIdsAmong(kind: "activity" | "landmark" | "restaurant", userId: number, ids: number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const q = kind === "activity" ? queries().savedActivityIdsIn : kind === "landmark" ? queries().savedLandmarkIdsIn : queries().savedRestaurantIdsIn;
  return new Set(q.all({ userId, ids: JSON.stringify(ids) }).map((r) => r.id));
}
