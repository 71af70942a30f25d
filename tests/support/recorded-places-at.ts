/**
 * The stand-in places services' answers around one airport, shared by the live places
 * tests, journeys and bench: the recorded Brasília cafés moved so the first (Café Sincera)
 * sits on the reference point, the recorded Elbphilharmonie outline (`out geom`) retagged
 * aeroway=aerodrome and centred there, and the recorded Pescadero Wikipedia answer.
 */
import { coordinateKey, type FakePlacesServices } from "../fakes/places-services";
import { merged, movedTo, recordedJson, retagged } from "./recorded-places";

/** The recorded Elbphilharmonie `out center` point, the middle of its `out geom` outline. */
export const HALL_CENTER = { lat: 53.5412491, lon: 9.9841054 };

export function answerRecordedPlacesAt(fake: FakePlacesServices, arp: { lat: number; lon: number }): void {
  const at = coordinateKey(arp.lat, arp.lon);
  fake.answerAt(
    "overpass",
    at,
    merged(
      movedTo(recordedJson("overpass_json/mvexel_brasilia_cafes_103nodes.json"), arp),
      movedTo(
        retagged(recordedJson("overpass_json/aio_hamburg_elbphilharmonie_way_out_geom.json"), "way/24981342", () => ({
          aeroway: "aerodrome",
        })),
        arp,
        HALL_CENTER,
      ),
    ),
  );
  fake.answerAt(
    "wikipedia",
    at,
    recordedJson("wikipedia_geosearch/android_nearby_generator_geosearch_pescadero_CA.json"),
  );
}
