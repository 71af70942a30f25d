import { expect, test } from "./support/fixtures";

const NAME = "Charles M Schulz - Sonoma County";

test("an airport opened by its FAA id lands on its ICAO URL", async ({ page }) => {
  await page.goto("/airport/sts");
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(page).toHaveTitle(`${NAME} (KSTS) | AirportFinder`);
  await expect(page.getByRole("heading", { name: "FAA Operational Data" })).toBeVisible();
});

test("the FAA data sections switch by clicking, with and without JavaScript", async ({ page, withJs }) => {
  await page.goto("/airport/KSTS");
  // With JavaScript the switch happens in place: a marker on window survives it.
  if (withJs) await page.waitForFunction(() => Object.assign(window, { __samePage: true }).__samePage);
  const sections = page.getByRole("navigation", { name: "FAA operational data sections" });
  const runways = sections.getByRole("link", { name: "Runways" });
  const notes = sections.getByRole("link", { name: "Operational Notes" });
  await expect(runways).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Runway 02/20" })).toBeVisible();
  // Without JavaScript a tab link lands on the section (#faa-data); once hydrated it switches in place.
  if (withJs) await expect(notes).not.toHaveAttribute("href", /#faa-data$/);
  else await expect(notes).toHaveAttribute("href", /#faa-data$/);

  await notes.click();
  await expect(page).toHaveURL(/\?tab=remarks/);
  await expect(notes).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Operational Notes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Runway 02/20" })).toHaveCount(0);

  await runways.click();
  await expect(page).toHaveURL(/\?tab=runways/);
  await expect(runways).toHaveAttribute("aria-current", "page");
  const rwy = page.getByRole("article", { name: "Runway 02/20" });
  await expect(rwy).toContainText("5,202 × 100 ft");
  await expect(rwy).toContainText("Asphalt");
  if (withJs) expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("opened from search results: trip from the departure and a way back to the results", async ({ page }) => {
  await page.goto("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");
  await expect(page.getByText("Distance from KSFO")).toBeVisible();
  // The header's trip distance (the places lists below have distances of their own).
  await expect(page.locator("article > header").getByText(/^\d+ NM$/)).toBeVisible();
  await page.getByRole("link", { name: "Back to results" }).click();
  await expect(page).toHaveURL(/\/\?departureAirport=KSFO&aircraftSpeed=120#results$/);
});

test("without from=search there is no back link", async ({ page }) => {
  await page.goto("/airport/KSTS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(page.getByRole("link", { name: "Back to results" })).toHaveCount(0);
});

test("an unknown airport says so and leads back to search", async ({ page }) => {
  const response = await page.goto("/airport/ZZZZ9");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Airport Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Search" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("reads on a 320 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    "/airport/KSTS",
    "/airport/KSTS?tab=remarks&from=search&departureAirport=KSFO&aircraftSpeed=120",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
