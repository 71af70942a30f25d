import type { Page } from "@playwright/test";
import { FAKE_SATELLITE_CREDIT, startFakeSatellite } from "../fakes/satellite";
import { startServer, type TestServer } from "../support/server";
import { budget, expect, holdParts, test, waitForHydration } from "./support/fixtures";

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

  // With JavaScript a tab switch asks the server nothing (on one bar of signal, a round trip is seconds).
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) asked.push(request.url());
  });
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
  if (withJs) {
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(asked).toEqual([]);
  }
});

test("an early click elsewhere on the page leaves the runways and field reports on screen while their parts load", async ({
  page,
  withJs,
}) => {
  // Both parts held back (decision 0089): a router change before they hydrate must not blank them
  // (docs/decisions/0096-parts-kept-on-screen.md).
  const hold = await holdParts(page, "runways-panel", "field-reports-block");
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, "nav a[href='/']");
  const runway = page.getByRole("heading", { name: "Runway 02/20" });
  const reports = page.getByRole("heading", { name: "From pilots" });
  await expect(runway).toBeVisible();
  await expect(reports).toBeVisible();

  const things = page.getByRole("navigation", { name: "Things to do for" });
  await things.getByRole("link", { name: /For Kids/ }).click();
  await expect(page).toHaveURL(/things=kids/);
  await expect(things.getByRole("link", { name: /For Kids/ })).toHaveAttribute("aria-current", "page");
  // With JavaScript the chunks are still on their way: what shows is the server's copy.
  await expect.poll(() => hold.asked.size).toBe(withJs ? 2 : 0);
  await expect(runway).toBeVisible();
  await expect(reports).toBeVisible();
  await expect(page.locator("#faa-data").getByRole("table").first()).toBeVisible();

  hold.release();
  await expect(runway).toBeVisible();
  await expect(reports).toBeVisible();
});

for (const [held, chunks] of [
  ["the Runways and Weather parts", "runways-panel|airport-weather-tab"],
  ["the Weather part", "airport-weather-tab"],
] as const) {
  test(`a tab tapped before its part has come never puts one section's name over another's data (${held} held)`, async ({
    page,
    withJs,
  }) => {
    // Parts held back (decision 0089): the tabs and the section they name change together, never
    // "Weather" over the runways (docs/decisions/0096-parts-kept-on-screen.md).
    const hold = await holdParts(page, ...chunks.split("|"));
    await page.goto("/airport/KSTS");
    if (withJs) await waitForHydration(page, "nav a[href='/']");
    const sections = page.getByRole("navigation", { name: "FAA operational data sections" });
    const current = sections.locator("[aria-current=page]");
    const runway = page.locator("#faa-data").getByRole("heading", { name: "Runway 02/20" });
    await expect(current).toHaveText("Runways");

    await sections.getByRole("link", { name: "Weather" }).click();
    await expect(page).toHaveURL(/\?tab=weather/);
    // With neither part hydrated the tab is a plain link: a page load, as without JavaScript.
    await page.waitForLoadState("load");
    // Before the part has come, whichever tab is marked current, the section under it is that tab's.
    for (let look = 0; look < 3; look++) {
      const label = await current.textContent();
      expect(["Runways", "Weather"]).toContain(label);
      await expect(page.getByRole("region", { name: label ?? "" })).toBeVisible();
      await expect(runway).toHaveCount(label === "Runways" ? 1 : 0);
    }

    hold.release();
    await expect(current).toHaveText("Weather");
    await expect(page.getByRole("region", { name: "Weather" })).toBeVisible();
    await expect(runway).toHaveCount(0);
  });
}

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

/** Pictures the browser tried and could not show: the broken-image icon a pilot would see. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc),
  );

test.describe("in-page jumps on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Each section a link or a form lands on, and the heading a pilot looks for there.
  for (const [path, section] of [
    ["/airport/KSTS?tab=remarks#faa-data", "faa-data"],
    ["/airport/KSTS?tab=weather#faa-data", "faa-data"],
    ["/airport/KSTS?things=kids#things-to-do", "things-to-do"],
    ["/airport/KSTS?all=quick_bites#restaurants", "restaurants"],
    ["/airport/KSTS?all=lodging#lodging", "lodging"],
    ["/airport/KSTS#from-pilots", "from-pilots"],
    ["/?departureAirport=KSTS&aircraftSpeed=120&page=2#results", "results"],
  ] as const) {
    test(`${path} shows its section's heading whole, below the sticky nav`, async ({ page }) => {
      await page.goto(path);
      const heading = page.locator(`#${section}`).getByRole("heading").first();
      await expect(heading).toBeInViewport();
      const navBottom = (await page.locator("body > header").boundingBox())!;
      const top = (await heading.boundingBox())!.y;
      expect(top, "the heading's top against the nav's bottom").toBeGreaterThanOrEqual(navBottom.y + navBottom.height);
    });
  }
});

test("'Report a problem with this airport' is underlined like the page's other inline links", async ({ page }) => {
  await page.goto("/airport/KSTS");
  const link = page.getByRole("link", { name: "Report a problem with this airport" });
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline");
});

test("without satellite imagery the header says so, with the airport's coordinates, and shows no broken picture", async ({
  page,
  withJs,
}) => {
  // This run's provider has no imagery at all (SATELLITE_URL_TEMPLATE answers 404): the server renders no <img>.
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, "button[aria-haspopup=dialog]");
  const header = page.locator("article > header");
  await expect(header.getByText("Satellite image unavailable")).toBeVisible();
  await expect(header.getByText("38.5097° N, 122.8129° W")).toBeVisible();
  await expect(header.locator("img")).toHaveCount(0);
  expect(await brokenImages(page)).toEqual([]);
});

/**
 * A server whose satellite provider (a local fake) has pictures, except around Napa (KAPC),
 * started on first use in this worker.
 */
const KAPC = { lat: 38.213194, lng: -122.2807 };
let imagery: Promise<{ server: TestServer; close(): Promise<void> }> | undefined;
function imageryServer() {
  imagery ??= (async () => {
    const satellite = await startFakeSatellite({ missing: [KAPC] });
    const server = await startServer({ env: satellite.env });
    return { server, close: async () => void (await Promise.all([server.stop(), satellite.close()])) };
  })();
  return imagery;
}
test.afterAll(async () => {
  if (imagery) await (await imagery).close();
});

test("with satellite imagery the header shows the picture and its credit; a picture the provider lacks gives way to the placeholder", async ({
  page,
  withJs,
}) => {
  // The first test of a worker here starts its own server with a satellite provider.
  budget({ roundTrips: 2, serverStarts: 1 });
  const { server } = await imageryServer();
  await page.goto(`${server.url}/airport/KSTS`);
  const header = page.locator("article > header");
  const picture = header.locator("img");
  await expect(picture).toHaveCount(1);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expect(header.getByText(FAKE_SATELLITE_CREDIT)).toBeVisible();
  // Under the picture, and not read out while the picture shows.
  await expect(header.getByTestId("satellite-placeholder")).toHaveAttribute("aria-hidden", "true");
  expect(await brokenImages(page)).toEqual([]);

  await page.goto(`${server.url}/airport/KAPC`);
  if (withJs) {
    // The picture failed to load: with JavaScript it is taken away, and the placeholder is read out.
    await expect(header.locator("img")).toHaveCount(0);
    await expect(header.getByTestId("satellite-placeholder")).not.toHaveAttribute("aria-hidden", "true");
    await expect(header.getByText(FAKE_SATELLITE_CREDIT)).toHaveCount(0);
    expect(await brokenImages(page)).toEqual([]);
  } else {
    // Without JavaScript nothing can take the failed picture away (decision 0050): the browser draws its ::after
    // only for a broken picture, and that covers the broken-image icon with the placeholder's words.
    await expect.poll(() => brokenImages(page)).toHaveLength(1);
    const cover = await header
      .locator("img")
      .evaluate((img) => getComputedStyle(img, "::after").getPropertyValue("content"));
    expect(cover).toBe('"Satellite image unavailable\\a 38.2132° N, 122.2807° W"');
    // The cover also lies over the imagery credit: what is on top at the credit's spot is the picture's cover.
    const credit = header.getByText(FAKE_SATELLITE_CREDIT);
    const onTop = await credit.evaluate((span) => {
      const box = span.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.tagName;
    });
    expect(onTop).toBe("IMG");
  }
  await expect(header.getByText("Satellite image unavailable")).toBeVisible();
  await expect(header.getByText("38.2132° N, 122.2807° W")).toBeVisible();
});
