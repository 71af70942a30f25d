import type { Restaurant } from "~/services/places.server";
import { SaveToggle } from "~/components/save-toggle";
import { RESTAURANT_CATEGORIES, priceLevelLabel, type SavedKind } from "~/lib/saved-items";

/** Near-field distances read better with a decimal: '0.4 NM', '2.5 NM', '12 NM'. */
export const formatPlaceDistance = (nm: number) => (nm < 10 ? `${(Math.round(nm * 10) / 10).toLocaleString("en-US")} NM` : `${Math.round(nm)} NM`);

interface Place {
  id: number;
  name: string;
  distance_nm: number;
  summary: string | null;
  address?: string | null;
  phone: string | null;
  website: string | null;
  /** '$' to '$$$$' (restaurants). */
  price_level?: string | null;
  rating?: number | null;
}

export interface AirportPlacesProps {
  activities: (Omit<Place, "price_level"> & { category: string; address: string | null })[];
  landmarks: (Omit<Place, "price_level"> & { address: string | null })[];
  restaurants: Omit<Restaurant, "airport_loc_id">[];
  categoryDescriptions: { adults: string; kids: string };
  /** Ids of the signed-in user's saved items; null when signed out (no save controls then). */
  saved: { activities: number[]; landmarks: number[]; restaurants: number[] } | null;
}

/** Only http(s) links from curated content become links. */
const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);

function PlaceItem({ kind, place, saved }: { kind: SavedKind; place: Place; saved: number[] | null }) {
  const website = safeWebsite(place.website);
  const price = place.price_level ? priceLevelLabel(place.price_level) : null;
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{place.name}</span>
          <span className="text-sm tabular-nums text-slate-700">{formatPlaceDistance(place.distance_nm)}</span>
        </p>
        {(price || place.rating != null) && (
          <p className="mt-0.5 text-sm text-slate-700">
            {price && (
              <span>
                <span className="font-semibold text-slate-900">{place.price_level}</span> {price}
              </span>
            )}
            {price && place.rating != null && <span aria-hidden="true"> · </span>}
            {place.rating != null && <span>{`Rated ${place.rating.toFixed(1)}`}</span>}
          </p>
        )}
        {place.summary && <p className="mt-1 text-sm text-slate-800">{place.summary}</p>}
        {place.address && <p className="mt-1 text-sm text-slate-700">{place.address}</p>}
        {(place.phone || website) && (
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {place.phone && (
              <a href={`tel:${place.phone.replace(/[^\d+]/g, "")}`} className="font-semibold underline">
                {place.phone}
              </a>
            )}
            {website && (
              <a href={website} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                Website<span className="sr-only"> of {place.name} (opens in a new tab)</span>
              </a>
            )}
          </p>
        )}
      </div>
      {saved && <SaveToggle kind={kind} itemId={place.id} saved={saved.includes(place.id)} signedIn itemName={place.name} />}
    </li>
  );
}

function PlaceList({ kind, places, saved, empty }: { kind: SavedKind; places: Place[]; saved: number[] | null; empty: string }) {
  if (places.length === 0) return <p className="py-3 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {places.map((p) => (
        <PlaceItem key={p.id} kind={kind} place={p} saved={saved} />
      ))}
    </ul>
  );
}

/**
 * Spec §2 airport detail: 'Things to Do' (For Adults, For Kids, restaurants in
 * Quick Bites and Settle In) and 'Notable Landmarks', each only when there is
 * content to show.
 */
export function AirportPlaces({ activities, landmarks, restaurants, categoryDescriptions, saved }: AirportPlacesProps) {
  const adults = activities.filter((a) => a.category !== "kids");
  const kids = activities.filter((a) => a.category === "kids");
  const dining = RESTAURANT_CATEGORIES.map((c) => ({
    ...c,
    places: restaurants
      .filter((r) => r.category === c.id)
      .map((r): Place => ({ ...r, name: r.restaurant_name, summary: r.restaurant_description })),
  })).filter((c) => c.places.length > 0);

  return (
    <>
      {(activities.length > 0 || dining.length > 0) && (
        <section id="things-to-do" aria-labelledby="things-to-do-heading" className="mt-8 scroll-mt-20">
          <h2 id="things-to-do-heading" className="mb-3 text-xl font-bold text-navy-900">
            Things to Do
          </h2>
          {activities.length > 0 && (
            <div className="grid gap-4 md:grid-cols-2">
              <div className="card p-4 sm:p-5">
                <h3 className="text-lg font-bold text-navy-900">For Adults</h3>
                <p className="mt-1 text-sm text-slate-700">{categoryDescriptions.adults}</p>
                <PlaceList kind="activity" places={adults} saved={saved?.activities ?? null} empty="Nothing listed for adults yet." />
              </div>
              <div className="card p-4 sm:p-5">
                <h3 className="text-lg font-bold text-navy-900">For Kids</h3>
                <p className="mt-1 text-sm text-slate-700">{categoryDescriptions.kids}</p>
                <PlaceList kind="activity" places={kids} saved={saved?.activities ?? null} empty="Nothing listed for kids yet." />
              </div>
            </div>
          )}
          {dining.length > 0 && (
            <div className="card mt-4 p-4 sm:p-5">
              <h3 className="text-lg font-bold text-navy-900">Restaurants</h3>
              <div className={`grid gap-x-6 ${dining.length > 1 ? "md:grid-cols-2" : ""}`}>
                {dining.map((c) => (
                  <div key={c.id} className="mt-2">
                    <h4 className="font-semibold text-slate-800">{c.label}</h4>
                    <PlaceList kind="restaurant" places={c.places} saved={saved?.restaurants ?? null} empty="" />
                  </div>
                ))}
              </div>
            </div>
          )}
        </section>
      )}
      {landmarks.length > 0 && (
        <section id="landmarks" aria-labelledby="landmarks-heading" className="mt-8 scroll-mt-20">
          <h2 id="landmarks-heading" className="mb-3 text-xl font-bold text-navy-900">
            Notable Landmarks
          </h2>
          <div className="card px-4 sm:px-5">
            <PlaceList kind="landmark" places={landmarks} saved={saved?.landmarks ?? null} empty="" />
          </div>
        </section>
      )}
    </>
  );
}
