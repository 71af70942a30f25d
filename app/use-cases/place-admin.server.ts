import { z } from "zod";
import {
  activityFields,
  createActivityInput,
  createLandmarkInput,
  landmarkFields,
  placeFromSuggestionInput,
  type PlaceTableName,
} from "~/lib/place-admin";
import { itemIdParam } from "~/lib/saved-items";
import { createFromSuggestion } from "~/services/feedback.server";
import {
  createPlace,
  editPlace,
  hidePlace,
  placeForEdit,
  placePage,
  removePlace,
  suggestedPlace,
  type PlaceOfAirport,
} from "~/services/place-admin.server";
import { declareUseCase, type ParamSchemas, type UseCase } from "./use-case";

/** Admin curation of places (docs/decisions/0025-admin-place-curation.md). */

export const placeTableInput = z.enum(["activities", "landmarks"], { error: "Unknown list" });

/** Hide or show an imported place on its airport page. */
export const setPlaceHiddenCase = declareUseCase({
  name: "setPlaceHidden",
  who: "admin",
  input: z.object({ table: placeTableInput, placeId: itemIdParam("Place id"), hidden: z.boolean().optional() }),
  run: ({ table, placeId, hidden }) => hidePlace(table, placeId, Boolean(hidden)),
});

/**
 * What an admin's add, edit or delete page is about: /airport/{locId}/{table}/new,
 * …/{placeId}/edit and …/{placeId}/delete. An unknown airport, list or place,
 * or a place of another airport, is the page's 404.
 */
export const placePageCase = declareUseCase({
  name: "placePage",
  who: "admin",
  params: {
    locId: z.string().catch(""),
    table: z.string().catch(""),
    // A place id that is not one names no place (404), as an unknown one does.
    placeId: z
      .string()
      .optional()
      .transform((id) => (id === undefined ? null : (itemIdParam("Place id").safeParse(id).data ?? 0))),
  },
  run: (_input, _caller, { locId, table, placeId }) => placePage(locId, table, placeId),
});

const TABLE_FORMS = {
  activities: { noun: "activity", fields: activityFields, create: createActivityInput, idName: "Activity id" },
  landmarks: { noun: "landmark", fields: landmarkFields, create: createLandmarkInput, idName: "Landmark id" },
} as const;

/** One list's three use cases, typed alike so one route module serves both lists. */
type PlaceCases = Record<
  "create" | "edit" | "remove",
  UseCase<"admin", z.ZodType, ParamSchemas, PlaceOfAirport | void>
>;

function placeCases(table: PlaceTableName): PlaceCases {
  const form = TABLE_FORMS[table];
  return {
    /** An admin adds one near an airport (`airport_loc_id`). */
    create: declareUseCase({
      name: `create ${form.noun}`,
      who: "admin",
      input: form.create,
      run: (input) => createPlace(table, input as z.output<typeof createActivityInput>),
    }),
    /** An admin corrects one; an imported one is kept as corrected when the data is imported again. */
    edit: declareUseCase({
      name: `edit ${form.noun}`,
      who: "admin",
      input: form.fields,
      params: { id: itemIdParam(form.idName) },
      run: (input, _caller, { id }) => editPlace(table, id, input as z.output<typeof activityFields>),
    }),
    /** An admin deletes one; an imported one is hidden for good instead. */
    remove: declareUseCase({
      name: `remove ${form.noun}`,
      who: "admin",
      params: { id: itemIdParam(form.idName) },
      run: (_input, _caller, { id }) => removePlace(table, id),
    }),
  };
}

export const placeAdminCases: Record<PlaceTableName, PlaceCases> = {
  activities: placeCases("activities"),
  landmarks: placeCases("landmarks"),
};

/**
 * 'Create' on an approved place suggestion: the dashboard's button (the stored
 * suggestion, its link to the new place written in the same transaction) and
 * POST /api/activities and /api/landmarks (the suggestion's fields as sent).
 * Either answers the new place and its list.
 */
export const createPlaceFromSuggestionCase = declareUseCase({
  name: "createPlaceFromSuggestion",
  who: "admin",
  input: placeFromSuggestionInput,
  run: (input): { table: PlaceTableName; place: PlaceOfAirport } => {
    if (input.from === "fields")
      return { table: input.table, place: createPlace(input.table, suggestedPlace(input.fields)) };
    const made = createFromSuggestion(input.suggestionId, input);
    const table = made.kind === "activity" ? "activities" : "landmarks";
    return { table, place: placeForEdit(table, made.id) };
  },
});
