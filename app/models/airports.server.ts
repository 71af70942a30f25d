import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "./db.server";
import { airports, dataImports, remarks, runwayEnds, runways } from "./schema";

export type AirportRow = typeof airports.$inferSelect;
export type RunwayRow = typeof runways.$inferSelect;
export type RunwayEndRow = typeof runwayEnds.$inferSelect;

/** An airport by its FAA location id or ICAO id, in any case. */
export function findAirportByCode(code: string): AirportRow | undefined {
  const id = code.trim().toUpperCase();
  if (!id) return undefined;
  const rows = queries().airportByCode.all({ id });
  // A location id wins over another airport's ICAO id.
  return rows.find((r) => r.locId === id) ?? rows[0];
}

// The search fetches one page of rows per request: prepared once, ids passed as a JSON array.
const idList = sql`(select value from json_each(${sql.placeholder("ids")}))`;
let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  return {
    airportsByIds: db.select().from(airports).where(sql`${airports.id} in ${idList}`).prepare(),
    runwaysOfAirports: db.select().from(runways).where(sql`${runways.airportId} in ${idList}`).orderBy(runways.id).prepare(),
    airportByCode: db
      .select()
      .from(airports)
      .where(or(eq(airports.locId, sql.placeholder("id")), eq(airports.icaoId, sql.placeholder("id"))))
      .prepare(),
    latestImport: db.select().from(dataImports).orderBy(desc(dataImports.id)).limit(1).prepare(),
  };
}
const queries = () => (prepared ??= prepareQueries());

export function airportsByIds(ids: number[]): AirportRow[] {
  return ids.length === 0 ? [] : queries().airportsByIds.all({ ids: JSON.stringify(ids) });
}

export function runwaysOfAirports(airportIds: number[]): RunwayRow[] {
  return airportIds.length === 0 ? [] : queries().runwaysOfAirports.all({ ids: JSON.stringify(airportIds) });
}

export function runwayEndsOfRunways(runwayIds: number[]): RunwayEndRow[] {
  if (runwayIds.length === 0) return [];
  return getDb().select().from(runwayEnds).where(inArray(runwayEnds.runwayId, runwayIds)).orderBy(runwayEnds.id).all();
}

export function remarksOfAirport(airportId: number) {
  return getDb().select().from(remarks).where(eq(remarks.airportId, airportId)).orderBy(remarks.sequence, remarks.id).all();
}

/** The compact columns the trip search scans on every request. */
export function searchableAirportColumns() {
  return getDb()
    .select({
      id: airports.id,
      latitude: airports.latitude,
      longitude: airports.longitude,
      state: airports.state,
      use: airports.use,
      maxRunwayLength: airports.maxRunwayLength,
      maxImprovedLength: airports.maxImprovedLength,
      maxUnimprovedLength: airports.maxUnimprovedLength,
    })
    .from(airports)
    .where(eq(airports.searchable, true))
    .all();
}

export type DataImport = typeof dataImports.$inferSelect;

export function latestImport(): DataImport | undefined {
  return queries().latestImport.get();
}

export function searchableCount(): number {
  return getDb().select({ n: sql<number>`count(*)` }).from(airports).where(eq(airports.searchable, true)).get()?.n ?? 0;
}
