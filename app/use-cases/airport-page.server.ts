import { z } from "zod";
import { canonicalId } from "~/lib/display";
import { pageClock } from "~/lib/page-clock";
import { airportPageQuery } from "~/lib/search-criteria";
import { forecastAt } from "~/lib/taf";
import type { SessionUser } from "~/services/account-user.server";
import {
  airportDetailWithoutPlaces,
  remarksInLoadedData,
  type AirportDetailWithoutPlaces,
} from "~/services/airport-detail.server";
import { airportWindReport } from "~/services/airport-wind.server";
import { fieldReportsOf } from "~/services/field-reports.server";
import { fuelInLoadedData } from "~/services/fuel.server";
import { mayEditItems } from "~/services/itineraries.server";
import { livePlacesFor } from "~/services/live-places.server";
import { airportPlaces, placeListsOnPage } from "~/services/nearby-places.server";
import { satelliteAttribution, satelliteAvailable, satelliteImageUrl } from "~/services/satellite.server";
import { airportSavedState } from "~/services/saving.server";
import { tafForAirport } from "~/services/taf.server";
import { weatherForAirport } from "~/services/weather.server";
import { airportItinerariesCase } from "./itineraries.server";
import { declareUseCase, type Caller } from "./use-case";

/** A number in the page's URL, read as conform reads a form's: blank is none. */
const queryNumber = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v);

/**
 * The page's query: from a search, its departure and speed (a value that breaks the search's
 * rules is left out, and the page shows no trip); the page of pilots' reports (10 a page).
 */
const airportPageInput = airportPageQuery.extend({
  aircraftSpeed: z.preprocess(queryNumber, airportPageQuery.shape.aircraftSpeed),
  reportsPage: z.preprocess(queryNumber, z.number().catch(1)).transform((n) => Math.max(1, Math.floor(n) || 1)),
});

/**
 * The airport page (docs/product.md, "Airport page"): the FAA facts (with the trip from a search),
 * the weather, the forecast at arrival, the places and what the viewer saved of them, the
 * itineraries and the pilots' field reports. The JSON twin is airportDetailCase.
 */
export const airportPageCase = declareUseCase({
  name: "airportPage",
  who: "anyone",
  input: airportPageInput,
  params: { locId: z.string() },
  run: async (query, caller, { locId }) => {
    const trip =
      query.from === "search"
        ? { departureAirport: query.departureAirport, aircraftSpeed: query.aircraftSpeed }
        : undefined;
    const airport = airportDetailWithoutPlaces(locId, trip);
    // Read from the weather cache; only a station the cache lacks waits on the AWC, and never past the fetch timeout.
    // A first view starts the fetch of the live places and waits for it only briefly (docs/decisions/0080-live-places-cache.md).
    const [weather, taf, imagery, livePlaces] = await Promise.all([
      weatherForAirport(airport),
      tafForAirport(airport.icao_id),
      satelliteAvailable(),
      livePlacesFor({ locId: airport.loc_id, latitude: airport.latitude, longitude: airport.longitude }),
    ]);
    // From a search: the forecast at now + trip time (docs/decisions/0039-taf-at-arrival.md).
    const arrivalAt =
      airport.flight_time_minutes != null ? Math.round(pageClock() / 1000 + airport.flight_time_minutes * 60) : null;
    const arrival =
      arrivalAt != null
        ? { at: arrivalAt, forecast: taf.status === "ok" ? forecastAt(taf.taf, arrivalAt) : null }
        : null;
    // No <img> the browser cannot load: without imagery the header shows its placeholder (decision 0050).
    const satellite = imagery
      ? satelliteImageUrl({ lat: airport.latitude, lng: airport.longitude, zoom: 13, size: [1200, 300] })
      : null;
    return {
      airport,
      speed: airport.distance_nm != null ? (trip?.aircraftSpeed ?? null) : null,
      remarksSource: remarksInLoadedData(),
      weather,
      windReport: airportWindReport(airport, weather),
      taf,
      arrival,
      fuelData: fuelInLoadedData(),
      weatherAsOf: pageClock(),
      image: satellite ? { src: satellite, alt: "", credit: satelliteAttribution() } : undefined,
      livePlaces,
      ...savingData(caller.user, airport),
      itineraries: await itinerariesShown(caller, airport),
      fieldReports: fieldReportsOf(airport.loc_id, query.reportsPage, caller.user),
      signedIn: caller.user != null,
    };
  },
});

/** The places near the airport (hidden ones too for an admin), and what the signed-in user saved of them (null when signed out). */
function savingData(user: SessionUser | null, airport: AirportDetailWithoutPlaces) {
  const isAdmin = user?.isAdmin ?? false;
  const places = airportPlaces(airport.loc_id, { withHidden: isAdmin });
  const saved = user ? airportSavedState(user.id, airport, places) : null;
  return { places: placeListsOnPage(places), saved, isAdmin };
}

/**
 * Suggested Itineraries (docs/product.md, "Itineraries"): what GET /api/itineraries/{airport}
 * shows this viewer (published ones; admins every draft, authors their own), which of them the
 * viewer may edit the items of, and whether to offer creating one (admins).
 */
async function itinerariesShown(caller: Caller, airport: AirportDetailWithoutPlaces) {
  const shown = await airportItinerariesCase.run({}, caller, { key: airport.loc_id });
  const itineraries = shown.map((it) => ({ ...it, editable: mayEditItems(it, caller.user) }));
  return { itineraries, isAdmin: !!caller.user?.isAdmin, airportId: canonicalId(airport) };
}
