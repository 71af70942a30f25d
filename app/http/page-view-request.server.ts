import { clientIp } from "~/http/client-address.server";
import type { PageViewInput } from "~/services/page-views.server";

/** The request facts a page view needs (the address is only hashed, never stored). */
export function pageViewFacts(request: Request): Omit<PageViewInput, "route" | "departure"> {
  return {
    userAgent: request.headers.get("user-agent"),
    clientAddress: clientIp(request),
    referrer: request.headers.get("referer"),
    host: request.headers.get("host") ?? new URL(request.url).host,
  };
}
