import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { STATUS_LABELS } from "~/lib/feedback-status";
import { dayMonthYearTime } from "~/lib/date-format";

/** Spec §4, §9: the place-suggestion and contact lists refetch every 10 seconds (with JavaScript). */
export const DASHBOARD_REFRESH_MS = 10_000;

/** Revalidates the page's loaders every 10 s while the tab is visible and nothing is being sent. */
export function useAutoRefresh(ms = DASHBOARD_REFRESH_MS) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !busy) void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [busy, ms, revalidator]);
}

const BADGE: Record<string, string> = {
  new: "bg-blue-100 text-blue-900",
  pending: "bg-amber-100 text-amber-900",
  in_progress: "bg-purple-100 text-purple-900",
  approved: "bg-green-100 text-green-900",
  resolved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[status] ?? "bg-slate-100"}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** The status filter: links (?status=), so it works without JavaScript. */
export function StatusFilter({
  path,
  statuses,
  current,
}: {
  path: string;
  statuses: readonly string[];
  current: string | null;
}) {
  const options = [
    { id: null as string | null, label: "All" },
    ...statuses.map((s) => ({ id: s, label: STATUS_LABELS[s] ?? s })),
  ];
  return (
    <nav aria-label="Filter by status" className="mb-3 flex flex-wrap gap-2 text-sm">
      {options.map((o) => (
        <Link
          key={o.label}
          to={o.id ? `${path}?status=${o.id}` : path}
          preventScrollReset
          aria-current={o.id === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 no-underline ${o.id === current ? "border-navy-700 bg-navy-700 text-white" : "border-slate-300 text-slate-800 hover:border-slate-500"}`}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}

/** Spec §2: the dashboard lists scroll within 600 px. */
export function ScrollList({ label, children, empty }: { label: string; children: React.ReactNode[]; empty: string }) {
  if (children.length === 0)
    return (
      <p
        tabIndex={-1}
        data-focus-fallback
        className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700"
      >
        {empty}
      </p>
    );
  return (
    <ul aria-label={label} className="max-h-[600px] space-y-3 overflow-y-auto pr-1" data-testid="admin-list">
      {children}
    </ul>
  );
}

/** One status move, a plain form post. */
export function StatusButton({
  id,
  to,
  label,
  intent = "status",
  primary,
}: {
  id: number;
  to: string;
  label: string;
  intent?: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={to} />
      <button type="submit" className={`${primary ? "btn-primary" : "btn-secondary"} px-3 py-1 text-sm`}>
        {label}
      </button>
    </Form>
  );
}

export const formatWhen = (iso: string) => `${dayMonthYearTime(new Date(iso))} UTC`;

/**
 * The query of a dashboard list's address: its status filter and its page (the first page says
 * neither), so a link, a review and a status change keep the list where the admin was.
 */
export function listQuery(status: string | null, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  return query.size ? `?${query}` : "";
}

/**
 * Plain links between the pages of a dashboard list (docs/decisions/0073, 0115): they work
 * without JavaScript; shown only when there is more than one page.
 */
export function ListPager({
  path,
  list: { status = null, page, pages, total },
  label,
  noun,
}: {
  path: string;
  /** Where the list is: its status filter (none for a list without one), page, pages and rows. */
  list: { status?: string | null; page: number; pages: number; total: number };
  /** The nav's accessible name, e.g. "Contact message pages". */
  label: string;
  /** What the list holds, plural, e.g. "messages". */
  noun: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={`${path}${listQuery(status, page - 1)}`} className="btn-secondary px-3 py-1" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">{`Page ${page} of ${pages} (${total} ${noun})`}</p>
      {page < pages ? (
        <Link to={`${path}${listQuery(status, page + 1)}`} className="btn-secondary px-3 py-1" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
