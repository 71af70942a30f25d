/**
 * The live places journeys' own app server (issue 21): LIVE_PLACES on, no wait on a first
 * view (so the first view always says the places are on their way), and both services the
 * stand-in of tests/fakes/places-services.ts replaying the recorded answers — at KHAF (the
 * `js` project's airport) and KSQL (the `no-js` project's) the recorded Brasília cafés moved
 * so the first sits on the reference point, the recorded Elbphilharmonie outline retagged
 * aeroway=aerodrome and centred there, and the recorded Pescadero Wikipedia answer.
 * Publishes E2E_LIVE_PLACES_URL and E2E_LIVE_PLACES_DB (the journeys wait on its cache rows).
 */
import Database from "better-sqlite3";
import { startFakePlacesServices } from "../../fakes/places-services";
import { answerRecordedPlacesAt } from "../../support/recorded-places-at";
import { startServer, templateDatabase } from "../../support/server";

export interface LivePlacesApp {
  stop(): Promise<void>;
}

export const LIVE_PLACES_AIRPORTS = { js: "KHAF", "no-js": "KSQL" } as const;

export async function startLivePlacesApp(): Promise<LivePlacesApp> {
  const fake = await startFakePlacesServices();
  const db = new Database(await templateDatabase(), { readonly: true });
  try {
    for (const code of Object.values(LIVE_PLACES_AIRPORTS)) {
      const a = db.prepare("SELECT latitude, longitude FROM airports WHERE icao_id = ?").get(code) as {
        latitude: number;
        longitude: number;
      };
      answerRecordedPlacesAt(fake, { lat: a.latitude, lon: a.longitude });
    }
  } finally {
    db.close();
  }
  const server = await startServer({
    env: {
      LIVE_PLACES: "on",
      LIVE_PLACES_WAIT_MS: "0",
      OVERPASS_URL: fake.overpassUrl,
      WIKIPEDIA_API_URL: fake.wikipediaUrl,
    },
  });
  process.env.E2E_LIVE_PLACES_URL = server.url;
  process.env.E2E_LIVE_PLACES_DB = server.databasePath;
  return {
    stop: async () => {
      await server.stop();
      await fake.close();
    },
  };
}
