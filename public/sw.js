/*
 * AirportFinder's service worker (docs/decisions/0087-offline-pages.md).
 *
 * Keeps the app shell (the /offline page, fetched without cookies, and the hashed /assets/*)
 * and, for a signed-in pilot, the pages GET /api/offline/pages lists: My Trips and the page
 * and kneeboard card of each saved airport. Refreshed when a page asks (on each load online,
 * and when the browser comes back online). Offline, a kept page opens with a "Saved <time>,
 * offline" banner; any other page is the /offline page. When the session is refused (401, or
 * a redirect to sign in) the kept pages are dropped; after sign-out the signed-out page asks
 * the worker to drop them (after any refresh under way), then removes the worker and its caches.
 *
 * The build writes its version below (vite-plugins/offline-worker.ts): a new build is a new
 * worker, and the old shell cache is deleted when it takes over.
 */
const VERSION = "__SW_VERSION__";
const SHELL = `af-shell-${VERSION}`;
const PAGES = "af-pages";
const OFFLINE_URL = "/offline";
const LIST_URL = "/api/offline/pages";
const SAVED_AT = "X-Offline-Saved-At";
/** Marks this worker's own fetches of pages, which are not visits (page views skip them). */
const COPY_HEADERS = { "X-Offline-Copy": "1" };
/** A page load asks for a refresh; with the same list, the pages are fetched again at most this often. */
const REFRESH_EVERY_MS = 10 * 60 * 1000;

let lastList = "";
let lastRefresh = 0;
let refreshing = null;
let refreshAgain = null;
/** Signed out: this worker keeps nothing more, and is about to be unregistered. */
let retired = false;

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("af-shell-") && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const client = event.source;
  if (event.data?.type === "refresh" && !retired) {
    event.waitUntil(refresh().then((result) => client?.postMessage({ type: "offline-refreshed", ...result })));
  } else if (event.data?.type === "drop") {
    // Signed out. From now on nothing is put in a cache; a refresh under way may still hold a
    // page it fetched with the old cookie, so the caches go once it has ended.
    retired = true;
    event.waitUntil(
      settled()
        .then(dropAll)
        .then(() => client?.postMessage({ type: "offline-dropped" })),
    );
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(navigate(request, url));
  } else if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") {
    // A client-side navigation that cannot reach the server: React Router loads the page as a
    // document instead (204 + X-Remix-Reload-Document), which this worker then answers.
    event.respondWith(fetch(request).catch(() => reloadAsDocument(url)));
  }
});

async function cacheShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch(OFFLINE_URL, { credentials: "omit", cache: "no-store", headers: COPY_HEADERS });
  if (!response.ok) throw new Error(`${OFFLINE_URL} answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(OFFLINE_URL, await storable(response));
  const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
  assets.add("/favicon.svg");
  await cache.addAll([...assets]);
}

async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && !retired) {
    const cache = await caches.open(SHELL);
    await cache.put(request, response.clone());
  }
  return response;
}

async function navigate(request, url) {
  const key = url.origin + url.pathname;
  try {
    const response = await fetch(request);
    // A kept page opened online at the address it was kept at: its copy is brought up to date.
    // Another address of it (a search's trip, another tab) is another page, not put in its place.
    if (response.ok && !response.redirected && !retired && url.search === "") {
      const pages = await caches.open(PAGES);
      if (await pages.match(key)) await pages.put(key, await storable(response.clone()));
    }
    return response;
  } catch (error) {
    const kept = await (await caches.open(PAGES)).match(key);
    if (kept) return withBanner(kept);
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return url.pathname === OFFLINE_URL ? offline : asPlainPage(offline);
    throw error;
  }
}

/**
 * The /offline page shown at another URL: without its scripts, as a plain page. Hydrated there,
 * the app would match the URL to its own route and find that route's data missing.
 */
async function asPlainPage(page) {
  const html = (await page.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "");
  return new Response(html, { status: 503, headers: page.headers });
}

function reloadAsDocument(url) {
  let path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  if (url.pathname === "/__manifest") path = url.searchParams.get("paths")?.split(",").at(-1) || "/";
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = url.pathname === "/__manifest" ? "" : search.toString();
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": query ? `${path}?${query}` : path,
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
    },
  });
}

/** A copy for the cache: its body decoded, so no Content-Encoding or length of the wire's bytes; with the time it was saved. */
async function storable(response) {
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(SAVED_AT, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function savedText(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "earlier";
  const two = (n) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/** The kept page with the banner first in <body>: outside what React renders, so hydration leaves it be. */
async function withBanner(kept) {
  const html = await kept.text();
  const banner =
    `<div role="status" data-offline-banner style="background:#fef3c7;color:#451a03;border-bottom:2px solid #b45309;` +
    `padding:8px 12px;font-weight:600;text-align:center">Saved ${savedText(kept.headers.get(SAVED_AT))}, offline. ` +
    `<span style="font-weight:400">This copy may be out of date; other pages need a connection.</span></div>`;
  const headers = new Headers(kept.headers);
  return new Response(
    html.replace(/<body[^>]*>/i, (body) => body + banner),
    { status: 200, headers },
  );
}

/**
 * One refresh at a time. An ask while one runs is answered by one more run after it: the pilot
 * may have saved an airport since the running one read the list.
 */
function refresh() {
  if (!refreshing) {
    refreshing = refreshPages().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }
  refreshAgain ??= refreshing.then(() => {
    refreshAgain = null;
    return refresh();
  });
  return refreshAgain;
}

/** Once no refresh runs or waits to run. */
async function settled() {
  while (refreshing || refreshAgain) await (refreshAgain ?? refreshing).catch(() => {});
}

async function refreshPages() {
  let list;
  try {
    list = await fetch(LIST_URL, { credentials: "same-origin", redirect: "manual", cache: "no-store" });
  } catch {
    return { offline: true };
  }
  if (refused(list)) return drop();
  if (!list.ok) return { failed: list.status };
  const { pages } = await list.json();
  const listed = JSON.stringify(pages);
  const cache = await caches.open(PAGES);
  if (listed === lastList && Date.now() - lastRefresh < REFRESH_EVERY_MS) return { saved: pages.length };
  for (const page of pages) {
    const response = await fetch(page, {
      credentials: "same-origin",
      redirect: "manual",
      cache: "no-store",
      headers: COPY_HEADERS,
    });
    if (refused(response)) return drop();
    if (!response.ok) continue;
    const copy = await storable(response);
    if (retired) return drop();
    await keepAssetsOf(await copy.clone().text());
    await cache.put(new URL(page, self.location.origin).href, copy);
  }
  const keep = new Set(pages.map((page) => new URL(page, self.location.origin).href));
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
  lastList = listed;
  lastRefresh = Date.now();
  return { saved: pages.length };
}

/**
 * The scripts and style sheets a kept page names (its own parts, the kneeboard's sheet, the
 * parts it loads when shown): kept with the shell, so the page opens whole offline.
 */
async function keepAssetsOf(html) {
  const shell = await caches.open(SHELL);
  for (const asset of new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])) {
    if (!(await shell.match(asset))) await shell.add(asset).catch(() => {});
  }
}

/** The session is refused: a 401/403, or a redirect (to sign in). */
const refused = (response) => response.status === 401 || response.status === 403 || response.type === "opaqueredirect";

async function drop() {
  await caches.delete(PAGES);
  lastList = "";
  lastRefresh = 0;
  return { dropped: true, saved: 0 };
}

/** Every cache of this worker: the pages and the shell. */
async function dropAll() {
  for (const name of await caches.keys()) if (name.startsWith("af-")) await caches.delete(name);
}
