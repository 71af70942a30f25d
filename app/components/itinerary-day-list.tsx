import { formatStopDuration, formatStopTime, itemsByDay } from "~/lib/itinerary-days";
import { ITEM_TYPE_LABELS } from "~/lib/itinerary-labels";
import type { ItineraryItem } from "~/lib/itinerary-types";

/** Only http(s) links from user content become links. */
const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);
const formatCost = (usd: number) => `$${usd.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/**
 * An itinerary's items by day, each day in orderPosition order (docs/product.md, "Itineraries"),
 * with time, type, duration and the place's contact details. `editControl`
 * adds an Edit control to each item (admins and the author).
 */
export function ItineraryDayList({
  items,
  headingLevel = 3,
  editControl,
}: {
  items: ItineraryItem[];
  headingLevel?: 3 | 4;
  editControl?: (item: ItineraryItem) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-700">No stops yet.</p>;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-4">
      {itemsByDay(items).map(({ day, items: dayItems }) => (
        <section key={day} aria-label={`Day ${day}`}>
          <Heading className="font-bold text-navy-900">Day {day}</Heading>
          <ol className="mt-1 divide-y divide-slate-200 border-l-2 border-navy-200 pl-3">
            {dayItems.map((item) => {
              const website = safeWebsite(item.website);
              const facts = [
                formatStopTime(item.time),
                ITEM_TYPE_LABELS[item.item_type] ?? item.item_type,
                formatStopDuration(item.estimated_duration),
                item.estimated_cost != null ? formatCost(item.estimated_cost) : null,
              ].filter(Boolean);
              return (
                <li key={item.id} className="py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    {editControl?.(item)}
                  </div>
                  <p className="text-sm text-slate-700">{facts.join(" · ")}</p>
                  {item.description && <p className="mt-1 text-sm text-slate-800">{item.description}</p>}
                  {item.address && <p className="mt-1 text-sm text-slate-700">{item.address}</p>}
                  {(item.phone || website) && (
                    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                      {item.phone && (
                        <a
                          href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}
                          className="standalone-link font-semibold underline"
                        >
                          {item.phone}
                        </a>
                      )}
                      {website && (
                        <a
                          href={website}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="standalone-link font-semibold underline"
                        >
                          Website<span className="sr-only"> of {item.name} (opens in a new tab)</span>
                        </a>
                      )}
                    </p>
                  )}
                  {item.notes && <p className="mt-1 text-sm italic text-slate-700">Note: {item.notes}</p>}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The Published / Draft badge (docs/product.md, "Itineraries"). */
export function ItineraryStatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${published ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}
