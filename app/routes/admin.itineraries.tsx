import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.itineraries";
import { ListPager } from "~/components/admin-parts";
import { ItineraryDayList, ItineraryStatusBadge } from "~/components/itinerary-day-list";
import { itineraryFacts } from "~/lib/itinerary-facts";
import type { Toast } from "~/lib/toast";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { allItinerariesPageCase, setPublishedCase } from "~/use-cases/itineraries.server";
import { busyProps } from "~/components/status-button";

/*
 * The Admin Dashboard's Itineraries tab (docs/product.md, "Itineraries"): every itinerary with
 * its Published/Draft badge, publish/unpublish (a form post), edit, delete
 * (its own confirmation page), View on Site, and a link to create one.
 * Each itinerary's stops open in a <details> that scrolls within 400 px. The list comes a page
 * (25) at a time, with plain links between pages (docs/decisions/0073-holds-quotas-and-form-limits.md).
 */

const itinerariesPage = loaderDoor(allItinerariesPageCase);

export async function loader(args: Route.LoaderArgs) {
  return await itinerariesPage(args);
}

export const meta: Route.MetaFunction = () => [{ title: "Itineraries | Admin | AirportFinder" }];

const BACK = "/admin/itineraries";
const FAILED: Toast = { title: "Error", description: "Failed to update itinerary status.", variant: "destructive" };

/** The publish toggle: the form's `intent` (publish or unpublish) and `id`; back to the tab with a toast. */
export const action = formAction(
  formDoor(setPublishedCase, {
    paramsFrom: (form) => ({ id: String(form.get("id") ?? "") }),
    done: (itinerary, { input }) => ({
      to: BACK,
      toast:
        input.intent === "publish"
          ? { title: "Itinerary Published", description: `"${itinerary.title}" is now shown on its airport page.` }
          : { title: "Itinerary Unpublished", description: `"${itinerary.title}" is a draft again.` },
    }),
    refusedTo: () => ({ to: BACK, toast: FAILED }),
  }),
);

export default function AdminItineraries({ loaderData }: Route.ComponentProps) {
  const { itineraries } = loaderData;
  const navigation = useNavigation();
  const pendingId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="admin-itineraries" className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-itineraries" className="text-2xl font-bold text-navy-900">
          Itineraries
        </h2>
        <Link to="/create-itinerary" className="btn-primary">
          Create Itinerary
        </Link>
      </div>
      {itineraries.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No itineraries yet. Create the first one for an airport.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {itineraries.map((it) => {
            const facts = itineraryFacts(it);
            return (
              <li key={it.id} className="card p-4">
                <article aria-labelledby={`itinerary-${it.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 id={`itinerary-${it.id}`} className="text-lg font-bold text-slate-900">
                        {it.title}
                      </h2>
                      <p className="text-sm text-slate-700">
                        <span className="font-semibold">{it.airport_loc_id}</span> · {facts.join(" · ")} ·{" "}
                        {it.items.length} {it.items.length === 1 ? "stop" : "stops"}
                      </p>
                    </div>
                    <ItineraryStatusBadge published={it.is_public} />
                  </div>
                  <p className="mt-2 text-sm text-slate-800">{it.description}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={it.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={it.is_public ? "unpublish" : "publish"}
                        className="btn-secondary px-3 py-1 text-sm"
                        {...busyProps(pendingId === String(it.id))}
                      >
                        {it.is_public ? "Unpublish" : "Publish"}
                        <span className="sr-only"> {it.title}</span>
                      </button>
                    </Form>
                    <Link to={`/itineraries/${it.id}/edit`} className="btn-secondary px-3 py-1 text-sm">
                      Edit<span className="sr-only"> {it.title}</span>
                    </Link>
                    <Link
                      to={`/admin/itineraries/${it.id}/delete`}
                      className="btn-secondary px-3 py-1 text-sm text-red-800"
                    >
                      Delete<span className="sr-only"> {it.title}</span>
                    </Link>
                    <a
                      href={`/airports/${encodeURIComponent(it.airport_loc_id)}`}
                      className="standalone-link px-1 text-sm font-semibold"
                    >
                      View on Site<span className="sr-only"> ({it.airport_loc_id})</span>
                    </a>
                  </div>
                  <details className="mt-3 rounded-md border border-slate-200">
                    <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">
                      Stops<span className="sr-only"> of {it.title}</span>
                    </summary>
                    <div
                      className="max-h-[400px] overflow-y-auto px-3 pb-3"
                      data-testid="itinerary-detail"
                      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
                      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                      tabIndex={0}
                      aria-label={`Stops of ${it.title}`}
                      role="region"
                    >
                      <ItineraryDayList items={it.items} headingLevel={3} />
                    </div>
                  </details>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager path={BACK} list={loaderData} label="Itinerary pages" noun="itineraries" />
    </section>
  );
}
