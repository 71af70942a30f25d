import { findAirportByCode } from "~/models/airports.server";
import { canonicalId, displayName } from "~/lib/display";
import { satelliteImageUrl } from "./satellite.server";

/** Spec §2: six fixed destinations — Santa Rosa, Santa Barbara, Page, Mackinac Island, Sedona, Wakefield. */
export const FEATURED_CODES = ["STS", "SBA", "PGA", "MCD", "SEZ", "AKQ"] as const;

export interface FeaturedDestination {
  id: string;
  name: string;
  city: string;
  state: string | null;
  photoUrl: string | null;
}

/** Spec §3 Featured photo record, answered by GET /api/places/cached-photos. */
export interface FeaturedPhoto {
  airport_code: string;
  photo_url: string;
  place_name: string;
}

/**
 * The featured airports' photos. No place-photo service is configured, so each
 * record is the satellite picture of the airport itself (600×300, zoom 14);
 * with SATELLITE_URL_TEMPLATE empty there are no records and the cards show
 * the stock picture (docs/decisions/0012-featured-photos.md).
 */
export function cachedPhotos(): FeaturedPhoto[] {
  return FEATURED_CODES.flatMap((code) => {
    const a = findAirportByCode(code);
    if (!a) return [];
    const url = satelliteImageUrl({ lat: a.latitude, lng: a.longitude, zoom: 14, size: [600, 300] });
    return url ? [{ airport_code: canonicalId(a), photo_url: url, place_name: displayName(a.name) }] : [];
  });
}

export function featuredDestinations(): FeaturedDestination[] {
  const photos = new Map(cachedPhotos().map((p) => [p.airport_code, p.photo_url]));
  return FEATURED_CODES.flatMap((code) => {
    const a = findAirportByCode(code);
    if (!a) return [];
    const id = canonicalId(a);
    return [
      { id, name: displayName(a.name), city: displayName(a.city), state: a.state, photoUrl: photos.get(id) ?? null },
    ];
  });
}
