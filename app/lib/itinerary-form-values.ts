import { DEFAULT_STOP_MINUTES, DEFAULT_STOP_TIME } from "./itinerary-labels";
import type { Itinerary, ItineraryItem } from "./itinerary-types";

/**
 * What the item form and the create screen's stops show before anything is
 * typed (docs/product.md, "Itineraries"): the field values as the form posts
 * them, strings. Client-safe.
 */

/** conform's hidden intent field: the create screen's list buttons and Fill post it. */
export const INTENT_FIELD = "__intent__";

const text = (v: string | number | null | undefined) => (v == null ? "" : String(v));

/** A new stop or item on `day`: type custom, 09:00, 60 minutes. */
export const newStopValues = (day: number) => ({
  item_type: "custom",
  day_number: String(day),
  time: DEFAULT_STOP_TIME,
  estimated_duration: String(DEFAULT_STOP_MINUTES),
});

/** A saved item's fields as form values. */
export function itemFormValues(item: ItineraryItem): Record<string, string> {
  return {
    item_type: item.item_type,
    name: item.name,
    description: text(item.description),
    address: text(item.address),
    phone: text(item.phone),
    website: text(item.website),
    notes: text(item.notes),
    day_number: String(item.day_number),
    time: text(item.time),
    order_index: String(item.order_index),
    estimated_duration: text(item.estimated_duration),
    estimated_cost: text(item.estimated_cost),
  };
}

/** The create screen's values for an itinerary being edited: its fields and its stops (one new stop when it has none). */
export function itineraryFormValues(itinerary: Itinerary) {
  return {
    airport_loc_id: itinerary.airport_loc_id,
    title: itinerary.title,
    description: itinerary.description,
    duration_days: String(itinerary.duration_days),
    trip_season: text(itinerary.trip_season),
    trip_style: text(itinerary.trip_style),
    estimated_cost: text(itinerary.estimated_cost),
    stops: itinerary.items.length ? itinerary.items.map(itemFormValues) : [newStopValues(1)],
  };
}

/** The create screen's values for a new itinerary: the create defaults (1 day, year-round, adventure). */
export function newItineraryValues(airport: string) {
  return {
    airport_loc_id: airport,
    title: "",
    description: "",
    duration_days: "1",
    trip_season: "year-round",
    trip_style: "adventure",
    estimated_cost: "",
    stops: [newStopValues(1)],
  };
}
