import type { z } from "zod";
import { canonicalId } from "~/lib/display";
import { Conflict, Forbidden, InvalidInput, NotFound } from "~/services/errors.server";
import { airportPlaces } from "~/services/nearby-places.server";
import { assertMayWrite } from "~/services/email-verification.server";
import { adminRecipients, queueMail } from "~/services/mail.server";
import { findAirportByCode } from "~/models/airports.server";
import {
  allItineraryRows,
  deleteItemRow,
  deleteItemRowsOf,
  deleteItineraryRow,
  draftCountOfUser,
  insertItemRow,
  itemCountOf,
  insertItineraryWithItems,
  itemRowsOf,
  itineraryRow,
  itineraryRowsOfAirport,
  itineraryRowsOfUser,
  itineraryRowsPage,
  replaceItineraryAndItems,
  updateItemRow,
  updateItineraryRow,
  type ItineraryItemRow,
  type ItineraryRow,
  type NewItemRow,
} from "~/models/itineraries.server";
import { nextOrderPosition, stopsToSave } from "~/lib/itinerary-days";
import type {
  CreateItineraryInput,
  ItemInput,
  ItemType,
  ItineraryScreenValue,
  TripSeason,
  TripStyle,
  UpdateItineraryInput,
  itemObject,
} from "~/lib/itinerary-schemas";
import type { Itinerary, ItineraryItem, PlaceChoice } from "~/lib/itinerary-types";

/*
 * Itineraries (docs/product.md, "Itineraries"): one function per use case,
 * declared once in app/use-cases/itineraries.server.ts for the pages and the
 * /api/* routes. Who may do what, checked here on every call:
 * a published itinerary is for everyone; a draft only for admins and its author,
 * and to anyone else it does not exist (NotFound, so drafts do not leak);
 * items change for admins and the author; publishing and deleting are for admins.
 */

/** Who is asking: the signed-in user, or null. */
export type Viewer = { id: number; isAdmin: boolean } | null;

const toItem = (r: ItineraryItemRow): ItineraryItem => ({
  id: r.id,
  itinerary_id: r.itineraryId,
  item_type: r.itemType as ItemType,
  type: r.itemType as ItemType,
  name: r.name,
  description: r.description,
  address: r.address,
  phone: r.phone,
  website: r.website,
  notes: r.notes,
  location: r.location,
  day_number: r.dayNumber,
  day: r.dayNumber,
  time: r.time,
  order_index: r.orderPosition,
  orderPosition: r.orderPosition,
  estimated_duration: r.estimatedDuration,
  estimated_cost: r.estimatedCost,
});

function withItems(rows: ItineraryRow[]): Itinerary[] {
  const items = itemRowsOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    airport_loc_id: r.airportLocId,
    title: r.title,
    description: r.description,
    duration_days: r.durationDays,
    trip_season: r.tripSeason as TripSeason | null,
    trip_style: r.tripStyle as TripStyle | null,
    is_public: r.isPublic,
    status: r.isPublic ? "published" : "draft",
    estimated_cost: r.estimatedCost,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    items: items.filter((i) => i.itineraryId === r.id).map(toItem),
  }));
}

const isAuthor = (row: ItineraryRow, viewer: Viewer) =>
  viewer != null && row.userId != null && row.userId === viewer.id;
const canEdit = (row: ItineraryRow, viewer: Viewer) => viewer != null && (viewer.isAdmin || isAuthor(row, viewer));
const canSee = (row: ItineraryRow, viewer: Viewer) => row.isPublic || canEdit(row, viewer);

/** The itinerary if the viewer may see it; otherwise it does not exist for them. */
function visibleRow(id: number, viewer: Viewer): ItineraryRow {
  const row = itineraryRow(id);
  if (!row || !canSee(row, viewer)) throw new NotFound("Itinerary not found");
  return row;
}

function editableRow(id: number, viewer: Viewer): ItineraryRow {
  const row = visibleRow(id, viewer);
  if (!canEdit(row, viewer)) throw new Forbidden("Only the itinerary's author or an admin can change it");
  return row;
}

/**
 * Quotas on what one pilot may write (docs/decisions/0073-holds-quotas-and-form-limits.md); admins, who curate,
 * are not counted.
 */
export const DRAFTS_PER_USER = 20;
export const ITEMS_PER_ITINERARY = 60;
export const TOO_MANY_DRAFTS = `You already have ${DRAFTS_PER_USER} itineraries waiting for review, the most one account may have. Please wait until an admin publishes one.`;
export const TOO_MANY_ITEMS = `An itinerary may have at most ${ITEMS_PER_ITINERARY} stops.`;

function assertItemRoom(viewer: Viewer, current: number, adding: number) {
  if (!viewer?.isAdmin && current + adding > ITEMS_PER_ITINERARY) throw new Conflict(TOO_MANY_ITEMS);
}

/**
 * An author's change to a published itinerary sends it back to draft, for an admin to review again, and tells
 * the admins (docs/decisions/0073-holds-quotas-and-form-limits.md). An admin's own change keeps it published.
 */
function backToReview(row: ItineraryRow, viewer: Viewer) {
  if (!row.isPublic || viewer?.isAdmin) return;
  updateItineraryRow(row.id, { isPublic: false });
  queueMail(
    ...adminRecipients().map((to) => ({
      kind: "admin-notice-itinerary",
      to,
      subject: `Itinerary #${row.id} changed by its author: back in draft`,
      text: `The author of the published itinerary #${row.id} changed it, so it is a draft again and no longer public.\n\nReview it on the admin dashboard's Itineraries tab and publish it again if it is fine.\n\n-- \nAirportFinder`,
    })),
  );
}

function adminRow(id: number, viewer: Viewer): ItineraryRow {
  const row = itineraryRow(id);
  if (!row || !viewer?.isAdmin) throw new NotFound("Itinerary not found");
  return row;
}

/** An airport by LOC or ICAO id; the loc_id is what itineraries refer to. */
function airportLocId(code: string, field = "airport_loc_id"): string {
  const airport = findAirportByCode(code);
  if (!airport) throw new InvalidInput({ [field]: [`No airport ${code.toUpperCase()} in the FAA data`] });
  return airport.locId;
}

type ItemValues = Partial<z.output<typeof itemObject>>;

/** Item input → row fields; only the fields given (an update leaves the rest). */
function itemColumns(v: ItemValues): Partial<NewItemRow> {
  const out: Partial<NewItemRow> = {};
  if (v.item_type !== undefined) out.itemType = v.item_type;
  if (v.name !== undefined) out.name = v.name;
  if ("description" in v) out.description = v.description ?? null;
  if ("address" in v) out.address = v.address ?? null;
  if ("phone" in v) out.phone = v.phone ?? null;
  if ("website" in v) out.website = v.website ?? null;
  if ("notes" in v) out.notes = v.notes ?? null;
  if ("location" in v) out.location = v.location ?? null;
  if (v.day_number !== undefined) out.dayNumber = v.day_number;
  if ("time" in v) out.time = v.time ?? null;
  if (v.order_index !== undefined) out.orderPosition = v.order_index;
  if ("estimated_duration" in v) out.estimatedDuration = v.estimated_duration ?? null;
  if ("estimated_cost" in v) out.estimatedCost = v.estimated_cost ?? null;
  return out;
}

/** Stops in list order → rows; a stop without an order position goes to the end of its day. */
/**
 * An itinerary's days cover its stops: written with its stops (the create call, the edit screen), its
 * duration is raised to the highest stop's day, as Add Day does (docs/product.md, "Itineraries").
 */
const daysCovering = (duration: number | undefined, stops: { day_number?: number | null }[]) =>
  Math.max(duration ?? 1, ...stops.map((s) => s.day_number ?? 1));

/** One item's day must be one of the itinerary's days: the item dialog offers only those (tools-admin §2). */
function assertDayOf(itinerary: { durationDays: number }, day: number | null | undefined) {
  if (day != null && day > itinerary.durationDays)
    throw new InvalidInput({
      day_number: [`Day must be between 1 and ${itinerary.durationDays}, the itinerary's days`],
    });
}

function newItemRows(stops: (ItemValues & { name: string })[]): NewItemRow[] {
  const placed: { day_number: number; order_index: number }[] = [];
  return stops.map((stop) => {
    const day = stop.day_number ?? 1;
    const order = stop.order_index ?? nextOrderPosition(placed, day);
    placed.push({ day_number: day, order_index: order });
    return {
      ...itemColumns(stop),
      name: stop.name,
      itemType: stop.item_type ?? "custom",
      dayNumber: day,
      orderPosition: order,
    };
  });
}

/* ------------------------------------------------------------- reading */

/** GET /api/itineraries/{airportLocId} and the airport page: published ones; admins see every draft, authors their own. */
export function itinerariesForAirport(code: string, viewer: Viewer): Itinerary[] {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound("Airport not found");
  return withItems(
    itineraryRowsOfAirport(airport.locId, { allDrafts: !!viewer?.isAdmin, draftsOf: viewer?.id ?? null }),
  );
}

export function itineraryFor(id: number, viewer: Viewer): Itinerary {
  return withItems([visibleRow(id, viewer)])[0]!;
}

/** The airport page of an itinerary's airport: /airport/{ICAO or LOC id}. */
function airportPagePath(locId: string): string {
  const airport = findAirportByCode(locId);
  return `/airport/${encodeURIComponent(airport ? canonicalId(airport) : locId)}`;
}

/** Whether the viewer may add and edit this itinerary's items (the airport page's controls). */
export function mayEditItems(itinerary: Pick<Itinerary, "userId">, viewer: Viewer): boolean {
  return viewer != null && (viewer.isAdmin || (itinerary.userId != null && itinerary.userId === viewer.id));
}

/**
 * The item form (its page and the airport page's dialog): the itinerary the viewer may change
 * the items of, the item when one is named, and the airport page the form returns to. A draft
 * the viewer may not see, or an item not in it, is NotFound; one they may see but not change, Forbidden.
 */
export function itemForm(
  id: number,
  viewer: Viewer,
  itemId?: number,
): { itinerary: Itinerary; item: ItineraryItem | null; back: string } {
  const itinerary = itineraryFor(id, viewer);
  if (!mayEditItems(itinerary, viewer))
    throw new Forbidden("Only the itinerary's author or an admin can change its items.");
  const item = itemId === undefined ? null : (itinerary.items.find((i) => i.id === itemId) ?? null);
  if (itemId !== undefined && !item) throw new NotFound("Item not found");
  return { itinerary, item, back: `${airportPagePath(itinerary.airport_loc_id)}#itinerary-${itinerary.id}` };
}

/**
 * The admin create/edit screen: the itinerary being edited (none for a new one) and the places
 * near its airport that a stop can be filled from (for a new one, near `airportCode` if given).
 */
export function itineraryScreen(
  viewer: Viewer,
  id: number | undefined,
  airportCode = "",
): { itinerary: Itinerary | null; places: PlaceChoice[]; placesFor: string } {
  if (!viewer?.isAdmin) throw new Forbidden("Admin access required");
  if (id !== undefined) {
    const itinerary = itineraryFor(id, viewer);
    return { itinerary, places: placeChoices(itinerary.airport_loc_id), placesFor: itinerary.airport_loc_id };
  }
  const code = airportCode.trim().toUpperCase();
  return { itinerary: null, places: code ? placeChoices(code) : [], placesFor: code };
}

export function itemsOf(id: number, viewer: Viewer): ItineraryItem[] {
  return itineraryFor(id, viewer).items;
}

/** GET /api/admin/itineraries and the dashboard tab. */
export function allItineraries(viewer: Viewer): Itinerary[] {
  if (!viewer?.isAdmin) throw new Forbidden("Admin access required");
  return withItems(allItineraryRows());
}

/** The admin itineraries page lists this many at a time (docs/decisions/0073-holds-quotas-and-form-limits.md). */
export const ADMIN_ITINERARIES_PER_PAGE = 25;

/** One page (from 1) of every itinerary for the admin tab; a page past the end is the last one. */
export function allItinerariesPage(
  viewer: Viewer,
  page: number,
): { itineraries: Itinerary[]; page: number; pages: number; total: number } {
  if (!viewer?.isAdmin) throw new Forbidden("Admin access required");
  const size = ADMIN_ITINERARIES_PER_PAGE;
  const { total } = itineraryRowsPage(0, 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const { rows } = itineraryRowsPage((current - 1) * size, size);
  return { itineraries: withItems(rows), page: current, pages, total };
}

/** GET /api/user/itineraries: the signed-in user's own. */
export function itinerariesOfUser(userId: number): Itinerary[] {
  return withItems(itineraryRowsOfUser(userId));
}

/* ------------------------------------------------------------- writing */

/**
 * POST /api/itineraries, POST /api/admin/itineraries and the create screen:
 * the itinerary (always a draft) and its stops in ONE
 * transaction (docs/decisions/0031-itinerary-writes-and-visibility.md).
 * The author is the signed-in user.
 */
export function createItinerary(author: { id: number; isAdmin?: boolean }, input: CreateItineraryInput): Itinerary {
  assertMayWrite(author.id);
  if (!author.isAdmin && draftCountOfUser(author.id) >= DRAFTS_PER_USER) throw new Conflict(TOO_MANY_DRAFTS);
  assertItemRoom({ id: author.id, isAdmin: author.isAdmin ?? false }, 0, input.items?.length ?? 0);
  const locId = airportLocId(input.airport_loc_id);
  const id = insertItineraryWithItems(
    {
      userId: author.id,
      airportLocId: locId,
      title: input.title,
      description: input.description,
      durationDays: daysCovering(input.duration_days, input.items ?? []),
      tripSeason: input.trip_season ?? "year-round",
      tripStyle: input.trip_style ?? "adventure",
      isPublic: false,
      estimatedCost: input.estimated_cost ?? null,
    },
    newItemRows(input.items ?? []),
  );
  return withItems([itineraryRow(id)!])[0]!;
}

/** PUT /api/itineraries/{id}: admins and the author; only an admin's is_public counts (publishing is theirs). */
export function updateItinerary(id: number, viewer: Viewer, input: UpdateItineraryInput): Itinerary {
  assertMayWrite(viewer?.id);
  const row = editableRow(id, viewer);
  const changes: Parameters<typeof updateItineraryRow>[1] = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.duration_days !== undefined) changes.durationDays = input.duration_days;
  if (input.trip_season !== undefined) changes.tripSeason = input.trip_season;
  if (input.trip_style !== undefined) changes.tripStyle = input.trip_style;
  if (input.estimated_cost !== undefined) changes.estimatedCost = input.estimated_cost;
  if (input.is_public !== undefined && viewer?.isAdmin) changes.isPublic = input.is_public;
  updateItineraryRow(id, changes);
  backToReview(row, viewer);
  return itineraryFor(id, viewer);
}

/** The admin create/edit screen: blank stops are skipped; the edit replaces fields and stops in one transaction. */
export function saveItineraryScreen(viewer: Viewer, value: ItineraryScreenValue, id?: number): Itinerary {
  if (!viewer?.isAdmin) throw new Forbidden("Admin access required");
  const stops = stopsToSave(value.stops);
  if (id === undefined) return createItinerary(viewer, { ...value, items: stops });
  adminRow(id, viewer);
  replaceItineraryAndItems(
    id,
    {
      airportLocId: airportLocId(value.airport_loc_id),
      title: value.title,
      description: value.description,
      durationDays: daysCovering(value.duration_days, stops),
      tripSeason: value.trip_season ?? null,
      tripStyle: value.trip_style ?? null,
      estimatedCost: value.estimated_cost ?? null,
    },
    newItemRows(stops),
  );
  return itineraryFor(id, viewer);
}

/** DELETE /api/admin/itineraries/{id}: the itinerary and its items. */
export function deleteItinerary(id: number, viewer: Viewer): void {
  adminRow(id, viewer);
  deleteItineraryRow(id);
}

/** POST /api/admin/itineraries/{id}/publish | unpublish. */
export function setPublished(id: number, viewer: Viewer, published: boolean): Itinerary {
  adminRow(id, viewer);
  updateItineraryRow(id, { isPublic: published });
  return itineraryFor(id, viewer);
}

/** POST /api/itineraries/{id}/items (and the admin door): at the end of its day unless an order position is given. */
export function addItem(id: number, viewer: Viewer, input: ItemInput): ItineraryItem {
  assertMayWrite(viewer?.id);
  const itinerary = editableRow(id, viewer);
  assertItemRoom(viewer, itemCountOf(id), 1);
  assertDayOf(itinerary, input.day_number);
  const day = input.day_number ?? 1;
  const order = input.order_index ?? nextOrderPosition(itemsOf(id, viewer), day);
  const row = insertItemRow(id, {
    ...itemColumns(input),
    name: input.name,
    itemType: input.item_type ?? "custom",
    dayNumber: day,
    orderPosition: order,
  });
  backToReview(itinerary, viewer);
  return toItem(row);
}

/** PUT /api/itineraries/{id}/items/{itemId}: the fields given change, the others stay. */
export function updateItem(id: number, itemId: number, viewer: Viewer, input: ItemValues): ItineraryItem {
  assertMayWrite(viewer?.id);
  const itinerary = editableRow(id, viewer);
  assertDayOf(itinerary, input.day_number);
  const row = updateItemRow(id, itemId, itemColumns(input));
  if (!row) throw new NotFound("Item not found");
  backToReview(itinerary, viewer);
  return toItem(row);
}

export function deleteItem(id: number, itemId: number, viewer: Viewer): void {
  const itinerary = editableRow(id, viewer);
  if (!deleteItemRow(id, itemId)) throw new NotFound("Item not found");
  backToReview(itinerary, viewer);
}

/** DELETE /api/itineraries/{id}/items: every item (the spec's "remove all, then re-add" editing). */
export function deleteAllItems(id: number, viewer: Viewer): { deleted: number } {
  const itinerary = editableRow(id, viewer);
  const deleted = deleteItemRowsOf(id);
  backToReview(itinerary, viewer);
  return { deleted };
}

/* ------------------------------------------------------ places as stops */

/** The airport's curated places, for the create screen's "fill from a place" choice. Unknown airport: none. */
export function placeChoices(code: string): PlaceChoice[] {
  const airport = findAirportByCode(code);
  if (!airport) return [];
  const { activities, landmarks, restaurants, lodging } = airportPlaces(airport.locId);
  return [
    ...activities.map((a) => ({
      key: `activity-${a.id}`,
      group: "Things to do" as const,
      item_type: "activity" as const,
      name: a.name,
      address: a.address,
      phone: a.phone,
      website: a.website,
      description: a.summary,
    })),
    ...landmarks.map((l) => ({
      key: `landmark-${l.id}`,
      group: "Landmarks" as const,
      item_type: "landmark" as const,
      name: l.name,
      address: l.address,
      phone: l.phone,
      website: l.website,
      description: l.summary,
    })),
    ...restaurants.map((r) => ({
      key: `restaurant-${r.id}`,
      group: "Restaurants" as const,
      item_type: "dining" as const,
      name: r.restaurant_name,
      address: null,
      phone: r.phone,
      website: r.website,
      description: r.restaurant_description,
    })),
    ...lodging.map((l) => ({
      key: `lodging-${l.id}`,
      group: "Lodging" as const,
      item_type: "lodging" as const,
      name: l.name,
      address: l.address,
      phone: l.phone,
      website: l.website,
      description: l.summary,
    })),
  ];
}
