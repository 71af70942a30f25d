import { Link, Outlet, useParams } from "react-router";
import type { Route } from "./+types/admin.place-suggestions";
import {
  formatWhen,
  ListPager,
  listQuery,
  ScrollList,
  StatusBadge,
  StatusFilter,
  useAutoRefresh,
} from "~/components/admin-parts";
import { SUGGESTION_STATUSES } from "~/lib/feedback-schemas";
import { STATUS_LABELS } from "~/lib/feedback-status";
import { loaderDoor } from "~/http/page-door.server";
import { placeSuggestionsPageCase } from "~/use-cases/feedback.server";

export const loader = loaderDoor(placeSuggestionsPageCase);

export const meta: Route.MetaFunction = () => [{ title: "Place Suggestions | Admin Dashboard | AirportFinder" }];

/** The list; the review dialog is the child route /admin/place-suggestions/{id} (its own page without JavaScript). */
export default function AdminPlaceSuggestions({ loaderData }: Route.ComponentProps) {
  const { items, status, page } = loaderData;
  const { id: open } = useParams();
  useAutoRefresh();
  const query = listQuery(status, page);
  return (
    <section aria-labelledby="admin-suggestions-heading">
      <h2 id="admin-suggestions-heading" className="mb-3 text-xl font-bold text-navy-900">
        Place Suggestions
      </h2>
      <StatusFilter path="/admin/place-suggestions" statuses={SUGGESTION_STATUSES} current={status} />
      <ScrollList
        label="Place suggestions"
        empty={status ? `No ${STATUS_LABELS[status]?.toLowerCase()} suggestions.` : "No suggestions yet."}
      >
        {items.map((s) => (
          <li
            key={s.id}
            className={`card p-4 ${String(s.id) === open ? "ring-2 ring-navy-700" : ""}`}
            data-testid={`suggestion-${s.id}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={s.status} />
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                {s.type === "activity" ? `Activity · ${s.category === "kids" ? "Kids" : "Adults"}` : "Landmark"}
              </span>
              <Link
                to={`/airport/${encodeURIComponent(s.airportLocId)}`}
                className="standalone-link text-sm font-semibold"
              >
                {s.airportLocId}
              </Link>
              <span className="ml-auto text-xs text-slate-600">
                #{s.id} · {formatWhen(s.submittedAt)}
              </span>
            </div>
            <h3 className="mt-2 font-semibold text-slate-900">{s.name}</h3>
            <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-sm text-slate-800">{s.description}</p>
            {s.adminNotes && <p className="mt-1 text-xs text-slate-700">Notes: {s.adminNotes}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/place-suggestions/${s.id}${query}`}
                preventScrollReset
                className="btn-secondary px-3 py-1 text-sm"
              >
                Review<span className="sr-only"> {s.name}</span>
              </Link>
              {s.createdPlaceShown ? (
                <span className="text-xs font-semibold text-green-800">On the airport page</span>
              ) : (
                s.createdPlaceId != null && (
                  <span className="text-xs font-semibold text-amber-900">Hidden from the airport page</span>
                )
              )}
            </div>
          </li>
        ))}
      </ScrollList>
      <ListPager path="/admin/place-suggestions" list={loaderData} label="Place suggestion pages" noun="suggestions" />
      <Outlet />
    </section>
  );
}
