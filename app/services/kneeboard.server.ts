/**
 * The kneeboard card (docs/decisions/0088-kneeboard-card.md): one airport's facts a pilot
 * keeps on the knee, from the same sources as the airport page and nothing more: the FAA
 * detail with its checked runway headings (0058) and radio/tower/airspace (0063), the
 * stored METAR and TAF, pilots' field reports, the nearest food and lodging of the places lists, and each set's date.
 */
import { canonicalId } from "~/lib/display";
import type { CurrentFacts } from "~/lib/field-report-facts";
import { airportDetailWithoutPlaces, type AirportDetailWithoutPlaces } from "./airport-detail.server";
import { airportWindReport, type AirportWindReport } from "./airport-wind.server";
import { NotFound } from "./errors.server";
import { currentFactsOf } from "./field-reports.server";
import { fuelInLoadedData } from "./fuel.server";
import { airportPlaces } from "./nearby-places.server";
import { savedTrips } from "./saving.server";
import { tafForAirport, type AirportTaf } from "./taf.server";
import { weatherForAirport, type AirportWeather } from "./weather.server";

/** How many of each list the card prints: enough to choose, few enough for one page. */
export const KNEEBOARD_PLACES = 3;

export interface KneeboardPlace {
  name: string;
  distance_nm: number;
  phone: string | null;
  address: string | null;
  walkable: boolean;
  credit: string | null;
}

export interface KneeboardCard {
  /** The identifier of the airport page's URL. */
  id: string;
  airport: AirportDetailWithoutPlaces;
  weather: AirportWeather;
  taf: AirportTaf;
  wind: AirportWindReport | null;
  fuel: { known: boolean; dataLabel: string | null };
  /** What pilots last reported there: fuel prices, courtesy car, fees (decision 0081). */
  fieldFacts: CurrentFacts;
  food: KneeboardPlace[];
  lodging: KneeboardPlace[];
  /** The places' source credits, each once. */
  placeCredits: string[];
}

/** Only the card's fields of a nearby place. */
const toPlace = (p: KneeboardPlace): KneeboardPlace => ({
  name: p.name,
  distance_nm: p.distance_nm,
  phone: p.phone,
  address: p.address,
  walkable: p.walkable,
  credit: p.credit,
});

/** The card of one airport (LOC or ICAO id, any case); NotFound for an unknown one. */
export async function kneeboardCard(code: string): Promise<KneeboardCard> {
  const airport = airportDetailWithoutPlaces(code);
  const [weather, taf] = await Promise.all([weatherForAirport(airport), tafForAirport(airport.icao_id)]);
  // The lists come nearest first; hidden places are not read (no admin view on a card).
  const places = airportPlaces(airport.loc_id);
  const food = places.restaurants.slice(0, KNEEBOARD_PLACES).map((r) => toPlace({ ...r, name: r.restaurant_name }));
  const lodging = places.lodging.slice(0, KNEEBOARD_PLACES).map(toPlace);
  const placeCredits = [...new Set([...food, ...lodging].map((p) => p.credit).filter((c): c is string => !!c))];
  return {
    id: canonicalId(airport),
    airport,
    weather,
    taf,
    wind: airportWindReport(airport, weather),
    fuel: fuelInLoadedData(),
    fieldFacts: currentFactsOf(airport.loc_id),
    food,
    lodging,
    placeCredits,
  };
}

/** Every airport in the pilot's trips, newest first, as cards (an airport no longer in the FAA data is left out). */
export async function tripKneeboardCards(userId: number): Promise<KneeboardCard[]> {
  const cards: KneeboardCard[] = [];
  for (const trip of savedTrips(userId)) {
    try {
      cards.push(await kneeboardCard(trip.airportLocId));
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return cards;
}
