import { getDb } from "./db.server";
import { airports, runwayEnds, runways } from "./schema";
import { and, asc, eq, isNotNull } from "drizzle-orm";

/** Every runway end's true heading at the searchable airports, by airport id: the search index's crosswind data. */
export function searchableRunwayHeadings(): { airportId: number; heading: number }[] {
  return getDb()
    .select({ airportId: runways.airportId, heading: runwayEnds.trueAlignment })
    .from(runwayEnds)
    .innerJoin(runways, eq(runways.id, runwayEnds.runwayId))
    .innerJoin(airports, eq(airports.id, runways.airportId))
    .where(and(eq(airports.searchable, true), isNotNull(runwayEnds.trueAlignment)))
    .orderBy(asc(runways.airportId), asc(runwayEnds.id))
    .all() as { airportId: number; heading: number }[];
}
