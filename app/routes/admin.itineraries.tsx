import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.itineraries";
import { ItineraryDayList, ItineraryStatusBadge } from "~/components/itinerary-day-list";
import { SEASON_LABELS, STYLE_LABELS } from "~/lib/itinerary-schemas";
import { itemIdParam } from "~/lib/saved-items";
import { flashHeader } from "~/http/flash.server";
import { requireAdmin } from "~/http/session.server";
import { NotFound } from "~/services/errors.server";
import { allItineraries, setPublished } from "~/services/itineraries.server";

/*
 * The Admin Dashboard's Itineraries tab (tools-admin §2): every itinerary with
 * its Published/Draft badge, publish/unpublish (a form post), edit, delete
 * (its own confirmation page), View on Site, and a link to create one.
 * Each itinerary's stops open in a <details> that scrolls within 400 px.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { itineraries: allItineraries(admin) };
}

export const meta: Route.MetaFunction = () => [{ title: "Itineraries | Admin | AirportFinder" }];

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = itemIdParam("Itinerary id").safeParse(form.get("id"));
  const failed = { title: "Error", description: "Failed to update itinerary status.", variant: "destructive" as const };
  if (!id.success || (intent !== "publish" && intent !== "unpublish")) {
    throw redirect("/admin/itineraries", { headers: { "Set-Cookie": await flashHeader(failed) } });
  }
  try {
    const itinerary = setPublished(id.data, admin, intent === "publish");
    const toast =
      intent === "publish"
        ? { title: "Itinerary Published", description: `"${itinerary.title}" is now shown on its airport page.` }
        : { title: "Itinerary Unpublished", description: `"${itinerary.title}" is a draft again.` };
    throw redirect("/admin/itineraries", { headers: { "Set-Cookie": await flashHeader(toast) } });
  } catch (error) {
    if (error instanceof NotFound)
      throw redirect("/admin/itineraries", { headers: { "Set-Cookie": await flashHeader(failed) } });
    throw error;
  }
}

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
            const facts = [
              `${it.duration_days} ${it.duration_days === 1 ? "day" : "days"}`,
              it.trip_season ? SEASON_LABELS[it.trip_season] : null,
              it.trip_style ? STYLE_LABELS[it.trip_style] : null,
              it.estimated_cost != null ? `about $${it.estimated_cost.toLocaleString("en-US")}` : null,
            ].filter(Boolean);
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
                        disabled={pendingId === String(it.id)}
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
                      className="px-1 text-sm font-semibold"
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
    </section>
  );
}
