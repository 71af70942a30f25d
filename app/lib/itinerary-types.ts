import type { ItemType, TripSeason, TripStyle } from "./itinerary-schemas";

/**
 * An itinerary, its items and the places a stop can be filled from, as the
 * JSON calls answer them and the pages show them (docs/product.md,
 * "Itineraries"): one type each, written by app/services/itineraries.server.ts
 * and read by the components. Client-safe.
 */

/** An item as answered: both spellings of the fields the contract names two ways (docs/decisions/0030-itinerary-fields.md). */
export interface ItineraryItem {
  id: number;
  itinerary_id: number;
  item_type: ItemType;
  type: ItemType;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  notes: string | null;
  location: string | null;
  day_number: number;
  day: number;
  time: string | null;
  order_index: number;
  orderPosition: number;
  estimated_duration: number | null;
  estimated_cost: number | null;
}

export interface Itinerary {
  id: number;
  userId: number | null;
  airport_loc_id: string;
  title: string;
  description: string;
  duration_days: number;
  trip_season: TripSeason | null;
  trip_style: TripStyle | null;
  is_public: boolean;
  status: "draft" | "published";
  estimated_cost: number | null;
  created_at: string;
  updated_at: string;
  items: ItineraryItem[];
}

/** A place near the airport that a stop can be filled from (name, address, phone, website). */
export interface PlaceChoice {
  key: string;
  group: "Things to do" | "Landmarks" | "Restaurants" | "Lodging";
  item_type: ItemType;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
}
