import { desc, eq, or, sql } from "drizzle-orm";
import { normalizeAirportCode } from "~/lib/display";
import { getDb } from "./db.server";
import { airports, dataImports, remarks, runwayEnds, runways } from "./schema";

export type AirportRow = typeof airports.$inferSelect;
export type RunwayRow = typeof runways.$inferSelect;
export type RunwayEndRow = typeof runwayEnds.$inferSelect;

/** An airport by its FAA location id or ICAO id, in any case. */
export function findAirportByCode(code: string): AirportRow | undefined {
  const id = normalizeAirportCode(code);
  if (!id) return undefined;
  const rows = queries().airportByCode.all({ id });
  // A location id wins over another airport's ICAO id.
  return rows.find((r) => r.locId === id) ?? rows[0];
}

// Prepared once (an airport page or a search page reads them on every request), a list of ids passed as a JSON array.
const idList = sql`(select value from json_each(${sql.placeholder("ids")}))`;
let prepared: ReturnType<typeof prepareQueries> | undefined;
function prepareQueries() {
  const db = getDb();
  return {
    runwaysOfAirports: db
      .select()
      .from(runways)
      .where(sql`${runways.airportId} in ${idList}`)
      .orderBy(runways.id)
      .prepare(),
    runwayEndsOfRunways: db
      .select()
      .from(runwayEnds)
      .where(sql`${runwayEnds.runwayId} in ${idList}`)
      .orderBy(runwayEnds.id)
      .prepare(),
    remarksOfAirport: db
      .select()
      .from(remarks)
      .where(eq(remarks.airportId, sql.placeholder("airportId")))
      .orderBy(remarks.sequence, remarks.id)
      .prepare(),
    airportByCode: db
      .select()
      .from(airports)
      .where(or(eq(airports.locId, sql.placeholder("id")), eq(airports.icaoId, sql.placeholder("id"))))
      .prepare(),
    latestImport: db.select().from(dataImports).orderBy(desc(dataImports.id)).limit(1).prepare(),
  };
}
const queries = () => (prepared ??= prepareQueries());

export function runwaysOfAirports(airportIds: number[]): RunwayRow[] {
  return airportIds.length === 0 ? [] : queries().runwaysOfAirports.all({ ids: JSON.stringify(airportIds) });
}

export function runwayEndsOfRunways(runwayIds: number[]): RunwayEndRow[] {
  return runwayIds.length === 0 ? [] : queries().runwayEndsOfRunways.all({ ids: JSON.stringify(runwayIds) });
}

export function remarksOfAirport(airportId: number) {
  return queries().remarksOfAirport.all({ airportId });
}

/** Every searchable airport, for the in-memory search index. */
export function searchableAirports(): AirportRow[] {
  return getDb().select().from(airports).where(eq(airports.searchable, true)).orderBy(airports.id).all();
}

/** The runways of every searchable airport, for the in-memory search index. */
export function searchableRunways(): RunwayRow[] {
  return getDb()
    .select()
    .from(runways)
    .where(sql`${runways.airportId} in (select ${airports.id} from ${airports} where ${airports.searchable} = 1)`)
    .orderBy(runways.id)
    .all();
}

export type DataImport = typeof dataImports.$inferSelect;

export function latestImport(): DataImport | undefined {
  return queries().latestImport.get();
}

/** Which FAA data the answers come from (issue 2: the UI and /api show the loaded cycle). */
export interface DataCycle {
  label: string;
  effective_date: string;
}

/** A file the loaded airport data was built from, and what it gave (the offline snapshot's SNAPSHOT.json roles). */
export interface DataSource {
  name: string;
  date: string;
  role: string | null;
}

/** The files of the latest import: one FAA set, or the several public tables the offline snapshot merges. */
export function dataSources(): DataSource[] {
  const imported = latestImport();
  if (!imported) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(imported.sources);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((s): s is Record<string, unknown> => !!s && typeof s === "object" && typeof s.name === "string")
    .map((s) => ({
      name: String(s.name),
      date: typeof s.date === "string" ? s.date : "",
      role: typeof s.role === "string" && s.role.trim() ? s.role : null,
    }));
}

export function dataCycle(): DataCycle | null {
  const imported = latestImport();
  return imported ? { label: imported.label, effective_date: imported.effectiveDate } : null;
}
