import { Link } from "react-router";
import { ItineraryDayList, ItineraryStatusBadge } from "~/components/itinerary-day-list";
import type { ItineraryItemAnswer, ItineraryItemFormData } from "~/components/itinerary-item-form";
import { lazyPart } from "~/lib/lazy-part";
import { dialogFormProps, RouteDialog } from "~/components/route-dialog";
import { itineraryFacts } from "~/lib/itinerary-facts";
import type { Itinerary } from "~/lib/itinerary-types";

interface ShownItinerary extends Itinerary {
  /** The viewer may add and edit items (admins, the author). */
  editable: boolean;
}

interface Props {
  itineraries: ShownItinerary[];
  isAdmin: boolean;
  /** The id in this page's URL (ICAO or LOC), for links. */
  airportId: string;
}

/** The item form and its zod schema load when the dialog opens (issue 23). */
const itemForm = lazyPart(() => import("~/components/itinerary-item-form"));

/** The item dialog (docs/product.md, "Itineraries"): its own page without JavaScript. */
function ItemDialog({
  editing,
  ...props
}: {
  href: string;
  editing: boolean;
  trigger: React.ReactNode;
  triggerClassName: string;
}) {
  return (
    <RouteDialog<ItineraryItemFormData, ItineraryItemAnswer>
      title={editing ? "Edit Item" : "Add Item"}
      load={itemForm.load}
      {...props}
    >
      {(data, form) => {
        const { ItineraryItemForm } = itemForm.get()!;
        return (
          <>
            <p className="-mt-3 mb-4 text-sm text-slate-700">{data.itinerary.title}</p>
            <ItineraryItemForm data={data} submitting={form.fetcher.formData} {...dialogFormProps(form)} />
          </>
        );
      }}
    </RouteDialog>
  );
}

/**
 * Suggested Itineraries on an airport page (docs/product.md, "Itineraries"). Without
 * itineraries the section is shown only to admins, as a prompt to create one.
 * Each itinerary's stops open in a <details>, so reading needs no JavaScript.
 */
export function AirportItineraries({ itineraries, isAdmin, airportId }: Props) {
  if (itineraries.length === 0 && !isAdmin) return null;
  const createHref = `/itineraries/create/${encodeURIComponent(airportId)}`;
  return (
    <section id="itineraries" aria-labelledby="itineraries-heading" className="mt-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="itineraries-heading" className="text-xl font-bold text-navy-900">
          Suggested Itineraries
        </h2>
        {isAdmin && itineraries.length > 0 && (
          <Link to={createHref} className="btn-secondary px-3 py-1 text-sm">
            Create Itinerary
          </Link>
        )}
      </div>
      {itineraries.length === 0 ? (
        <div className="card p-5 text-slate-800">
          <p>No itineraries for this airport yet.</p>
          <Link to={createHref} className="btn-primary mt-3">
            Create an itinerary for {airportId}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {itineraries.map((it) => {
            const facts = itineraryFacts(it);
            return (
              <li key={it.id} id={`itinerary-${it.id}`} className="card p-4">
                <article aria-labelledby={`itinerary-title-${it.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`itinerary-title-${it.id}`} className="text-lg font-bold text-slate-900">
                      {it.title}
                    </h3>
                    {(!it.is_public || isAdmin) && <ItineraryStatusBadge published={it.is_public} />}
                  </div>
                  <p className="text-sm text-slate-700">{facts.join(" · ")}</p>
                  <p className="mt-2 text-slate-800">{it.description}</p>
                  <details className="mt-3 rounded-md border border-slate-200">
                    <summary className="cursor-pointer px-3 py-2 font-semibold">
                      {it.items.length} {it.items.length === 1 ? "stop" : "stops"}
                      <span className="sr-only"> of {it.title}</span>
                    </summary>
                    <div className="px-3 pb-3">
                      <ItineraryDayList
                        items={it.items}
                        headingLevel={4}
                        editControl={
                          it.editable
                            ? (item) => (
                                <ItemDialog
                                  href={`/itineraries/${it.id}/items/${item.id}/edit`}
                                  editing
                                  trigger={
                                    <>
                                      Edit<span className="sr-only"> {item.name}</span>
                                    </>
                                  }
                                  triggerClassName="standalone-link text-sm font-semibold text-navy-700"
                                />
                              )
                            : undefined
                        }
                      />
                      {it.editable && (
                        <div className="mt-3">
                          <ItemDialog
                            href={`/itineraries/${it.id}/items/new`}
                            editing={false}
                            trigger={
                              <>
                                Add Item<span className="sr-only"> to {it.title}</span>
                              </>
                            }
                            triggerClassName="btn-secondary px-3 py-1 text-sm"
                          />
                        </div>
                      )}
                    </div>
                  </details>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
