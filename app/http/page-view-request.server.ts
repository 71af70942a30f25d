import { clientIp } from "~/http/client-address.server";
import type { PageViewInput } from "~/services/page-views.server";

/**
 * What a page view knows of the request besides its route: the browser (its
 * device class, and whether it is a bot), where it came from, the host it
 * asked (docs/decisions/0035-first-party-page-views.md).
 */
export function pageViewHeaders(request: Request): Pick<PageViewInput, "userAgent" | "referrer" | "host"> {
  return {
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
    host: request.headers.get("host") ?? new URL(request.url).host,
  };
}

/** A document request's page-view facts (app/entry.server.tsx); the address is only hashed, never stored. */
export function pageViewFacts(request: Request): Omit<PageViewInput, "route" | "departure"> {
  return { ...pageViewHeaders(request), clientAddress: clientIp(request) };
}
