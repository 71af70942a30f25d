import { authConfig } from "~/services/auth-config.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request
 * (docs/decisions/0013-auth-and-bot-check.md). Browsers send Sec-Fetch-Site and/or Origin with every
 * POST/PUT/DELETE; anything but same-origin is refused. A request with neither
 * header is not from a browser page (curl, a server-side client), so there is no
 * victim's ambient cookie to abuse, and it passes.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  // Scheme, host and port must all match: http://host is another site than https://host.
  // Behind a TLS proxy the edge takes the scheme from X-Forwarded-Proto (TRUST_PROXY), or
  // PUBLIC_ORIGIN names the public one (docs/decisions/0019-client-ip-and-rate-limits.md).
  if (origin === new URL(request.url).origin) return false;
  const publicOrigin = authConfig.google.publicOrigin.replace(/\/+$/, "").toLowerCase();
  return !(publicOrigin && origin.toLowerCase() === publicOrigin);
}

/** What a refused cross-site request is told, as JSON and on a page alike. */
export const CROSS_SITE_REFUSED = "Cross-site request refused";

/** Throws a 403 JSON answer for a cross-site state-changing request. */
export function assertSameOrigin(request: Request) {
  if (isCrossSiteRequest(request)) {
    throw Response.json({ error: CROSS_SITE_REFUSED }, { status: 403, statusText: "Forbidden" });
  }
}
