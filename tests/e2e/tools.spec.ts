import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

async function findMeetup(page: Page, plane1: string, plane2: string) {
  await page.goto("/tools");
  await page.getByRole("group", { name: "Plane 1" }).getByLabel("Departure airport").fill(plane1);
  await page.getByRole("group", { name: "Plane 2" }).getByLabel("Departure airport").fill(plane2);
  await page.getByRole("button", { name: "Find Meetup Airports" }).click();
}

test("two pilots find meetup airports both reach in 1 to 2 hours, and page through them", async ({ page, withJs }) => {
  await findMeetup(page, "kbur", "klax");
  await expect(page).toHaveURL(
    /\/tools\?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=3000&runwaySurface=improved&airportUse=public$/,
  );
  await expect(page.getByRole("heading", { name: "Meetup Options" })).toBeVisible();
  await expect(page.getByText(/^\d+ airports found$/)).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Flight Times" })).toBeVisible();
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toContainText(/Plane 1\s*\dh \d+m/);
  await expect(firstRow).toContainText("NM");
  await expect(firstRow).toContainText(/\d,\d{3}′/);

  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText(/^Showing 1 to 20 of \d{1,3}(,\d{3})* results$/)).toBeVisible();
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(pager.getByText(/^Showing 21 to 40 of/)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // A new search starts again at page 1. With JavaScript it is one request for the data, at the
  // address the server writes, not one answered by a redirect there and a second.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/tools.data") asked.push(new URL(request.url()).search);
  });
  if (withJs) await waitForHydration(page, "#duration-match button[type=submit]");
  await page.getByLabel("Max flight time (hours)").fill("2.5");
  await page.getByRole("button", { name: "Find Meetup Airports" }).click();
  await expect(page).toHaveURL(/maxDuration=2.5/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(pager.getByText(/^Showing 1 to 20 of/)).toBeVisible();
  if (withJs)
    expect(asked).toEqual([
      "?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2.5&minRunwayLength=3000&runwaySurface=improved&airportUse=public&_routes=routes%2Ftools",
    ]);
});

test("Midpoint Match shows airports near the midpoint and the search radius", async ({ page }) => {
  await page.goto("/tools");
  await page.getByRole("link", { name: "Midpoint Match" }).click();
  await expect(page).toHaveURL(/\/tools\?tab=midpoint$/);
  await expect(page.getByRole("link", { name: "Midpoint Match" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Departure airport 1")).toHaveValue("");
  await expect(page.getByLabel("Min runway length (ft)")).toHaveValue("3000");
  await page.getByLabel("Departure airport 1").fill("ksfo");
  await page.getByLabel("Departure airport 2").fill("klas");
  await page.getByRole("button", { name: "Find Midpoint Airports" }).click();
  await expect(page.getByRole("heading", { name: "Midpoint Airports" })).toBeVisible();
  await expect(page.getByText("Search radius: ±54 NM from midpoint")).toBeVisible();
  await expect(page.getByText(/^\d+ airports found$/)).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader", { name: "Distance to Midpoint" })).toBeVisible();
  await expect(page.getByLabel("Departure airport 1")).toHaveValue("KSFO");
});

test("switching tabs keeps each tab's search", async ({ page }) => {
  await findMeetup(page, "KBUR", "KLAX");
  await expect(page.getByRole("heading", { name: "Meetup Options" })).toBeVisible();
  await page.getByRole("link", { name: "Midpoint Match" }).click();
  await page.getByLabel("Departure airport 1").fill("KBOS");
  await page.getByLabel("Departure airport 2").fill("KSEA");
  await page.getByRole("button", { name: "Find Midpoint Airports" }).click();
  await expect(page.getByText("Search radius: ±150 NM from midpoint")).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(pager.getByText(/^Showing 21 to 40 of/)).toBeVisible();

  await page.getByRole("link", { name: "Duration Match" }).click();
  await expect(page.getByRole("link", { name: "Duration Match" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Meetup Options" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Plane 1" }).getByLabel("Departure airport")).toHaveValue("KBUR");
  await page.getByRole("link", { name: "Midpoint Match" }).click();
  await expect(page.getByLabel("Departure airport 1")).toHaveValue("KBOS");
  await expect(page.getByText(/^Showing 1 to 20 of/)).toBeVisible();
});

test("max flight time not above min gets the spec's message on max", async ({ page }) => {
  await page.goto("/tools");
  await page.getByRole("group", { name: "Plane 1" }).getByLabel("Departure airport").fill("KBUR");
  await page.getByRole("group", { name: "Plane 2" }).getByLabel("Departure airport").fill("KLAX");
  await page.getByLabel("Min flight time (hours)").fill("2");
  await page.getByLabel("Max flight time (hours)").fill("1.5");
  await page.getByRole("button", { name: "Find Meetup Airports" }).click();
  await expect(page.getByText("Max duration must be greater than min duration")).toBeVisible();
  await expect(page.getByLabel("Max flight time (hours)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Max flight time (hours)")).toHaveValue("1.5");
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("an unknown airport is a form error, with a 'Search failed' toast when JavaScript runs", async ({
  page,
  withJs,
}) => {
  await findMeetup(page, "KBUR", "QQQQ");
  await expect(page.getByText("No airport found with the code QQQQ").first()).toBeVisible();
  if (withJs) {
    await expect(page.getByRole("status").getByText("Search failed")).toBeVisible();
  }
});

test("a result row opens the airport page: anywhere on the row with JavaScript, by its name link without", async ({
  page,
  withJs,
}) => {
  await page.goto(
    "/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS&minRunwayLength=3000&runwaySurface=improved&airportUse=public",
  );
  const row = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Bishop" }) });
  // The name link stays the row's one control for the keyboard and screen readers.
  await expect(row.locator("a, button, input, select, [tabindex]")).toHaveCount(1);
  if (withJs) {
    await waitForHydration(page, "a[data-row-link]");
    await row.getByRole("cell").nth(2).click();
  } else {
    await row.getByRole("cell").nth(2).click();
    await expect(page).toHaveURL(/\/tools\?tab=midpoint/);
    await row.getByRole("link", { name: "Bishop" }).click();
  }
  await expect(page).toHaveURL(/\/airport\/KBIH$/);
});

test("Duration Match lists the fairest split first; links re-sort by runway, difference or total time and paging keeps the order", async ({
  page,
}) => {
  await page.goto(
    "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=3000&runwaySurface=improved&airportUse=public",
  );
  const sorts = page.getByRole("navigation", { name: "Sort meetup options" });
  await expect(sorts.getByRole("link", { name: "Fair split" })).toHaveAttribute("aria-current", "true");
  await expect(
    page.getByText(
      /each flying 1 to 2 hours\. Fairest split first \(within 10 minutes counts as even\), then the soonest meeting\./,
    ),
  ).toBeVisible();
  // Read once the page has loaded: without JavaScript the text above the table shows while its rows still arrive.
  const runwayFeet = async () => {
    await page.waitForLoadState("load");
    return (await page.getByRole("table").getByRole("row").locator("td:nth-child(3)").allTextContents()).map((t) =>
      Number(t.split("′")[0].replace(/\D/g, "")),
    ); // "5,202′ Asphalt"
  };

  await sorts.getByRole("link", { name: "Longest runway" }).click();
  await expect(page).toHaveURL(/&maxDuration=2&sort=runway&minRunwayLength=3000/);
  await expect(sorts.getByRole("link", { name: "Longest runway" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(/each flying 1 to 2 hours\. Longest runway first\./)).toBeVisible();
  const feet = await runwayFeet();
  expect(feet.length).toBe(20);
  expect([...feet].sort((a, b) => b - a)).toEqual(feet);

  const pager = page.getByRole("navigation", { name: "Pagination" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=runway.*&page=2$/);
  await expect(pager.getByText(/^Showing 21 to 40 of/)).toBeVisible();
  const next = await runwayFeet();
  expect(next[0]).toBeLessThanOrEqual(feet[19]);

  await sorts.getByRole("link", { name: "Time difference" }).click();
  await expect(page).toHaveURL(/sort=difference/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText(/Smallest time difference first\./).first()).toBeVisible();
  await sorts.getByRole("link", { name: "Total time" }).click();
  await expect(page).toHaveURL(/sort=total/);
  await sorts.getByRole("link", { name: "Fair split" }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(sorts.getByRole("link", { name: "Fair split" })).toHaveAttribute("aria-current", "true");
});

test("airport codes are upper-cased as typed, in the tools and the search", async ({ page, withJs }) => {
  await page.goto("/tools");
  if (withJs) await waitForHydration(page);
  const plane1 = page.getByRole("group", { name: "Plane 1" }).getByLabel("Departure airport");
  await plane1.pressSequentially("kbur");
  if (withJs) await expect(plane1).toHaveValue("KBUR");
  await page.getByRole("group", { name: "Plane 2" }).getByLabel("Departure airport").pressSequentially("klax");
  await page.getByRole("button", { name: "Find Meetup Airports" }).click();
  await expect(page).toHaveURL(/plane1Airport=KBUR&plane2Airport=KLAX/);
  await expect(plane1).toHaveValue("KBUR");

  await page.goto("/");
  if (withJs) await waitForHydration(page);
  const departure = page.getByLabel("Departure airport");
  await departure.pressSequentially("ksts");
  if (withJs) await expect(departure).toHaveValue("KSTS");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(departure).toHaveValue("KSTS");
});

test("on a 320 px phone the results are cards and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(
    "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=3000&runwaySurface=improved&airportUse=public",
  );
  await expect(page.getByRole("table")).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: "Difference" }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole("link", { name: "Midpoint Match" }).click();
  await expect(page.getByRole("button", { name: "Find Midpoint Airports" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.goto("/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS");
  await expect(page.getByText("Search radius:", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("every error shows at once on the first press: codes missing, a speed too low, max time under min", async ({
  page,
  withJs,
}) => {
  await page.goto("/tools");
  if (withJs) await waitForHydration(page);
  // The codes left untouched (empty); a speed typed too low; the durations the wrong way round.
  await page.getByRole("group", { name: "Plane 1" }).getByLabel("Speed (knots)").fill("10");
  await page.getByLabel("Min flight time (hours)").fill("2");
  await page.getByLabel("Max flight time (hours)").fill("1.5");
  // One press, while the last field still has the focus.
  await page.getByRole("button", { name: "Find Meetup Airports" }).click();
  await expect(page.getByText("Speed must be at least 50 knots")).toBeVisible();
  await expect(page.getByText("Max duration must be greater than min duration")).toBeVisible();
  await expect(page.getByText("Airport code required")).toHaveCount(2);
  for (const n of [1, 2])
    await expect(page.getByRole("group", { name: `Plane ${n}` }).getByLabel("Departure airport")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
});
