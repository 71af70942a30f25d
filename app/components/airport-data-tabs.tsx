import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

export interface AirportDataTab<Id extends string = string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  tabs: readonly AirportDataTab<Id>[];
  current: Id;
  /** The page's query string; each tab link keeps it and only sets `tab`. */
  search: URLSearchParams;
  /** The id of the element the links' fragment lands on (the section around the tabs), so a full reload keeps the tabs in view. */
  anchor: string;
  children: React.ReactNode;
}

/** The link to a tab: the same page and query, with `tab` set and a fragment that lands on the panel. */
export function tabHref(search: URLSearchParams, tab: string, anchor?: string): string {
  const next = new URLSearchParams(search);
  next.set("tab", tab);
  return `?${next.toString()}${anchor ? `#${anchor}` : ""}`;
}

/**
 * Section switcher for the FAA Operational Data. Each "tab" is a plain link
 * (`?tab=remarks`), so it works without JavaScript; with JavaScript the Link
 * switches client-side without a reload or a scroll jump. It is marked up as a
 * navigation of links with aria-current, not as an ARIA tablist: an ARIA tab
 * promises arrow-key focus movement and an in-page panel swap, which a plain
 * link cannot keep without JavaScript.
 */
export function AirportDataTabs<Id extends string>({ tabs, current, search, anchor, children }: Props<Id>) {
  const currentLabel = tabs.find((t) => t.id === current)?.label;
  // Without JavaScript a tab is a full page load, so its link lands on the section; once hydrated
  // the switch happens in place and the page keeps its scroll position.
  const hydrated = useHydrated();
  return (
    <div>
      <nav aria-label="FAA operational data sections" className="border-b-2 border-slate-300">
        <ul className="-mb-0.5 flex gap-x-1">
          {tabs.map((t) => {
            const active = t.id === current;
            return (
              <li key={t.id} className="flex flex-1 sm:flex-none">
                <Link
                  to={tabHref(search, t.id, hydrated ? undefined : anchor)}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={`flex w-full items-end justify-center border-b-4 px-1.5 py-2.5 text-center text-[15px] font-semibold leading-tight no-underline sm:px-4 sm:text-base ${
                    active ? "border-navy-700 text-navy-900" : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                  }`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={currentLabel} className="pt-4">
        {children}
      </section>
    </div>
  );
}
