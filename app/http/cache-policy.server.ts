/**
 * How long a shared cache (a CDN, a caching proxy) may keep an anonymous page or a public GET
 * answer (docs/decisions/0084-cacheable-anonymous-answers.md): one minute; a browser keeps a
 * copy but asks again each time (max-age=0), answered 304 while nothing changed. The weather
 * behind a page is refreshed every 5 minutes (docs/decisions/0009-weather-refresh.md) and an
 * admin's change to a place shows at once in this process; a kept copy adds at most a
 * minute to either. The edge (server/shared-answers.mjs) gives such an answer its ETag and
 * `Vary: Cookie`, and turns it into `private, no-store` whenever the request carried a cookie.
 */
export const PUBLIC_SHORT = "public, max-age=0, s-maxage=60";

/**
 * A page route's `headers` export: its anonymous 200 answer may be kept; an error answer is not.
 * React Router calls it for the document and for the page's `.data` requests alike.
 */
export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): Record<string, string> {
  return errorHeaders ? {} : { "Cache-Control": PUBLIC_SHORT };
}

/** The `headers` option of a public GET door (jsonDoor). */
export const PUBLIC_ANSWER = { "Cache-Control": PUBLIC_SHORT } as const;
