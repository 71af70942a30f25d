import type { Page } from "@playwright/test";
import { budget, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Offline (issue 23, docs/decisions/0087-offline-pages.md). With JavaScript, the service worker
 * keeps a signed-in pilot's saved airports (page and kneeboard card): offline they open with
 * "Saved <time>, offline", anything else says it needs a connection; sign-out and a refused
 * session leave nothing kept. Without JavaScript no worker runs: the printed card is the
 * offline answer (tests/e2e/kneeboard.spec.ts).
 */

const NAME = "Charles M Schulz - Sonoma County";
const SAVE_CONTROL = "form button[data-saved]";
const BANNER = /^Saved \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d UTC, offline\./;

async function saveKsts(page: Page, withJs: boolean) {
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page.getByText("Trip Saved!")).toBeVisible();
}

/** The names of the page's Cache Storage caches. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/**
 * A signed-in pilot saves KSTS and opens My Trips: with JavaScript, that page load has the
 * worker keep My Trips, its cards, KSTS's page and card (4).
 */
async function saveKstsAndOpenTrips(page: Page, withJs: boolean) {
  await saveKsts(page, withJs);
  await page.goto("/trips");
  if (withJs) await expect(page.locator("html")).toHaveAttribute("data-offline-saved", "4");
}

/** Nothing is kept for anyone: the page says so, no cache is left and no worker is registered. */
async function expectNothingKept(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-offline-saved", "0");
  expect(await cacheNames(page)).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
}

test("saved airport offline: its page and card open with the banner; an unsaved page needs a connection; sign-out clears it", async ({
  page,
  context,
  withJs,
  signedIn,
}) => {
  budget({ roundTrips: 12 });
  await signedIn("offline");
  // With JavaScript, the page load of My Trips asks the worker to keep what the pilot saved.
  await saveKstsAndOpenTrips(page, withJs);

  if (!withJs) {
    // No script, no worker: offline, the browser has no copy to open.
    expect(context.serviceWorkers()).toEqual([]);
    await context.setOffline(true);
    await expect(page.goto("/airport/KSTS")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    return;
  }

  await context.setOffline(true);
  await page.goto("/airport/KSTS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(BANNER);
  // The app hydrates the kept page and leaves the banner be; a link opens the kept card as a document, banner and all.
  await waitForHydration(page, SAVE_CONTROL);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(BANNER);
  await page.getByRole("link", { name: "Kneeboard card" }).click();
  await expect(page).toHaveURL(/\/airport\/KSTS\/kneeboard$/);
  await expect(page.getByTestId("kneeboard-card").getByRole("heading", { level: 1 })).toContainText(NAME);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(BANNER);

  // Not kept: the page that says so.
  await page.goto("/airport/KSFO");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page needs a connection");
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);

  // Back online, sign out: the signed-out page leaves no kept page and no worker.
  await context.setOffline(false);
  await page.goto("/trips");
  await expect(page.locator("html")).toHaveAttribute("data-offline-saved", "4");
  expect(await cacheNames(page)).toContain("af-pages");
  await waitForHydration(page, "form[action='/logout'] button");
  await page.locator("form[action='/logout'] button").first().click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expectNothingKept(page);
});

test("a saved airport opened online at another address (from a search, another tab) keeps its kept copy as listed", async ({
  page,
  context,
  withJs,
  signedIn,
}) => {
  budget({ roundTrips: 10 });
  await signedIn("offline-variant");
  await saveKstsAndOpenTrips(page, withJs);
  // Opened from a search: the page shows the trip from KSFO and a way back to the results.
  await page.goto("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120&tab=remarks");
  await expect(page.getByText("Distance from KSFO")).toBeVisible();
  if (!withJs) {
    expect(context.serviceWorkers()).toEqual([]);
    return;
  }
  // The worker keeps /airport/KSTS as My Trips lists it: that search's page is not put in its place.
  const kept = await page.evaluate(async () => (await (await caches.open("af-pages")).match("/airport/KSTS"))?.text());
  expect(kept).toContain('data-of="KSTS-runways"');
  expect(kept).not.toContain("Distance from KSFO");

  await context.setOffline(true);
  await page.goto("/airport/KSTS");
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(BANNER);
  await waitForHydration(page, SAVE_CONTROL);
  await expect(page.getByRole("heading", { name: "Runway 02/20" })).toBeVisible();
  await expect(page.getByText("Distance from KSFO")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to results" })).toHaveCount(0);
  // Its tabs still switch offline: the page holds every tab's data. (React Router asks the server
  // whether a new route serves the tab's address; offline, the worker has it load the address as a
  // document, which opens the same kept copy.)
  await page
    .getByRole("navigation", { name: "FAA operational data sections" })
    .getByRole("link", { name: "Weather" })
    .click();
  await expect(page).toHaveURL(/\?tab=weather$/);
  await expect(page.getByRole("region", { name: "Weather" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Runway 02/20" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(BANNER);
  await context.setOffline(false);
});

test("a session ended elsewhere: the signed-out page drops the kept pages and the worker", async ({
  page,
  context,
  withJs,
  signedIn,
}) => {
  budget({ roundTrips: 8 });
  await signedIn("offline-refused");
  await saveKstsAndOpenTrips(page, withJs);
  if (!withJs) {
    expect(context.serviceWorkers()).toEqual([]);
    return;
  }
  expect(await cacheNames(page)).toContain("af-pages");

  // The session cookie gone without a sign-out here (expired, revoked elsewhere): the next page is signed out.
  await context.clearCookies();
  await page.goto("/airport/KSTS");
  await expectNothingKept(page);
  await context.setOffline(true);
  // The card was kept and is not in the browser's own cache (the airport page just loaded signed
  // out is, for its public minute: decision 0084): offline, nothing answers for it any more.
  await expect(page.goto("/airport/KSTS/kneeboard")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

test("a sign-out posted as a document (before the page's script took over) clears the worker too", async ({
  page,
  context,
  withJs,
  signedIn,
}) => {
  budget({ roundTrips: 6 });
  await signedIn("offline-document-post");
  await saveKstsAndOpenTrips(page, withJs);

  // The browser posts the form itself and gets Clear-Site-Data: "storage" with the redirect
  // (decision 0087). With JavaScript, form.submit() skips the app's handler, as a click before
  // the page's script took over would.
  const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === "/logout");
  const logout = page.locator("form[action='/logout']").first();
  if (withJs) await logout.evaluate((form: HTMLFormElement) => form.submit());
  else await logout.getByRole("button", { name: "Logout" }).click();
  expect((await (await signedOut).allHeaders())["clear-site-data"]).toBe('"storage"');
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  if (!withJs) {
    expect(context.serviceWorkers()).toEqual([]);
    return;
  }
  await expectNothingKept(page);
});
