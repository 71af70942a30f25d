import { Link } from "react-router";

export interface LinkTab {
  id: string;
  label: string;
  href: string;
}

interface Props {
  /** The accessible name of the navigation, e.g. "Tools". */
  label: string;
  tabs: readonly LinkTab[];
  current: string;
  /** Replace the history entry instead of adding one (switching a form's tab). */
  replace?: boolean;
  /** More tabs than a 320 px phone fits in one row: they wrap onto a second row, each whole. */
  wrap?: boolean;
}

/**
 * Tabs that are plain links, each its own URL, so they work without
 * JavaScript; with it, React Router switches without a reload or a scroll
 * jump. Marked up as a navigation with aria-current rather than an ARIA
 * tablist: a tablist promises arrow-key focus and an in-page panel swap,
 * which a link cannot keep without JavaScript.
 */
export function LinkTabs({ label, tabs, current, replace, wrap }: Props) {
  return (
    <nav aria-label={label} className="border-b-2 border-slate-300">
      <ul className={`-mb-0.5 flex gap-x-1 ${wrap ? "flex-wrap" : ""}`}>
        {tabs.map((t) => {
          const active = t.id === current;
          return (
            <li key={t.id} className={wrap ? "flex" : "flex flex-1 sm:flex-none"}>
              <Link
                to={t.href}
                replace={replace}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`flex w-full items-end justify-center border-b-4 px-1.5 py-2.5 text-center text-[15px] font-semibold leading-tight no-underline sm:px-4 sm:text-base ${
                  active
                    ? "border-navy-700 text-navy-900"
                    : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
