import path from "node:path";
import { DEFAULT_SATELLITE_URL_TEMPLATE } from "../server/satellite-default.mjs";

/** Every setting comes from the environment, with a default that works on a fresh machine. */
export const config = {
  databasePath: path.resolve(process.env.DATABASE_PATH ?? "data/app.db"),
  /** Where the FAA refresh and `npm run data:update` download the 28-day CSV set zips (APT, FRQ, ATC, AWOS, CLS_ARSP) from. */
  faaNasrBaseUrl: process.env.FAA_NASR_BASE_URL ?? "https://nfdc.faa.gov/webContent/28DaySub/extra",
  /** FAA_AUTO_UPDATE=off: the server never checks the FAA for a newer cycle (docs/decisions/0064-faa-self-refresh.md). */
  faaAutoUpdate: !/^(off|0|false|no)$/i.test((process.env.FAA_AUTO_UPDATE ?? "on").trim()),
  isProduction: process.env.NODE_ENV === "production",
  /** The Aviation Weather Center: its bulk METAR cache file and its Data API both live under this URL. */
  awcBaseUrl: (process.env.AWC_BASE_URL ?? "https://aviationweather.gov").replace(/\/+$/, ""),
  /** How long a page or /api/weather call waits for the AWC Data API before answering without it. */
  weatherFetchTimeoutMs: positiveNumber(process.env.WEATHER_FETCH_TIMEOUT_MS, 3_000),
  /** How long the background download of the bulk METAR cache file may take. */
  weatherCacheTimeoutMs: positiveNumber(process.env.WEATHER_CACHE_TIMEOUT_MS, 30_000),
  /** Seconds between background loads of the bulk METAR cache; the AWC rebuilds the file about every 5 minutes. */
  weatherRefreshSeconds: positiveNumber(process.env.WEATHER_REFRESH_SECONDS, 300),
  /**
   * Satellite picture URL with {lat} {lng} {zoom} {width} {height} {bbox} (EPSG:3857 metres)
   * placeholders. Default: Esri World Imagery's export, which needs no key. Set a keyed
   * provider's static-image URL (with its key) instead, or an empty value for the stock picture.
   */
  satelliteUrlTemplate: process.env.SATELLITE_URL_TEMPLATE ?? DEFAULT_SATELLITE_URL_TEMPLATE,
  /** The credit line the imagery's terms ask for, shown on the picture. */
  satelliteAttribution: process.env.SATELLITE_ATTRIBUTION ?? "Imagery © Esri, Maxar, Earthstar Geographics",
  /** ANALYTICS=off turns first-party page views off entirely (docs/decisions/0035-first-party-page-views.md). */
  analyticsEnabled: (process.env.ANALYTICS ?? "on").toLowerCase() !== "off",
  /** Optional Plausible-compatible events URL (e.g. https://plausible.io/api/event) that gets the same page views. */
  analyticsEndpoint: process.env.ANALYTICS_ENDPOINT?.trim() || null,
  /** The site name sent to ANALYTICS_ENDPOINT; default: PUBLIC_ORIGIN's host, else the request's. */
  analyticsDomain: process.env.ANALYTICS_DOMAIN?.trim() || hostOf(process.env.PUBLIC_ORIGIN),
  /** Our own host (PUBLIC_ORIGIN), which never counts as a referrer. */
  publicOriginHost: hostOf(process.env.PUBLIC_ORIGIN),
  /**
   * Live places (docs/decisions/0080-live-places-cache.md): LIVE_PLACES=off keeps the bundled
   * places only (an offline install); OVERPASS_URL and WIKIPEDIA_API_URL name the services.
   */
  livePlaces: !/^(off|0|false|no)$/i.test((process.env.LIVE_PLACES ?? "on").trim()),
  overpassUrl: process.env.OVERPASS_URL?.trim() || "https://overpass-api.de/api/interpreter",
  wikipediaApiUrl: process.env.WIKIPEDIA_API_URL?.trim() || "https://en.wikipedia.org/w/api.php",
  /** How long an airport page (or its JSON) waits for a first fetch of its live places before answering without them. */
  livePlacesWaitMs: nonNegativeNumber(process.env.LIVE_PLACES_WAIT_MS, 300),
  /** How long one request to Overpass or Wikipedia may take before it counts as failed. */
  livePlacesFetchTimeoutMs: positiveNumber(process.env.LIVE_PLACES_FETCH_TIMEOUT_MS, 30_000),
  /** Seconds between background passes that refresh viewed airports and warm the featured ones. */
  livePlacesRefreshSeconds: positiveNumber(process.env.LIVE_PLACES_REFRESH_SECONDS, 600),
  /** The site's public address, named in the User-Agent sent to the places services. */
  publicOrigin: (process.env.PUBLIC_ORIGIN ?? "").trim().replace(/\/+$/, ""),
  /** How often buffered page views are written to SQLite (ms). */
  analyticsFlushMs: positiveNumber(process.env.ANALYTICS_FLUSH_MS, 5_000),
  /**
   * Page views the browser may report per rate-limit window (AUTH_RATE_LIMIT_WINDOW_SECONDS, 15 minutes):
   * per visitor (address and User-Agent) and per address, which a busy FBO's Wi-Fi shares.
   */
  analyticsEventsPerVisitor: positiveNumber(process.env.ANALYTICS_EVENTS_PER_VISITOR, 120),
  analyticsEventsPerAddress: positiveNumber(process.env.ANALYTICS_EVENTS_PER_ADDRESS, 600),
  /**
   * How many airports, and how many places of each kind, one pilot may save: My Trips and its
   * kneeboard cards show them all, and the service worker keeps each saved airport offline
   * (docs/decisions/0112-saved-list-limit.md).
   */
  savedListLimit: Math.ceil(positiveNumber(process.env.SAVED_LIST_LIMIT, 500)),
};

function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).hostname.toLowerCase() : "";
  } catch {
    return "";
  }
}

function nonNegativeNumber(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Stops the start with one clear line on stderr (exit code 1), never a stack:
 * for settings a self-hoster must fix (docs/decisions/0017-production-settings.md).
 */
export function stopStart(message: string): never {
  console.error(`AirportFinder cannot start: ${message}`);
  process.exit(1);
}

/** The first line of an error's message, for a one-line start-up error. */
export const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n", 1)[0]!.trim();
