import { z } from "zod";
import {
  createItineraryInput,
  itemChangesInput,
  itemInput,
  itineraryScreenSchema,
  updateItineraryInput,
} from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import {
  addItem,
  allItineraries,
  allItinerariesPage,
  createItinerary,
  deleteAllItems,
  deleteItem,
  deleteItinerary,
  itemForm,
  itemsOf,
  itinerariesForAirport,
  itinerariesOfUser,
  itineraryFor,
  itineraryScreen,
  saveItineraryScreen,
  setPublished,
  updateItem,
  updateItinerary,
} from "~/services/itineraries.server";
import { declareUseCase, type ParamSchemas, type UseCase } from "./use-case";

/**
 * Itineraries (docs/product.md, "Itineraries"), each use case declared once.
 * Who may see or change which itinerary is the service's rule (a draft is
 * NotFound to anyone but admins and its author); `who` here is only whether
 * the caller must be signed in, or an admin.
 */

const itineraryId = itemIdParam("Itinerary id");
const itemId = itemIdParam("Item id");

/**
 * The same use case behind an admin-only door (POST /api/admin/itineraries beside POST
 * /api/itineraries): one declaration, its admin twin refusing everyone else with 403.
 */
function forAdmins<S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<"user", S, P, O>,
): UseCase<"admin", S, P, O> {
  return declareUseCase({ ...useCase, name: `${useCase.name} (admin door)`, who: "admin" });
}

/* ------------------------------------------------------------- reading */

/** An airport's itineraries (its LOC or ICAO id): the published ones; admins also every draft, authors their own. */
export const airportItinerariesCase = declareUseCase({
  name: "airportItineraries",
  who: "anyone",
  params: { key: z.string() },
  run: (_input, { user }, { key }) => itinerariesForAirport(key, user),
});

/** One itinerary, for the admin's delete confirmation (404 once gone). */
export const itineraryCase = declareUseCase({
  name: "itinerary",
  who: "admin",
  params: { id: itineraryId },
  run: (_input, { user }, { id }) => itineraryFor(id, user),
});

export const itineraryItemsCase = declareUseCase({
  name: "itineraryItems",
  who: "anyone",
  params: { id: itineraryId },
  run: (_input, { user }, { id }) => itemsOf(id, user),
});

export const allItinerariesCase = declareUseCase({
  name: "allItineraries",
  who: "admin",
  run: (_input, { user }) => allItineraries(user),
});

/** The admin tab's list, a page at a time (`?page=N`, from 1): a long list must not make one huge page. */
export const allItinerariesPageCase = declareUseCase({
  name: "allItinerariesPage",
  who: "admin",
  input: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).catch(1) }),
  run: ({ page }, { user }) => allItinerariesPage(user, page),
});

export const myItinerariesCase = declareUseCase({
  name: "myItineraries",
  who: "user",
  run: (_input, { user }) => itinerariesOfUser(user.id),
});

/** The item form's data: the itinerary whose items the caller may change, and the item to edit. */
export const itemFormCase = declareUseCase({
  name: "itemForm",
  who: "user",
  params: { id: itineraryId, itemId: itemId.optional() },
  run: (_input, { user }, { id, itemId }) => itemForm(id, user, itemId),
});

/** The admin create/edit screen's data: the itinerary being edited, and the places a stop can be filled from. */
export const itineraryScreenCase = declareUseCase({
  name: "itineraryScreen",
  who: "admin",
  params: { id: itineraryId.optional(), airportId: z.string().optional() },
  run: (_input, { user }, { id, airportId }) => itineraryScreen(user, id, airportId),
});

/* ------------------------------------------------------------- writing */

/** A new itinerary (always a draft) and its stops in one transaction; the author is the caller. */
export const createItineraryCase = declareUseCase({
  name: "createItinerary",
  who: "user",
  input: createItineraryInput,
  run: (input, { user }) => createItinerary(user, input),
});
export const adminCreateItineraryCase = forAdmins(createItineraryCase);

/** Admins and the author; only an admin's is_public counts. */
export const updateItineraryCase = declareUseCase({
  name: "updateItinerary",
  who: "user",
  input: updateItineraryInput,
  params: { key: itineraryId },
  run: (input, { user }, { key }) => updateItinerary(key, user, input),
});

/** The admin create/edit screen's save: blank stops skipped; an edit replaces the fields and the stops. */
export const saveItineraryScreenCase = declareUseCase({
  name: "saveItineraryScreen",
  who: "admin",
  input: itineraryScreenSchema,
  // Up to 200 stops (the JSON create's cap) of 12 fields each, and the itinerary's own.
  limits: { fields: 3_000 },
  params: { id: itineraryId.optional() },
  run: (input, { user }, { id }) => saveItineraryScreen(user, input, id),
});

export const deleteItineraryCase = declareUseCase({
  name: "deleteItinerary",
  who: "admin",
  params: { id: itineraryId },
  run: (_input, { user }, { id }) => deleteItinerary(id, user),
});

/** Publish or unpublish: the dashboard's toggle (its form's `intent`) and the two JSON calls. */
export const setPublishedCase = declareUseCase({
  name: "setPublished",
  who: "admin",
  input: z.object({ intent: z.enum(["publish", "unpublish"], { error: "Choose publish or unpublish" }) }),
  params: { id: itineraryId },
  run: ({ intent }, { user }, { id }) => setPublished(id, user, intent === "publish"),
});

/** One item, at the end of its day unless an order position is given. */
export const addItemCase = declareUseCase({
  name: "addItem",
  who: "user",
  input: itemInput,
  params: { id: itineraryId },
  run: (input, { user }, { id }) => addItem(id, user, input),
});
export const adminAddItemCase = forAdmins(addItemCase);

/** The fields given change, the others stay (a form posts all of its own). */
export const updateItemCase = declareUseCase({
  name: "updateItem",
  who: "user",
  input: itemChangesInput,
  params: { id: itineraryId, itemId },
  run: (input, { user }, { id, itemId }) => updateItem(id, itemId, user, input),
});

export const deleteItemCase = declareUseCase({
  name: "deleteItem",
  who: "user",
  params: { id: itineraryId, itemId },
  run: (_input, { user }, { id, itemId }) => deleteItem(id, itemId, user),
});

/** Every item of the itinerary (the contract's "remove all, then re-add" editing). */
export const deleteAllItemsCase = declareUseCase({
  name: "deleteAllItems",
  who: "user",
  params: { id: itineraryId },
  run: (_input, { user }, { id }) => deleteAllItems(id, user),
});
