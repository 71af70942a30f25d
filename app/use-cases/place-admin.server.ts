import { z } from "zod";
import { itemIdParam } from "~/lib/saved-items";
import { hidePlace } from "~/services/place-admin.server";
import { declareUseCase } from "./use-case";

/** Admin curation of places (docs/decisions/0025-admin-place-curation.md). */

export const placeTableInput = z.enum(["activities", "landmarks"], { error: "Unknown list" });

/** Hide or show an imported place on its airport page. */
export const setPlaceHiddenCase = declareUseCase({
  name: "setPlaceHidden",
  who: "admin",
  input: z.object({ table: placeTableInput, placeId: itemIdParam("Place id"), hidden: z.boolean().optional() }),
  run: ({ table, placeId, hidden }) => hidePlace(table, placeId, Boolean(hidden)),
});
