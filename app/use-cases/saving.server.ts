import { z } from "zod";
import {
  activityBatchInput,
  airportIdentifier,
  itemIdParam,
  landmarkBatchInput,
  lodgingBatchInput,
  restaurantBatchInput,
  saveActivityInput,
  saveLandmarkInput,
  saveLodgingInput,
  saveRestaurantInput,
  saveTripInput,
} from "~/lib/saved-items";
import type { PlaceKind } from "~/models/places.server";
import { tripKneeboardCards } from "~/services/kneeboard.server";
import { myTrips } from "~/services/my-trips.server";
import { homeDepartureId } from "~/services/route-start.server";
import {
  checkPlaces,
  isTripSaved,
  removePlace,
  removeTrip,
  savedPlacesOf,
  savedTrips,
  savePlace,
  saveTrip,
} from "~/services/saving.server";
import { declareUseCase, type ParamSchemas, type UseCase } from "./use-case";

/**
 * Saving (docs/product.md, "Saving"): trips, and the four kinds of places, each
 * use case declared once. The four kinds share one table: a kind is its URL
 * segment (/api/activities/…), its id field and its schemas
 * (docs/decisions/0041-saved-lodging.md).
 */

export const saveTripCase = declareUseCase({
  name: "saveTrip",
  who: "user",
  input: saveTripInput,
  run: (input, { user }) => saveTrip(user.id, input),
});

export const removeTripCase = declareUseCase({
  name: "removeTrip",
  who: "user",
  params: { locId: airportIdentifier },
  run: (_input, { user }, { locId }) => removeTrip(user.id, locId),
});

export const savedTripsCase = declareUseCase({
  name: "savedTrips",
  who: "user",
  run: (_input, { user }) => savedTrips(user.id),
});

/** My Trips: the saved airports, each with the places saved near it, and the pilot's home departure. */
export const myTripsCase = declareUseCase({
  name: "myTrips",
  who: "user",
  run: (_input, { user }) => ({ ...myTrips(user.id), homeId: homeDepartureId(user.id) }),
});

/** Every saved airport's kneeboard card, one printed page each (docs/decisions/0088-kneeboard-card.md). */
export const tripKneeboardCase = declareUseCase({
  name: "tripKneeboard",
  who: "user",
  run: (_input, { user }) => tripKneeboardCards(user.id),
});

export const isTripSavedCase = declareUseCase({
  name: "isTripSaved",
  who: "user",
  params: { locId: z.string() },
  run: (_input, { user }, { locId }) => ({ isSaved: isTripSaved(user.id, locId) }),
});

/** The four kinds of saved places, by the URL segment of their /api calls. */
export const PLACE_SEGMENTS = {
  activities: "activity",
  landmarks: "landmark",
  restaurants: "restaurant",
  lodging: "lodging",
} as const satisfies Record<string, PlaceKind>;
export type PlaceSegment = keyof typeof PLACE_SEGMENTS;

const PLACE_FORMS = {
  activity: {
    id: "activityId",
    noun: "Activity",
    save: saveActivityInput,
    batch: activityBatchInput,
    ids: "activityIds",
    answer: "activities",
  },
  landmark: {
    id: "landmarkId",
    noun: "Landmark",
    save: saveLandmarkInput,
    batch: landmarkBatchInput,
    ids: "landmarkIds",
    answer: "landmarks",
  },
  restaurant: {
    id: "restaurantId",
    noun: "Restaurant",
    save: saveRestaurantInput,
    batch: restaurantBatchInput,
    ids: "restaurantIds",
    answer: "restaurants",
  },
  lodging: {
    id: "lodgingId",
    noun: "Lodging",
    save: saveLodgingInput,
    batch: lodgingBatchInput,
    ids: "lodgingIds",
    answer: "lodging",
  },
} as const;

/** One kind's four use cases, typed alike so one route module serves every kind. */
type PlaceCases = Record<"save" | "remove" | "saved" | "check", UseCase<"user", z.ZodType, ParamSchemas, unknown>>;

function placeCases<K extends PlaceKind>(kind: K): PlaceCases {
  const form = PLACE_FORMS[kind];
  return {
    save: declareUseCase({
      name: `save${form.noun}`,
      who: "user",
      input: form.save,
      run: (input, { user }) => savePlace(kind, user.id, (input as Record<string, number>)[form.id]),
    }),
    remove: declareUseCase({
      name: `remove${form.noun}`,
      who: "user",
      params: { id: itemIdParam(`${form.noun} id`) },
      run: (_input, { user }, { id }) => removePlace(kind, user.id, id),
    }),
    saved: declareUseCase({
      name: `saved${capital(form.answer)}`,
      who: "user",
      run: (_input, { user }) => savedPlacesOf(kind, user.id),
    }),
    check: declareUseCase({
      name: `check${capital(form.answer)}`,
      who: "user",
      input: form.batch,
      run: (input, { user }) => ({
        [form.answer]: checkPlaces(kind, user.id, (input as Record<string, number[]>)[form.ids]),
      }),
    }),
  };
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export const placeSavingCases = {
  activity: placeCases("activity"),
  landmark: placeCases("landmark"),
  restaurant: placeCases("restaurant"),
  lodging: placeCases("lodging"),
};
