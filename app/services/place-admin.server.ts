import type { z } from "zod";
import type {
  activityFields,
  activityFromSuggestion,
  landmarkFields,
  landmarkFromSuggestion,
  PlaceTableName,
} from "~/lib/place-admin";
import { canonicalId } from "~/lib/display";
import { isPlaceTable } from "~/lib/place-admin";
import { findAirportByCode } from "~/models/airports.server";
import {
  deletePlace,
  insertPlace,
  placeById,
  rawSqlite,
  setPlaceHidden,
  updatePlace,
  type PlaceFields,
} from "~/models/nearby-places.server";
import { InvalidInput, NotFound } from "./errors.server";
import { recomputePlaceSummaries } from "./place-summaries.server";
import { toPlaceActivity, toPlaceLandmark, type PlaceActivity, type PlaceLandmark } from "./nearby-places.server";

/*
 * Admin curation of activities and landmarks (docs/decisions/0025-admin-place-curation.md).
 * The declarations (app/use-cases/place-admin.server.ts) say who may call: an
 * admin, checked on every request; these functions only do the change and
 * refresh the airport's summaries, in one transaction, which every server
 * process then notices (docs/decisions/0057-place-changes-across-processes.md).
 */

type Fields = z.output<typeof activityFields> | z.output<typeof landmarkFields>;

/** A place as the admin calls answer it (the airport page's JSON shape). */
export type PlaceOfAirport = PlaceActivity | PlaceLandmark;

/** A new place, whichever door it came through (the admin's form and JSON, a suggestion's Create). */
export interface NewPlace {
  airport_loc_id: string;
  name: string;
  /** Activities only; adults unless given. */
  category?: "adults" | "kids";
  distance_nm: number;
  phone: string | null;
  website: string | null;
  address: string | null;
  summary: string | null;
  latitude: number | null;
  longitude: number | null;
  google_place_id?: string | null;
  google_rating?: number | null;
  price_level?: string | null;
}

const toFields = (f: Fields | NewPlace): PlaceFields => ({
  name: f.name,
  category: "category" in f ? f.category : undefined,
  distanceNm: f.distance_nm,
  phone: f.phone,
  website: f.website,
  address: f.address,
  summary: f.summary,
  latitude: f.latitude,
  longitude: f.longitude,
});

function airportOf(code: string) {
  const airport = findAirportByCode(code);
  if (!airport) throw new InvalidInput({ airport_loc_id: [`No airport found with the code ${code}`] });
  return airport;
}

function answer(table: PlaceTableName, id: number): PlaceActivity | PlaceLandmark {
  const row = placeById(table, id);
  if (!row) throw new NotFound(table === "activities" ? "Activity not found" : "Landmark not found");
  return table === "activities" && "category" in row ? toPlaceActivity(row) : toPlaceLandmark(row);
}

/**
 * A change and its airport's summaries in one transaction, the write lock
 * taken first (a savepoint inside a caller's transaction, as a suggestion's
 * Create holds), so no process reads the one without the other.
 */
const inOneTransaction = <T>(change: () => T): T => rawSqlite().transaction(change).immediate();

const refresh = (locId: string) => recomputePlaceSummaries(rawSqlite(), locId);

/** The one way a place is added: the row (source admin) and its airport's summaries. */
export function createPlace(table: PlaceTableName, input: NewPlace): PlaceActivity | PlaceLandmark {
  const airport = airportOf(input.airport_loc_id);
  return inOneTransaction(() => {
    const id = insertPlace(table, airport.locId, {
      ...toFields(input),
      googlePlaceId: input.google_place_id,
      googleRating: input.google_rating,
      priceLevel: input.price_level,
    });
    refresh(airport.locId);
    return answer(table, id);
  });
}

/** POST /api/activities|landmarks carries a suggestion's fields: the description becomes the summary; no coordinates. */
export const suggestedPlace = ({
  description,
  ...fields
}: z.output<typeof activityFromSuggestion> | z.output<typeof landmarkFromSuggestion>): NewPlace => ({
  ...fields,
  summary: description,
  latitude: null,
  longitude: null,
});

function existing(table: PlaceTableName, id: number) {
  const row = placeById(table, id);
  if (!row) throw new NotFound(table === "activities" ? "Activity not found" : "Landmark not found");
  return row;
}

/** Corrects a place; an imported one is marked admin_edited so a re-import leaves it as corrected. */
export function editPlace(table: PlaceTableName, id: number, input: Fields): PlaceActivity | PlaceLandmark {
  return inOneTransaction(() => {
    const row = existing(table, id);
    updatePlace(table, id, toFields(input));
    refresh(row.airportLocId);
    return answer(table, id);
  });
}

/**
 * Deletes a place added by an admin. An imported place would come back with
 * the next import, so deleting one hides it for good instead.
 */
export function removePlace(table: PlaceTableName, id: number): void {
  inOneTransaction(() => {
    const row = existing(table, id);
    if (row.source === "admin") deletePlace(table, id);
    else {
      setPlaceHidden(table, id, true);
      updatePlace(table, id, {
        name: row.name,
        distanceNm: row.distanceNm,
        phone: row.phone,
        website: row.website,
        address: row.address,
        summary: row.summary,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
    refresh(row.airportLocId);
  });
}

export function hidePlace(table: PlaceTableName, id: number, hidden: boolean): void {
  inOneTransaction(() => {
    const row = existing(table, id);
    setPlaceHidden(table, id, hidden);
    refresh(row.airportLocId);
  });
}

/** The row as the edit form shows it. */
export function placeForEdit(table: PlaceTableName, id: number) {
  return answer(table, id);
}

/** What an admin's add, edit or delete page is about: the list, the airport as its page names it, the place (null: a new one). */
export interface PlacePage {
  table: PlaceTableName;
  airport: { locId: string; pageId: string; name: string };
  place: PlaceOfAirport | null;
}

/**
 * The list, airport and place an admin page names (`placeId` null for a new
 * place), or NotFound: an unknown airport, list or place, or a place of another airport.
 */
export function placePage(code: string, table: string, placeId: number | null): PlacePage {
  const airport = findAirportByCode(code);
  if (!isPlaceTable(table) || !airport) throw new NotFound("No such airport or place");
  const place = placeId === null ? null : answer(table, placeId);
  if (place && place.airport_loc_id !== airport.locId) throw new NotFound("No such airport or place");
  return {
    table,
    airport: { locId: airport.locId, pageId: canonicalId(airport), name: airport.name },
    place,
  };
}
