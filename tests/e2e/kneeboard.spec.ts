import type { Page } from "@playwright/test";
import { budget, expect, test } from "./support/fixtures";

/**
 * The kneeboard card (issue 23, docs/decisions/0088-kneeboard-card.md): from the airport page and
 * My Trips, with JavaScript and without; printed to PDF on Letter and A5, where KSTS's card is one page.
 */

const NAME = "Charles M Schulz - Sonoma County";

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

async function printedPages(page: Page, format: "Letter" | "A5"): Promise<number> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format, printBackground: false });
  await page.emulateMedia({ media: "screen" });
  return pdfPageCount(pdf);
}

test("KSTS's card from its airport page: runways, radio, weather, places and dates, one printed page", async ({
  page,
}) => {
  // Two page loads and two prints (each a layout of the page for its paper).
  budget({ roundTrips: 4 });
  await page.goto("/airport/KSTS");
  await page.getByRole("link", { name: "Kneeboard card" }).click();
  await expect(page).toHaveURL(/\/airport\/KSTS\/kneeboard$/);

  const card = page.getByTestId("kneeboard-card");
  await expect(card.getByRole("heading", { level: 1 })).toHaveText(`KSTS / STS ${NAME}`);
  await expect(card).toContainText("Elevation 129 ft MSL");
  // The runways with length, surface and each end's true heading as checked at import (decision 0058).
  const runways = card.getByRole("table");
  await expect(runways.getByRole("row", { name: /14\/32/ })).toContainText("6,000 × 150");
  await expect(runways.getByRole("row", { name: /14\/32/ })).toContainText(/14 \d{3}°T\s*32 \d{3}°T/);
  await expect(runways.getByRole("row", { name: /14\/32/ })).toContainText("Asphalt");
  // Tower hours and airspace as the data holds them (decision 0063).
  await expect(card.getByTestId("kneeboard-tower")).toHaveText("Tower 0700–2000 local; CTAF 118.5 otherwise");
  await expect(card).toContainText("Class D — CLASS D SVC 0700-2000; OTHER TIMES CLASS G");
  // The last METAR with station, time and age; the TAF with its times.
  await expect(card.getByTestId("kneeboard-metar")).toContainText(/METAR KSTS, observed \d\d:\d\dZ .* ago\)/);
  await expect(card.getByTestId("kneeboard-taf")).toContainText(/TAF/);
  await expect(card).toContainText("Density altitude:");
  // The nearest food and lodging of the places lists, with their credits, and the FAA cycle.
  await expect(card.getByRole("heading", { name: "Food (nearest)" })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Lodging (nearest)" })).toBeVisible();
  await expect(
    card.getByRole("heading", { name: "Food (nearest)" }).locator("xpath=..").getByRole("listitem"),
  ).toHaveCount(3);
  await expect(card).toContainText(/FAA data: .+, effective \d{1,2} \w{3} \d{4}/);
  await expect(card).toContainText("Nearby places: Places: AllThePlaces (CC0)");

  expect(await printedPages(page, "Letter")).toBe(1);
  expect(await printedPages(page, "A5")).toBe(1);
});

test("KSTS's card with a pilot's report (100LL price, courtesy car, landing fee) still prints on one A5 page", async ({
  page,
  signedIn,
}) => {
  budget({ roundTrips: 6 });
  await signedIn("kneeboard-reports");
  const made = await page.request.post("/api/airports/KSTS/field-reports", {
    data: {
      visited_on: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      fuel: [{ grade: "100LL", price_usd: 7.45, service: "self" }],
      courtesy_car: "yes",
      landing_fee_usd: 10,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  try {
    await page.goto("/airport/KSTS/kneeboard");
    const reports = page.getByTestId("kneeboard-field-reports");
    await expect(reports).toContainText("$7.45/gal self-serve");
    await expect(reports).toContainText("Landing fee");
    expect(await printedPages(page, "A5")).toBe(1);
    expect(await printedPages(page, "Letter")).toBe(1);
  } finally {
    expect((await page.request.delete(`/api/field-reports/${id}`)).status()).toBeLessThan(300);
  }
});

test("on A5 paper each runway end prints with its heading on one line (KJFK's four long runways)", async ({ page }) => {
  // The width A5 leaves inside the 10 mm margins (app.css @page), as the print layout sees it.
  await page.setViewportSize({ width: Math.floor(((148 - 20) / 25.4) * 96), height: 800 });
  await page.goto("/airport/KJFK/kneeboard");
  await page.emulateMedia({ media: "print" });
  // Each end's line in the True heading column: '04L 031°T'.
  const ends = page.getByTestId("kneeboard-card").locator("tbody td:last-child > span");
  await expect(ends).toHaveCount(8);
  const lines = await ends.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
  );
  expect(lines).toEqual(Array(8).fill(1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    Math.floor(((148 - 20) / 25.4) * 96),
  );
});

test("at 320 px the card fits the width", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/airport/KSTS/kneeboard");
  await expect(page.getByTestId("kneeboard-card")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("an id in another case goes to the card's one URL; an unknown airport is the 404 page", async ({ page }) => {
  await page.goto("/airport/sts/kneeboard");
  await expect(page).toHaveURL(/\/airport\/KSTS\/kneeboard$/);
  const res = await page.goto("/airport/ZZZ9Q/kneeboard");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Airport Not Found" })).toBeVisible();
});

test("My Trips links each saved airport's card and prints them all, one page each", async ({ page, signedIn }) => {
  budget({ roundTrips: 8 });
  await signedIn("kneeboard");
  for (const airportLocId of ["STS", "HAF"]) {
    expect((await page.request.post("/api/trips/save", { data: { airportLocId } })).status()).toBe(200);
  }
  await page.goto("/trips");
  await expect(page.getByRole("link", { name: "Kneeboard card of KSTS" })).toHaveAttribute(
    "href",
    "/airport/KSTS/kneeboard",
  );
  await page.getByRole("link", { name: "Print every saved airport's kneeboard card" }).click();
  await expect(page).toHaveURL(/\/trips\/kneeboard$/);
  const cards = page.getByTestId("kneeboard-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole("heading", { level: 2 })).toContainText("KHAF");
  await expect(cards.nth(1).getByRole("heading", { level: 2 })).toContainText("KSTS");
  expect(await printedPages(page, "Letter")).toBe(2);
});

test("signed out, the trips' cards ask for a sign-in", async ({ page }) => {
  await page.goto("/trips/kneeboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ftrips%2Fkneeboard/);
});
