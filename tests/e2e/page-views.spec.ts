/**
 * Page views in a real browser (issue 12), JavaScript on and off: the same
 * three navigations count exactly three views either way. Without JavaScript
 * each is a document the server counts; with it the first document is counted
 * by the server and the client navigations by navigator.sendBeacon, never both.
 * Each project runs its own server, so other journeys' views do not mix in.
 */
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

// Headless Chromium says "HeadlessChrome", which isbot rightly takes for a bot; a pilot's browser does not.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

test.beforeAll(async () => {
  server = await startServer({ env: { ANALYTICS_FLUSH_MS: "50" } });
});

test.afterAll(async () => {
  await server?.stop();
});

function views(): Record<string, number> {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const rows = db.prepare("SELECT route, sum(views) AS n FROM page_view_counts GROUP BY route").all() as {
      route: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.route, r.n]));
  } finally {
    db.close();
  }
}

test("a visit of three pages counts three views, whichever way the pages were loaded", async ({
  page,
  javaScriptEnabled,
}) => {
  const beacons: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/analytics/event")) beacons.push(r.method());
  });

  await page.goto(`${server.url}/`);
  if (javaScriptEnabled)
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" ||
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
  await page.getByRole("navigation").first().getByRole("link", { name: "Tools", exact: false }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await page.getByRole("link", { name: "Search Airports" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => (views()["/"] ?? 0) + (views()["/tools"] ?? 0), { timeout: 10_000 }).toBe(3);
  expect(views()).toEqual({ "/": 2, "/tools": 1 });
  if (javaScriptEnabled) {
    // The two client navigations went by beacon; the first load did not.
    expect(beacons).toEqual(["POST", "POST"]);
  } else {
    expect(beacons).toEqual([]);
  }
});
