import { expect, test } from "./support/fixtures";

/**
 * Issue 13 journeys, with JavaScript on and off. The e2e server's AWC fake
 * replays the recorded 2025 cache as it is: KSTS 31003KT, and every report is
 * old, so the search's crosswind filter (current reports only) knows no wind.
 */
const RESULTS = "/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=1";

test("the airport page reads the runway wind components", async ({ page }) => {
  await page.goto("/airport/KSTS");
  const summary = page.getByTestId("wind-summary");
  await expect(summary).toContainText("Favoured runway 32: 3 kt headwind, 1 kt crosswind from the left");
  await expect(summary).toContainText("From the KSTS METAR");
  await expect(summary).toContainText(/Density altitude: \d/);
  const table = page.getByRole("table", { name: /Headwind and crosswind on each runway end/ });
  const favoured = table.getByRole("row").filter({ hasText: "favoured" });
  await expect(favoured).toHaveCount(1);
  await expect(favoured.getByRole("rowheader")).toHaveText("32 favoured");
  await expect(favoured).toContainText("3 kt headwind");
  await expect(
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "20", exact: true }) }),
  ).toContainText("3 kt from the right");
});

test("an end without a trusted heading and a report without an altimeter setting say so (issue 19)", async ({
  page,
}) => {
  // Dekalb-Peachtree: helipad H1 has no heading (docs/decisions/0058); its METAR 27005KT.
  await page.goto("/airport/KPDK");
  const table = page.getByRole("table", { name: /Headwind and crosswind on each runway end/ });
  await expect(
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "H1", exact: true }) }),
  ).toHaveText(/Heading unknown: no components/);
  // Manitowoc County: its METAR has no A group, which the cache writes as 0.00 inHg (docs/decisions/0059).
  await page.goto("/airport/KMTW");
  const summary = page.getByTestId("wind-summary");
  await expect(summary).toContainText("Density altitude: not worked out: altimeter setting not reported");
  await expect(page.getByText("Hot and high")).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "FAA operational data sections" })
    .getByRole("link", { name: "Weather" })
    .click();
  await expect(page).toHaveURL(/tab=weather/);
  const panel = page.getByRole("region", { name: "Weather" });
  await expect(panel.getByText("Altimeter", { exact: true }).locator("xpath=..")).toHaveText("AltimeterNot reported");
});

test("filter by crosswind from the search form", async ({ page }) => {
  await page.goto(RESULTS);
  await page.getByLabel("Max crosswind (kt)").fill("10");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/maxCrosswind=10/);
  // Every report in the recording is old: the airports are kept and marked unknown.
  await expect(page.getByText("Crosswind unknown: no current wind report of its own").first()).toBeVisible();
  await page.getByLabel("Hide airports without a current wind report").check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/windRequired=1/);
  await expect(page.getByRole("heading", { name: /^0 airports from/ })).toBeVisible();
});

test("follow a dot of the range map to its airport page", async ({ page }) => {
  await page.goto(RESULTS);
  const map = page.getByRole("figure");
  await expect(map.getByText(/rings at the max trip time, 1h \(120 NM\)/)).toBeVisible();
  const dot = map.getByRole("link", { name: /^Healdsburg Muni \(KHES\)/ });
  // A white outline the same width at any zoom (app.css, .range-dot circle), a dark ring when focused.
  const circle = dot.locator("circle");
  await expect(circle).toHaveCSS("stroke", "rgb(255, 255, 255)");
  await expect(circle).toHaveCSS("stroke-width", "1.5px");
  await expect(circle).toHaveCSS("vector-effect", "non-scaling-stroke");
  await page.keyboard.press("Tab");
  await dot.focus();
  await expect(circle).toHaveCSS("stroke", "rgb(15, 23, 42)");
  await expect(circle).toHaveCSS("stroke-width", "4px");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/airport\/KHES\?from=search/);
  await expect(page.getByRole("heading", { level: 1, name: "Healdsburg Muni" })).toBeVisible();
  await expect(page.getByLabel("Route", { exact: true })).toHaveValue("KSTS KHES");
});

for (const [label, file] of [
  ["GPX (this page)", "airports-from-KSTS-page-1.gpx"],
  ["KML (this page)", "airports-from-KSTS-page-1.kml"],
  ["ForeFlight CSV (this page)", "user_waypoints.csv"],
  ["GPX (all, up to 500)", "airports-from-KSTS-all.gpx"],
] as const) {
  test(`download the results: ${label}`, async ({ page }) => {
    await page.goto(RESULTS);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: label, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const body = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(body).toString("utf8");
    // ForeFlight's CSV has no header row: the nearest airport comes first (docs/decisions/0047-foreflight-csv.md).
    if (file.endsWith(".csv")) expect(text).toMatch(/^KHES,"Healdsburg Muni/);
    else expect(text).toContain("KHES");
  });
}

test("each result carries its route: selectable text, a SkyVector link, a copy button with JavaScript", async ({
  page,
  context,
  withJs,
}) => {
  await page.goto(RESULTS);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Healdsburg Muni", exact: true }) });
  const route = row.getByText("KSTS KHES", { exact: true });
  await expect(route).toBeVisible();
  await expect(row.getByRole("link", { name: "SkyVector", exact: true })).toHaveAttribute(
    "href",
    "https://skyvector.com/?fpl=KSTS%20KHES",
  );
  const copy = row.getByRole("button", { name: "Copy route KSTS KHES" });
  if (withJs) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(copy).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("KSTS KHES");
  } else {
    await expect(copy).toHaveCount(0);
  }
  // One click selects the whole route to copy, and stays on the results.
  await route.click();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("KSTS KHES");
  await expect(page).toHaveURL(/\/\?departureAirport=KSTS/);
});

test("My Trips: the route from the default departure airport, else the airport in SkyVector", async ({
  page,
  context,
  withJs,
  signedIn,
}) => {
  await signedIn("route");
  expect((await page.request.post("/api/trips/save", { data: { airportLocId: "HES" } })).status()).toBeLessThan(300);
  await page.goto("/trips");
  const card = page.getByRole("article", { name: "Healdsburg Muni (KHES)" });
  await expect(card.getByRole("link", { name: "KHES in SkyVector" })).toHaveAttribute(
    "href",
    "https://skyvector.com/?fpl=KHES",
  );
  await expect(page.getByText("Set a default departure airport in")).toBeVisible();

  const saved = await page.request.put("/api/profile/preferences", { data: { defaultDepartureAirport: "KSTS" } });
  expect(saved.status()).toBe(200);
  await page.goto("/trips");
  await expect(page.getByText("Routes start at your default departure airport, KSTS")).toBeVisible();
  await expect(card.getByText("KSTS KHES", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "SkyVector", exact: true })).toHaveAttribute(
    "href",
    "https://skyvector.com/?fpl=KSTS%20KHES",
  );
  if (withJs) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: "Copy route KSTS KHES" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("KSTS KHES");
  }
});
