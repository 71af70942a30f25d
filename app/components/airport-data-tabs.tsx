import { LinkTabs } from "./link-tabs";
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
 * Section switcher for the FAA Operational Data: link tabs (`?tab=remarks`)
 * above the current section.
 */
export function AirportDataTabs<Id extends string>({ tabs, current, search, anchor, children }: Props<Id>) {
  const currentLabel = tabs.find((t) => t.id === current)?.label;
  // Without JavaScript a tab is a full page load, so its link lands on the section; once hydrated
  // the switch happens in place and the page keeps its scroll position.
  const hydrated = useHydrated();
  return (
    <div>
      <LinkTabs
        label="FAA operational data sections"
        current={current}
        tabs={tabs.map((t) => ({ ...t, href: tabHref(search, t.id, hydrated ? undefined : anchor) }))}
      />
      <section aria-label={currentLabel} className="pt-4">
        {children}
      </section>
    </div>
  );
}
