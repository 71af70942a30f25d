import { expect, test } from "./support/fixtures";

/**
 * The e2e server's AWC is the fake replaying the recorded 2025 cache file as
 * it is (tests/e2e/support/global-setup.ts): real categories, observed
 * 27 Jan 2025, so every badge also says how old its report is.
 */
const RESULTS = "/?departureAirport=KSTS&aircraftSpeed=120";

test("results rows carry flight-category badges from the weather cache", async ({ page }) => {
  await page.goto(RESULTS);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Weather" })).toBeVisible();
  const napa = table.getByRole("row").filter({ hasText: "KAPC" });
  await expect(napa.getByText("Flight category VFR", { exact: true })).toBeVisible();
  await expect(napa.getByText(/^Old report: \d+ (days|year|years) ago$/)).toBeVisible();
  // Healdsburg has no weather station: a grey N/A.
  const healdsburg = table.getByRole("row").filter({ hasText: "Healdsburg Muni" });
  await expect(healdsburg.getByText("Flight category N/A", { exact: true })).toBeVisible();
});

test("a field without an ICAO id carries its own AWOS's badge, as its page does: Petaluma (O69) as KO69", async ({
  page,
}) => {
  await page.goto(RESULTS);
  const petaluma = page.getByRole("table").getByRole("row").filter({ hasText: "Petaluma Muni" });
  await expect(petaluma.getByText("Flight category VFR", { exact: true })).toBeVisible();
  await expect(petaluma.locator('[title^="KO69 observed"]')).toHaveCount(1);
  await petaluma.getByRole("link", { name: "Petaluma Muni" }).click();
  await expect(page.locator("article header").getByText("Flight category VFR", { exact: true })).toBeVisible();
});

test("other categories show in their own badges: snow in Michigan on the recorded day", async ({ page }) => {
  await page.goto("/?departureAirport=KMCD&aircraftSpeed=120");
  const table = page.getByRole("table");
  for (const category of ["MVFR", "IFR", "LIFR"]) {
    await expect(table.getByText(`Flight category ${category}`, { exact: true }).first()).toBeVisible();
  }
  await page.goto("/airport/KMCD");
  await expect(page.locator("article header").getByText("Flight category MVFR", { exact: true })).toBeVisible();
});

test("on a phone the result cards carry the badges too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(RESULTS);
  const card = page.locator("[data-row]").filter({ hasText: "KAPC" });
  await expect(card.getByText("Flight category VFR", { exact: true })).toBeVisible();
  await expect(
    page.locator("[data-row]").filter({ hasText: "Healdsburg Muni" }).getByText("Flight category N/A", { exact: true }),
  ).toBeVisible();
});

test("the airport page shows the badge in its header and the Weather tab decodes the METAR", async ({ page }) => {
  await page.goto("/airport/KSTS");
  const header = page.locator("article header");
  await expect(header.getByText("Flight category VFR", { exact: true })).toBeVisible();
  await page
    .getByRole("navigation", { name: "FAA operational data sections" })
    .getByRole("link", { name: "Weather" })
    .click();
  await expect(page).toHaveURL(/tab=weather/);
  const panel = page.getByRole("region", { name: "Weather" });
  await expect(panel.getByLabel("Raw METAR")).toHaveText(
    "KSTS 272153Z COR 31003KT 10SM CLR 19/M02 A3012 RMK AO2 SLP192 T01891017",
  );
  await expect(panel.getByText(/^This report is \d+ (days|year|years) old\./)).toBeVisible();
  await expect(panel.getByText(/^21:53Z 27 Jan 2025/)).toBeVisible();
  for (const text of [
    "310° at 3 kt",
    "10+ mi",
    "Clear",
    "19 °C / 66 °F",
    "-2 °C / 29 °F",
    "30.12 inHg (1020.0 hPa)",
    "None reported",
  ]) {
    await expect(panel.getByText(text, { exact: true })).toBeVisible();
  }
});

test("an airport without a station shows the nearest one, labelled with its distance", async ({ page }) => {
  await page.goto("/airport/KHES?tab=weather");
  const panel = page.getByRole("region", { name: "Weather" });
  await expect(panel.getByText("No weather data available for this airport")).toBeVisible();
  await expect(panel.getByText(/nearest reporting station instead: KSTS, 10 NM away/)).toBeVisible();
  await expect(page.getByText("at KSTS, 10 NM away")).toBeVisible();
});

test("badges come with the page; with JavaScript they refresh every 5 minutes through the batch call, 20 ids at a time", async ({
  page,
  withJs,
}) => {
  const batches: string[][] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/weather/batch"))
      batches.push((request.postDataJSON() as { icaoIds: string[] }).icaoIds);
  });
  if (withJs) await page.clock.install();
  await page.goto(RESULTS);
  await expect(page.getByRole("table").getByText("Flight category VFR", { exact: true }).first()).toBeVisible();
  // The badges were rendered on the server: loading the page made no weather call of its own.
  expect(batches).toEqual([]);
  if (!withJs) return;

  // The results list hydrated (it loads after the page: decision 0089), so its refresh timer is
  // set: its rows' click handler marks the list in the same commit. The nav's GO button hydrates
  // before it, so that alone was a race.
  await expect(page.locator("[data-row-links='on']")).toHaveCount(1);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/weather/batch"));
  await page.clock.fastForward("05:01");
  expect((await answered).status()).toBe(200);
  await expect.poll(() => batches.length).toBeGreaterThan(0);
  for (const ids of batches) expect(ids.length).toBeLessThanOrEqual(20);
  // Each row's own station: Petaluma's is its AWOS, KO69 (decision 0107).
  expect(batches.flat()).toContain("KO69");
  await expect(
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: "KAPC" })
      .getByText("Flight category VFR", { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: "Petaluma Muni" })
      .getByText("Flight category VFR", { exact: true }),
  ).toBeVisible();
});
