import { and, count, desc, eq, sql } from "drizzle-orm";
import { savedTrips } from "./accounts-schema";
import { connection, getDb } from "./db.server";
import { airports } from "./schema";

/** Each user's saved airports. Every query takes the user id: none reads or changes another user's rows. */

let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  const userId = sql.placeholder("userId");
  const ofUserAndAirport = and(eq(savedTrips.userId, userId), eq(savedTrips.airportLocId, sql.placeholder("locId")));
  const withAirport = () =>
    db
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
      .leftJoin(airports, eq(airports.locId, savedTrips.airportLocId));
  return {
    savedTrips: withAirport()
      .where(eq(savedTrips.userId, userId))
      .orderBy(desc(savedTrips.savedAt), desc(savedTrips.id))
      .prepare(),
    savedTrip: withAirport().where(ofUserAndAirport).prepare(),
    savedTripOf: db.select({ id: savedTrips.id }).from(savedTrips).where(ofUserAndAirport).prepare(),
    savedCount: db.select({ n: count() }).from(savedTrips).where(eq(savedTrips.userId, userId)).prepare(),
    insert: db
      .insert(savedTrips)
      .values({ userId: sql.placeholder("userId"), airportLocId: sql.placeholder("locId") })
      .prepare(),
  };
}
const queries = () => (prepared ??= prepareQueries());

export type SavedTripRow = ReturnType<typeof savedTripRows>[number];

/** The user's saved airports joined with the FAA data (null columns when an FAA cycle dropped the airport), newest first. */
export const savedTripRows = (userId: number) => queries().savedTrips.all({ userId });

/** One saved airport of the user, as the list has it; undefined when not saved. */
export const savedTripRow = (userId: number, locId: string): SavedTripRow | undefined =>
  queries().savedTrip.get({ userId, locId });

export const hasSavedTrip = (userId: number, locId: string) =>
  queries().savedTripOf.get({ userId, locId }) !== undefined;

/**
 * Saves once (saving again keeps the first row and its savedAt), unless the user already has
 * `limit` airports saved: false then. One transaction that takes the write lock first, so two
 * processes cannot both take the last place.
 */
export function insertSavedTrip(userId: number, locId: string, limit: number): boolean {
  const q = queries();
  return connection()
    .sqlite.transaction(() => {
      if (hasSavedTrip(userId, locId)) return true;
      if (q.savedCount.get({ userId })!.n >= limit) return false;
      q.insert.run({ userId, locId });
      return true;
    })
    .immediate();
}

/** True when a row was removed. */
export function deleteSavedTrip(userId: number, locId: string): boolean {
  const result = getDb()
    .delete(savedTrips)
    .where(and(eq(savedTrips.userId, userId), eq(savedTrips.airportLocId, locId)))
    .run();
  return result.changes > 0;
}
