import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { routePattern, searchedDeparture } from "~/lib/page-views";

/**
 * Reports client-side navigations as page views (core §2: on every route
 * change) with navigator.sendBeacon. The first load is not sent: the server
 * counted that document request already (app/services/page-views.server.ts).
 */
export function PageViewBeacon() {
  const location = useLocation();
  const matches = useMatches();
  const firstLoad = useRef(true);
  const last = matches[matches.length - 1];
  const route = last ? routePattern(last.pathname, last.params) : location.pathname;

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (typeof navigator.sendBeacon !== "function") return;
    const body = JSON.stringify({ route, departure: searchedDeparture(route, location.search) });
    navigator.sendBeacon("/api/analytics/event", new Blob([body], { type: "application/json" }));
    // One report per navigation (location.key), not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
