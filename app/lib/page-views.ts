/**
 * First-party page views (issue 12, docs/decisions/0035-first-party-page-views.md):
 * the pieces the server and the browser share. A view is its route pattern
 * (`/airport/:locId`), never the path or the query string.
 */

/** `/airport/KSTS` with params {locId: 'KSTS'} → `/airport/:locId`; a splat's rest → `*`. */
export function routePattern(pathname: string, params: Record<string, string | undefined>): string {
  let path = pathname.replace(/\/+$/, "") || "/";
  const splat = params["*"];
  if (splat) {
    const encoded = splat.split("/").map(encodeURIComponent).join("/");
    if (path.endsWith(`/${encoded}`)) path = `${path.slice(0, -encoded.length)}*`;
    else if (path.endsWith(`/${splat}`)) path = `${path.slice(0, -splat.length)}*`;
    else path = "/*";
  }
  const segments = path.split("/");
  for (const [name, value] of Object.entries(params)) {
    if (name === "*" || !value) continue;
    const i = segments.findIndex((s) => s === value || s === encodeURIComponent(value));
    if (i > 0) segments[i] = `:${name}`;
  }
  return segments.join("/") || "/";
}

export const ROUTE_PATTERN = /^\/[A-Za-z0-9:*._/-]{0,100}$/;

/** The search page's departure when the view is a first results page (a departure search), else null. */
export function searchedDeparture(route: string, search: URLSearchParams | string): string | null {
  if (route !== "/") return null;
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const departure = params.get("departureAirport")?.trim().toUpperCase();
  const page = Number(params.get("page") ?? 1);
  if (!departure || !/^[A-Z0-9]{3,4}$/.test(departure) || page > 1) return null;
  return departure;
}

/** Admin › Traffic shows this many days, today included. */
export const TRAFFIC_DAYS = 30;

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** A coarse device class from the User-Agent; the string itself is never stored. */
export function deviceClass(userAgent: string | null): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}
