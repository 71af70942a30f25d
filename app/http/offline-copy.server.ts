/**
 * The service worker's own fetch of a page it keeps for offline use (public/sw.js sends
 * `X-Offline-Copy: 1`; docs/decisions/0087-offline-pages.md). It carries the pilot's cookies but
 * is not a visit: it is not counted as a page view, and it neither shows, clears nor sets a
 * flash toast, which belongs to the page the pilot opens next.
 */
export function isOfflineCopy(request: Request): boolean {
  return request.headers.has("x-offline-copy");
}
