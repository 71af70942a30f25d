import { Link } from "react-router";
import { pageNumbers, showingText, type Pagination } from "~/lib/pagination";

interface Props {
  pagination: Pagination;
  hrefFor: (page: number) => string;
}

/** Spec §2: shown only above one page; Previous, Next and the first five page numbers, all plain links. */
export function PaginationBar({ pagination: p, hrefFor }: Props) {
  if (p.totalPages <= 1) return null;
  const item = "min-w-10 rounded-md border px-3 py-2 text-center text-sm font-semibold no-underline";
  const idle = `${item} border-slate-400 bg-white text-slate-800 hover:bg-slate-100`;
  const disabled = `${item} border-slate-200 bg-slate-100 text-slate-400`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700">{showingText(p)}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {p.hasPreviousPage ? (
            <Link to={hrefFor(p.page - 1)} className={idle} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageNumbers(p).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              className={n === p.page ? `${item} border-navy-700 bg-navy-700 text-white` : idle}
              aria-current={n === p.page ? "page" : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {p.hasNextPage ? (
            <Link to={hrefFor(p.page + 1)} className={idle} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
