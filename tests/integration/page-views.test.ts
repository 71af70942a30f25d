/**
 * First-party page views (issue 12) over real HTTP, JavaScript off (documents)
 * and the beacon the browser sends for client navigations; the tables are read
 * to prove what is (and is not) stored. The browser journeys, JavaScript on and
 * off, are in tests/e2e/page-views.spec.ts.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePlausible, type FakePlausible } from "../fakes/plausible";
import { registerUser } from "../support/accounts";
import { startServer, type TestServer } from "../support/server";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: TestServer;
let plausible: FakePlausible;

beforeAll(async () => {
  plausible = await startFakePlausible();
  server = await startServer({
    env: {
      ANALYTICS_FLUSH_MS: "50",
      ANALYTICS_ENDPOINT: plausible.eventUrl,
      ANALYTICS_DOMAIN: "airportfinder.example",
      // Small allowances, so that the limits are reached in a few posts (defaults: 120 and 600 per 15 minutes).
      ANALYTICS_EVENTS_PER_VISITOR: "10",
      ANALYTICS_EVENTS_PER_ADDRESS: "40",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await plausible?.close();
});

function read<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const viewsOf = (route: string, device?: string) =>
  read<{ n: number | null }>(
    `SELECT sum(views) AS n FROM page_view_counts WHERE route = ?${device ? " AND device = ?" : ""}`,
    ...(device ? [route, device] : [route]),
  )[0].n ?? 0;

/** Waits until the buffered views are written (ANALYTICS_FLUSH_MS=50); polls the table, no fixed sleep. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const page = (path: string, ua = DESKTOP, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { "user-agent": ua, ...headers }, redirect: "manual" }).then(async (r) => {
    await r.arrayBuffer();
    return r;
  });

const beacon = (body: unknown, ua = DESKTOP, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/analytics/event`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": ua, origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

describe("page views", () => {
  it("counts each document request once, by route pattern, without the query string; bots and .data requests are not counted", async () => {
    expect((await page("/airport/KSTS?from=search&departure=KBUR")).status).toBe(200);
    expect((await page("/airport/KOAK")).status).toBe(200);
    expect((await page("/airport/KOAK", BOT)).status).toBe(200);
    expect((await page("/airport/KOAK.data")).status).toBe(200);
    await until(() => viewsOf("/airport/:locId") >= 2, "two airport views");
    // The bot's view and the .data request would make it 3 or 4.
    await page("/tools");
    await until(() => viewsOf("/tools") >= 1, "the tools view");
    expect(viewsOf("/airport/:locId")).toBe(2);
    const routes = read<{ route: string }>("SELECT DISTINCT route FROM page_view_counts").map((r) => r.route);
    expect(routes).toContain("/airport/:locId");
    expect(routes.join(" ")).not.toMatch(/KSTS|KOAK|\?|from=|departure=/);
  });

  it("does not count the service worker's offline copies (X-Offline-Copy)", async () => {
    expect((await page("/offline", DESKTOP, { "X-Offline-Copy": "1" })).status).toBe(200);
    expect((await page("/terms")).status).toBe(200);
    await until(() => viewsOf("/terms") >= 1, "the terms view");
    expect(viewsOf("/offline")).toBe(0);
  });

  it("counts a page the server answers from its kept copy as a view too (docs/decisions/0085-caching-in-front.md)", async () => {
    const before = viewsOf("/terms");
    // The same anonymous page three times: the first renders, the others may come from the kept answer.
    for (let i = 0; i < 3; i++) expect((await page("/terms")).headers.get("etag")).toMatch(/^W\//);
    await until(() => viewsOf("/terms") >= before + 3, "three views of /terms");
    expect(viewsOf("/terms")).toBe(before + 3);
  });

  it("counts a beacon (a client navigation) with its device class, refuses junk and other sites, ignores bots", async () => {
    const before = viewsOf("/trips", "mobile");
    expect((await beacon({ route: "/trips" }, PHONE)).status).toBe(204);
    expect((await beacon({ route: "/trips" }, BOT)).status).toBe(204);
    expect((await beacon({ route: "https://evil.example/?q=1" })).status).toBe(400);
    expect((await beacon("not an object")).status).toBe(400);
    expect((await beacon({ route: "/trips" }, PHONE, { origin: "https://evil.example" })).status).toBe(403);
    expect((await fetch(`${server.url}/api/analytics/event`)).status).toBe(405);
    await until(() => viewsOf("/trips", "mobile") > before, "the beacon's view");
    expect(viewsOf("/trips", "mobile")).toBe(before + 1);
    expect(viewsOf("/trips", "desktop")).toBe(0);
  });

  it("keeps the referring host of other sites only, and counts a first results page's departure", async () => {
    await page("/tools", DESKTOP, { referer: "https://forum.example.org/thread/123?user=alice" });
    await page("/tools", DESKTOP, { referer: `${server.url}/airport/KSTS` });
    await until(
      () => read("SELECT 1 FROM page_view_counts WHERE referrer_host = 'forum.example.org'").length === 1,
      "the referrer",
    );
    expect(
      read<{ referrer_host: string }>("SELECT DISTINCT referrer_host FROM page_view_counts")
        .map((r) => r.referrer_host)
        .sort(),
    ).toEqual(["", "forum.example.org"]);

    // A search answers with a redirect to its canonical URL first (not a view), then the results page (a view).
    const first = await page("/?departureAirport=KSTS&aircraftSpeed=120&state=");
    expect(first.status).toBe(302);
    await page(first.headers.get("location")!.replace(/#.*$/, ""));
    expect((await beacon({ route: "/", departure: "KBUR" })).status).toBe(204);
    expect((await beacon({ route: "/", departure: "ZZZZ" })).status).toBe(204);
    await until(
      () => read("SELECT 1 FROM departure_search_counts WHERE departure = 'KBUR'").length === 1,
      "the departures",
    );
    const departures = read<{ departure: string; searches: number }>(
      "SELECT departure, searches FROM departure_search_counts ORDER BY departure",
    );
    expect(departures).toEqual([
      { departure: "KBUR", searches: 1 },
      { departure: "KSTS", searches: 1 },
    ]);
  });

  it("estimates daily visitors from salted hashes and stores nothing personal: no address, User-Agent, cookie, user or query", async () => {
    const ua = `${DESKTOP} unique-visitor-test`;
    await page("/tools", ua);
    await page("/tools", ua);
    const { jar, user, email } = await registerUser(server.url, { headers: { origin: server.url } });
    await jar.fetch(`${server.url}/trips`, { headers: { "user-agent": ua } });
    await until(() => read("SELECT 1 FROM visitor_hashes").length >= 1, "visitor hashes");

    const today = new Date().toISOString().slice(0, 10);
    const salts = read<{ day: string; salt: string }>("SELECT * FROM visitor_salts");
    expect(salts.map((s) => s.day)).toEqual([today]);

    // Every column of every analytics table: only the expected ones, and no personal value anywhere.
    const columns = (table: string) =>
      read<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).map((c) => c.name);
    expect(columns("page_view_counts")).toEqual(["day", "route", "referrer_host", "device", "views"]);
    expect(columns("visitor_hashes")).toEqual(["day", "hash"]);
    expect(columns("daily_visitors")).toEqual(["day", "visitors"]);
    expect(columns("departure_search_counts")).toEqual(["day", "departure", "searches"]);
    const everything = JSON.stringify(
      ["page_view_counts", "visitor_hashes", "daily_visitors", "departure_search_counts"].map((t) =>
        read(`SELECT * FROM ${t}`),
      ),
    );
    for (const personal of [
      "127.0.0.1",
      "Mozilla",
      "iPhone",
      email,
      `"${user.id}"`,
      "__session",
      "user=alice",
      "unique-visitor-test",
    ]) {
      expect(everything).not.toContain(personal);
    }
    // The two views of one visitor made one hash; hashes are not the address or User-Agent in disguise.
    const hashes = read<{ hash: string }>("SELECT hash FROM visitor_hashes WHERE day = ?", today).map((h) => h.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const h of hashes) expect(h).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("shows admins the Traffic view (chart, table, top pages, departures) and no one else", async () => {
    const admin = await registerUser(server.url, { headers: { origin: server.url } });
    const db = new Database(server.databasePath);
    db.prepare("UPDATE users SET is_admin = 1 WHERE id = ?").run(admin.user.id);
    db.close();
    const res = await admin.jar.fetch(`${server.url}/admin/traffic`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Traffic");
    expect(html).toMatch(/<svg[^>]*data-testid="views-chart"/);
    expect(html).toContain('<title id="views-chart-title">Page views per day</title>');
    expect(html).toMatch(/data-testid="views-table"/);
    expect(html).toContain("/airport/:locId");
    expect(html).toMatch(/data-testid="top-departures"[\s\S]*KSTS/);
    expect(html).toContain("forum.example.org");

    const pilot = await registerUser(server.url, { headers: { origin: server.url } });
    expect((await pilot.jar.fetch(`${server.url}/admin/traffic`)).status).toBe(403);
    const signedOut = await fetch(`${server.url}/admin/traffic`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
  });

  it("forwards the same events to ANALYTICS_ENDPOINT (a Plausible-compatible service)", async () => {
    await page("/airport/KSTS?departure=KBUR", PHONE, { referer: "https://news.example.net/a" });
    await until(
      () => plausible.events.some((e) => e.body.referrer === "https://news.example.net/"),
      "the forwarded event",
    );
    const event = plausible.events.find((e) => e.body.referrer === "https://news.example.net/")!;
    expect(event.body).toEqual({
      name: "pageview",
      url: "https://airportfinder.example/airport/:locId",
      domain: "airportfinder.example",
      referrer: "https://news.example.net/",
    });
    expect(event.userAgent).toBe(PHONE);
    // No bot is forwarded either.
    expect(plausible.events.some((e) => e.userAgent === BOT)).toBe(false);
  });

  it("counts only pages the app serves, each under its route pattern; a fake route is refused (400) and stored nowhere", async () => {
    const ua = `${DESKTOP} served-route`;
    for (const route of [
      "/admin/fake-route",
      "/hacked-by-me",
      "/api/trips",
      "/healthz",
      "/airport/KSFO/nope/extra/x",
    ]) {
      const res = await beacon({ route }, ua);
      expect(res.status, route).toBe(400);
      expect(((await res.json()) as { error?: unknown }).error, route).toEqual(expect.any(String));
    }
    // A path of a served page counts under its pattern, as the Traffic tab groups them.
    expect((await beacon({ route: "/airport/KSFO/kneeboard" }, ua)).status).toBe(204);
    expect((await beacon({ route: "/admin/place-suggestions/:id" }, ua)).status).toBe(204);
    // The not-found page a navigation to a missing page shows is a page too.
    expect((await beacon({ route: "/*" }, ua)).status).toBe(204);
    // The three reports may be written in different flushes: wait for the last one's.
    await until(
      () => viewsOf("/airport/:locId/kneeboard") > 0 && viewsOf("/admin/place-suggestions/:id") > 0,
      "the served pages' views",
    );
    expect(viewsOf("/airport/:locId/kneeboard")).toBe(1);
    expect(viewsOf("/admin/place-suggestions/:id")).toBe(1);
    const routes = read<{ route: string }>("SELECT DISTINCT route FROM page_view_counts").map((r) => r.route);
    expect(routes.join(" ")).not.toMatch(/fake|hacked|\/api\/|healthz|nope|KSFO/);
  });

  it("rate-limits the reports of each visitor (429 {error} past its allowance) and of each address, whatever the User-Agent", async () => {
    const ua = `${DESKTOP} visitor-limit`;
    for (let i = 0; i < 10; i++) expect((await beacon({ route: "/tools" }, ua)).status, `report ${i + 1}`).toBe(204);
    const refused = await beacon({ route: "/tools" }, ua);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error?: unknown }).error).toMatch(/Too many page views/);
    // Another visitor at the same address still reports, until the address's own allowance (40) is spent.
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const res = await beacon({ route: "/tools" }, `${DESKTOP} visitor-${i}`);
      if (res.status === 429) break;
      expect(res.status).toBe(204);
      accepted++;
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(40);
    expect((await beacon({ route: "/tools" }, `${DESKTOP} one-more-visitor`)).status).toBe(429);
  });
});
