import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { pageViewFacts } from "~/http/page-view-request.server";
import { isOfflineCopy } from "~/http/offline-copy.server";
import { NonceProvider } from "~/lib/nonce";
import { routePattern, searchedDeparture } from "~/lib/page-views";
import { config, firstLine, stopStart } from "~/config.server";
import { PAGE_ROUTE_HEADER } from "../server/edge-contract.mjs";
import { connection } from "~/models/db.server";
import { ensureReferenceData } from "~/services/reference-data.server";
import { startFaaRefresher, stopFaaRefresher } from "~/services/faa-refresh.server";
import { startSessionSweeper } from "~/services/sessions.server";
import { startMailRetryLoop } from "~/services/mail.server";
import { flushPageViews, recordPageView } from "~/services/page-views.server";
import { ensurePlaces } from "~/services/places-import.server";
import { startWeatherRefresher, stopWeatherRefresher } from "~/services/weather.server";
import { startLivePlacesRefresher, stopLivePlacesRefresher } from "~/services/live-places.server";

// Migrate and, on a fresh database, import the bundled FAA snapshot before the first request.
// A database that cannot be opened or written is one clear line, not a stack (docs/decisions/0017-production-settings.md).
try {
  const { sqlite } = connection();
  // A write lock taken and given back: a read-only file or folder fails here, not at a pilot's first save.
  sqlite.exec("BEGIN IMMEDIATE; ROLLBACK");
} catch (error) {
  stopStart(
    `the database at ${config.databasePath} cannot be opened and written (${firstLine(error)}). Check DATABASE_PATH.`,
  );
}
ensureReferenceData(connection().sqlite);
// Then, once, the places near every airport from the bundled open data (docs/decisions/0022-places-import.md).
ensurePlaces(connection().sqlite);
// Expired sessions go now and every hour.
startSessionSweeper();
// Load the AWC's METAR cache now and every 5 minutes, in the background (docs/decisions/0009-weather-refresh.md).
startWeatherRefresher();
// Send queued mail, and retry what failed with backoff (docs/decisions/0027-mail-queue.md).
startMailRetryLoop();
// Check the FAA for a newer 28-day cycle now and daily, one process at a time (docs/decisions/0064-faa-self-refresh.md).
startFaaRefresher();
// Refresh the live places of viewed airports and warm the featured ones, one process at a time (docs/decisions/0080-live-places-cache.md).
startLivePlacesRefresher();

export const streamTimeout = 5_000;

/**
 * Called by the server (server/index.mjs) on SIGTERM once the requests in
 * flight are done: buffered page views written, the weather and FAA leases
 * handed back, the database closed.
 */
export function shutdown() {
  flushPageViews();
  stopWeatherRefresher();
  stopFaaRefresher();
  stopLivePlacesRefresher();
  connection().sqlite.close();
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // The edge's per-request CSP nonce (server/security-headers.mjs); absent under `react-router dev`.
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const route = countDocumentView(request, responseStatusCode, routerContext);
  // For the edge's kept copy (server/answer-cache.mjs): a view it answers is counted as this one was. Never sent.
  if (route) responseHeaders.set(PAGE_ROUTE_HEADER, route);
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort a render that outlives the stream timeout; cleared when the body ends so shutdown is not held up.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML, however large the page: React
        // would otherwise send it apart with an inline script to move it, which a page without
        // JavaScript (and the hash CSP of docs/decisions/0084) never runs. The airport page's
        // parts loaded when shown sit in such boundaries (docs/decisions/0089-airport-page-parts-on-demand.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("X-Content-Type-Options", "nosniff");
          responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
          responseHeaders.set("X-Frame-Options", "DENY");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A document GET is a page view, counted here (JavaScript on or off); the
 * browser reports only the client-side navigations after it
 * (app/services/page-views.server.ts).
 */
function countDocumentView(request: Request, status: number, routerContext: EntryContext): string | null {
  if (request.method !== "GET" || status >= 500) return null;
  // The service worker keeping a copy for offline use is not a visit (docs/decisions/0087-offline-pages.md).
  if (isOfflineCopy(request)) return null;
  const matches = routerContext.staticHandlerContext.matches;
  const last = matches[matches.length - 1];
  if (!last) return null;
  const route = routePattern(last.pathname, last.params);
  recordPageView({
    ...pageViewFacts(request),
    route,
    departure: searchedDeparture(route, new URL(request.url).search),
  });
  return route;
}

/**
 * A page the edge answered from its kept copy (server/answer-cache.mjs,
 * docs/decisions/0085-caching-in-front.md) is a view as a rendered one is.
 */
export function countKeptPageView(request: Request, route: string) {
  recordPageView({
    ...pageViewFacts(request),
    route,
    departure: searchedDeparture(route, new URL(request.url).search),
  });
}

/**
 * The data's version for the edge's kept answers: changes whenever anything commits to the
 * database, another connection (another process, an import: `data_version`) or this one (a
 * weather refresh, a save: `total_changes()`). Buffered page views, written every few seconds,
 * start a new version too: a kept answer then lives that long under traffic.
 */
let totalChanges: (() => unknown) | undefined;
export function answerVersion(): string {
  const { sqlite } = connection();
  totalChanges ??= (() => {
    const statement = sqlite.prepare("SELECT total_changes()").pluck();
    return () => statement.get();
  })();
  return `${sqlite.pragma("data_version", { simple: true })}.${totalChanges()}`;
}
