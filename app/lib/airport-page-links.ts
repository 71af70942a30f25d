import { CREATED_PARAM } from "./place-lists";
import { SEARCH_PARAM_ORDER } from "./search-param-order";

/** What the airport page reads from its own address: the tab, the place lists' switches, the row just made. */
const PAGE_PARAMS: readonly string[] = ["from", "tab", "things", "all", CREATED_PARAM];
const SEARCH_PARAMS: readonly string[] = SEARCH_PARAM_ORDER;

/**
 * The part of the airport page's query its links carry (the tabs, the place lists' Show all, the
 * way back to a search): the page's own parameters and, when opened from a search, that search's.
 * Anything else typed into the address stays out of the page's links, so a long made-up query is
 * not copied into every one of them (docs/decisions/0113-airport-page-link-query.md).
 */
export function airportLinkQuery(query: URLSearchParams): URLSearchParams {
  const fromSearch = query.get("from") === "search";
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (PAGE_PARAMS.includes(key) || (fromSearch && SEARCH_PARAMS.includes(key))) kept.append(key, value);
  }
  return kept;
}
