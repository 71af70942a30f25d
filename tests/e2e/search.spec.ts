import type { Page } from "@playwright/test";
import { expect, holdParts, test, waitForHydration } from "./support/fixtures";

/** A search from the form; `hydrated`: once the app handles the form (JavaScript only), not the browser. */
async function searchFrom(page: Page, departure: string, speed: string, hydrated = false) {
  await page.goto("/");
  if (hydrated) await waitForHydration(page, "#search button[type=submit]");
  await page.getByLabel("Departure airport").fill(departure);
  await page.getByLabel("Aircraft speed (knots)").fill(speed);
  await page.getByRole("button", { name: "Search" }).click();
}

test("a pilot searches from STS and sees reachable airports with trip time, distance and runway", async ({
  page,
  withJs,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // With JavaScript the search is one request for the results' data, not one answered by a redirect
  // to the address the server writes and a second one there (on one bar of signal, seconds).
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/_root.data") asked.push(request.url());
  });
  await searchFrom(page, "sts", "120", withJs);
  // On a phone the answer is scrolled into view, below the form.
  await expect(page.getByRole("heading", { name: /airports from/ })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page).toHaveURL(
    /\/\?departureAirport=STS&aircraftSpeed=120&runwaySurface=improved&airportUse=public#results$/,
  );
  await expect(
    page.getByRole("heading", { name: /airports from Charles M Schulz - Sonoma County \(KSTS\) at 120 kt/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Showing 1 to 50 of \d{1,3}(,\d{3})* results$/)).toBeVisible();
  const firstRow = page.getByRole("table").getByRole("row").nth(1);
  await expect(firstRow).toContainText("Healdsburg Muni");
  await expect(firstRow).toContainText("KHES");
  await expect(firstRow).toContainText("Healdsburg, CA");
  await expect(firstRow).toContainText("15 min");
  await expect(firstRow).toContainText("10 NM");
  await expect(firstRow).toContainText("2,652 ft");
  await expect(firstRow).toContainText("Asphalt");
  if (withJs)
    expect(asked.map((url) => new URL(url).search)).toEqual([
      "?departureAirport=STS&aircraftSpeed=120&runwaySurface=improved&airportUse=public&_routes=routes%2Fhome",
    ]);
});

test("bad input gets the spec's messages in the form", async ({ page }) => {
  await searchFrom(page, "ks", "20");
  await expect(page.getByText("Airport code must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Speed must be at least 50 knots")).toBeVisible();
  await expect(page.getByLabel("Departure airport")).toHaveAttribute("aria-invalid", "true");
});

test("with JavaScript a field is checked as it is left and every error shows at once on Search, with no round trip; without, the server answers with them all", async ({
  page,
  withJs,
}) => {
  await page.goto("/");
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("departureAirport=")) searches.push(r.url());
  });
  const departure = page.getByLabel("Departure airport");
  const speed = page.getByLabel("Aircraft speed (knots)");
  if (withJs) {
    // The form loads after the page (decision 0089); until then it is the plain GET form.
    await waitForHydration(page, "#search button[type=submit]");
    await departure.fill("ks");
    await departure.press("Tab");
    await expect(page.getByText("Airport code must be at least 3 characters")).toBeVisible();
    await expect(departure).toHaveAttribute("aria-invalid", "true");
    // Once shown, the error goes as the field is put right.
    await departure.fill("KSTS");
    await expect(page.getByText("Airport code must be at least 3 characters")).toHaveCount(0);
    await expect(departure).not.toHaveAttribute("aria-invalid");
  } else {
    await departure.fill("KSTS");
  }
  await speed.fill("20");
  await page.getByLabel("Min flight time (hours)").fill("2");
  await page.getByLabel("Max flight time (hours)").fill("1");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Speed must be at least 50 knots")).toBeVisible();
  await expect(page.getByText("Max duration must be at least the min duration")).toBeVisible();
  await expect(page.getByLabel("Max flight time (hours)")).toHaveAttribute("aria-invalid", "true");
  if (withJs) {
    await expect(speed).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    expect(searches).toEqual([]);
  } else {
    expect(searches.length).toBeGreaterThan(0);
  }
});

test("coming back to the home page from another page shows the search form at once, never an empty page while its part loads", async ({
  page,
  withJs,
}) => {
  await page.goto("/airport/KSTS");
  if (!withJs) {
    await page.getByRole("link", { name: "AirportFinder" }).click();
    await expect(page.getByRole("heading", { name: "Where can you fly today?" })).toBeVisible();
    return;
  }
  await waitForHydration(page, "nav a[href='/']");
  // The form's part (decision 0089), held until released: the app must wait for it, not show the page without it.
  const hold = await holdParts(page, "search-form");
  await page.getByRole("link", { name: "AirportFinder" }).click();
  await expect.poll(() => hold.asked.has("search-form")).toBe(true);
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
  await expect(page.getByRole("heading", { name: "Where can you fly today?" })).toHaveCount(0);
  hold.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Where can you fly today?" })).toBeVisible();
  await expect(page.getByLabel("Departure airport")).toBeVisible();
});

test("an unknown departure airport is a form error, not an empty list", async ({ page }) => {
  await searchFrom(page, "QQQQ", "120");
  await expect(page.getByText("No airport found with the code QQQQ").first()).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("sorting by a column starts ascending and flips on a second click", async ({ page }) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120");
  const table = page.getByRole("table");
  await table.getByRole("link", { name: "Longest Runway" }).click();
  await expect(page).toHaveURL(/sort=runway/);
  await expect(table.getByRole("columnheader", { name: /Longest Runway/ })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("link", { name: /Longest Runway/ }).click();
  await expect(page).toHaveURL(/sort=runway&direction=desc/);
  await expect(table.getByRole("columnheader", { name: /Longest Runway/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1)).toContainText("16,000 ft");
  await table.getByRole("link", { name: "Distance" }).click();
  // Distance ascending is the default order, so its URL carries no sort at all.
  await expect(page).toHaveURL(/\/\?departureAirport=KSTS&aircraftSpeed=120#results$/);
  await expect(table.getByRole("columnheader", { name: /Distance/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("row").nth(1)).toContainText("Healdsburg Muni");
});

test("a search's results show whole while their section's part loads, and sort once it has come", async ({
  page,
  withJs,
}) => {
  // The results section, heading and all, is a part of its own (decision 0089), held back here:
  // the server's HTML stays on screen until it hydrates.
  const hold = await holdParts(page, "search-results");
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120");
  if (withJs) await waitForHydration(page, "nav a[href='/']");
  await expect(page.getByRole("heading", { name: /^[\d,]+ airports from .+ \(KSTS\) at 120 kt$/ })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toContainText("Healdsburg Muni");
  await expect.poll(() => hold.asked.has("search-results")).toBe(withJs);

  hold.release();
  if (withJs) await waitForHydration(page, "#results-heading");
  await table.getByRole("link", { name: "Longest Runway" }).click();
  await expect(page).toHaveURL(/sort=runway/);
  await expect(table.getByRole("columnheader", { name: /Longest Runway/ })).toHaveAttribute("aria-sort", "ascending");
});

test("pages through results fifty at a time", async ({ page }) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120&runwaySurface=improved&airportUse=public");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText(/^Showing 1 to 50 of/)).toBeVisible();
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByText(/^Showing 51 to 100 of/)).toBeVisible();
  await pager.getByRole("link", { name: "Page 4" }).click();
  await expect(pager.getByText(/^Showing 151 to 200 of/)).toBeVisible();
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(pager.getByText(/^Showing 101 to 150 of/)).toBeVisible();
  await pager.getByRole("link", { name: "Page 1" }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
});

test("nothing in range says so", async ({ page, withJs }) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=0.05");
  await expect(page.getByRole("main").getByText("No airports found")).toBeVisible();
  if (withJs) {
    await expect(page.getByRole("status").getByText("Try adjusting your search criteria.")).toBeVisible();
  }
});

test("Clear Filters resets the form to 120 kt, improved, public", async ({ page }) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=95&runwaySurface=unimproved&airportUse=private&state=CA");
  await expect(page.getByLabel("Aircraft speed (knots)")).toHaveValue("95");
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("Departure airport")).toHaveValue("");
  await expect(page.getByLabel("Aircraft speed (knots)")).toHaveValue("120");
  await expect(page.getByLabel("Runway surface")).toHaveValue("improved");
  await expect(page.getByLabel("Airport use")).toHaveValue("public");
  await expect(page.getByLabel("State")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Featured Destinations" })).toBeVisible();
});

test("Featured Destinations lead to their airport pages", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Destinations" });
  await expect(featured.getByRole("link")).toHaveCount(6);
  for (const city of ["Santa Rosa", "Santa Barbara", "Page", "Mackinac Island", "Sedona", "Wakefield"]) {
    await expect(featured.getByText(new RegExp(`^${city}, `))).toBeVisible();
  }
  await featured.getByRole("link", { name: /Sedona/ }).click();
  await expect(page).toHaveURL(/\/airport\/KSEZ$/);
});

test("a result row opens the airport page from the search: anywhere on the row with JavaScript, by its name link without", async ({
  page,
  withJs,
}) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120");
  const row = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Healdsburg Muni" }) });
  if (withJs) {
    await waitForHydration(page, "a[data-row-link]");
    await row.getByRole("cell").nth(2).click();
  } else {
    await row.getByRole("cell").nth(2).click();
    await expect(page).toHaveURL(/\/\?departureAirport=KSTS&aircraftSpeed=120$/);
    await row.getByRole("link", { name: "Healdsburg Muni" }).click();
  }
  await expect(page).toHaveURL(/\/airport\/KHES\?from=search&departureAirport=KSTS&aircraftSpeed=120/);
});

test("the nav's airport box goes to the airport page, trimmed and upper-cased", async ({ page, withJs }) => {
  await page.goto("/");
  const box = page.getByRole("search", { name: "Go to airport" });
  const go = box.getByRole("button", { name: "GO" });
  if (withJs) await expect(go).toBeDisabled();
  await box.getByLabel("Airport ID").fill("  sba ");
  await expect(go).toBeEnabled();
  await go.click();
  await expect(page).toHaveURL(/\/airport\/KSBA$/);
  if (withJs)
    await expect(page.getByRole("search", { name: "Go to airport" }).getByLabel("Airport ID")).toHaveValue("");
});

test("any other path is Page Not Found", async ({ page }) => {
  const response = await page.goto("/nowhere/at/all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Search" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a 320 px phone the results are cards with sort buttons and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120");
  // The table's column headers give way to a label beside each figure of a card (decision 0090).
  await expect(page.getByRole("columnheader", { name: /Trip Time/ })).toBeHidden();
  const card = page.locator("[data-row]").first();
  await expect(card.getByText("Trip Time", { exact: true })).toBeVisible();
  await expect(card.getByText("Distance", { exact: true })).toBeVisible();
  const [name, time] = await Promise.all([
    card.getByRole("link", { name: "Healdsburg Muni" }).boundingBox(),
    card.getByText("15 min").boundingBox(),
  ]);
  // The airport first, its figures below it, all within the screen.
  expect(time!.y).toBeGreaterThan(name!.y);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(320);
  const sort = page.getByRole("navigation", { name: "Sort results" });
  await sort.getByRole("link", { name: "Runway" }).click();
  await expect(page).toHaveURL(/sort=runway#results$/);
  // Sorting lands on the results, not on the search form that fills a phone's screen.
  await expect(page.getByRole("heading", { name: /airports from/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.goto("/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("a keyboard-only pilot skips to the content and searches without a mouse", async ({ page, withJs }) => {
  // The search form's part held back (decision 0089): the skip link must not drop the server's form
  // while its chunk is on the way (docs/decisions/0095-skip-link-without-navigation.md).
  const hold = await holdParts(page, "search-form");
  await page.goto("/");
  if (withJs) await waitForHydration(page, "nav a[href='/']");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  // The first field of the search form comes next after the skip target.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Departure airport")).toBeFocused();
  hold.release();
  await page.keyboard.type("KSTS");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Aircraft speed (knots)")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Showing 1 to 50 of \d{1,3}(,\d{3})* results$/)).toBeVisible();
});

test("the search form's checkboxes look alike and sit in its field grid", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#search");
  const boxes = [
    "Hide airports without a current wind report",
    "Courtesy car (pilot reports)",
    "Food within walking distance (1 NM)",
  ].map((name) => form.getByRole("checkbox", { name }));
  const looks = [];
  for (const box of boxes) {
    await expect(box).toBeVisible();
    looks.push(
      await box.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const label = el.closest("label")!;
        return {
          size: `${Math.round(r.width)}x${Math.round(r.height)}`,
          labelWeight: getComputedStyle(label).fontWeight,
          labelSize: getComputedStyle(label).fontSize,
          inGrid: el.closest(".grid") !== null && el.closest(".grid")!.parentElement === el.closest("form"),
        };
      }),
    );
  }
  expect(looks[0]).toMatchObject({ size: "16x16", inGrid: true });
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);
});

test("each of the search form's checkboxes shares its grid row with an input, on a phone and a desktop", async ({
  page,
}) => {
  // GridCheckbox sets a checkbox level with the bottom of the inputs beside it; in a row of
  // checkboxes only, one with a wrapped label would leave the other a line lower.
  await page.goto("/");
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page
      .locator("#search .grid")
      .first()
      .evaluate((grid) =>
        [...grid.children].map((cell) => ({
          top: Math.round(cell.getBoundingClientRect().top),
          checkbox: cell.querySelector("input[type=checkbox]")?.getAttribute("name") ?? null,
          input: cell.querySelector("select, input:not([type=checkbox]):not([type=hidden])") !== null,
        })),
      );
    const checkboxes = rows.filter((cell) => cell.checkbox !== null);
    expect(checkboxes.map((cell) => cell.checkbox).sort()).toEqual(["courtesyCar", "walkingFood", "windRequired"]);
    for (const box of checkboxes) {
      const beside = rows.filter((cell) => cell.input && Math.abs(cell.top - box.top) <= 1);
      expect(beside.length, `${box.checkbox} at ${width} px`).toBeGreaterThan(0);
    }
  }
});
