import { expect, holdPosts, TEST_PASSWORD as PASSWORD, test, uniqueEmail, waitForHydration } from "./support/fixtures";

/**
 * Saving an airport (and a hotel, docs/decisions/0041-saved-lodging.md) and
 * My Trips (issue 3, items 6 and 7), with JavaScript (the `js` project: fetcher, pending label, toasts) and without (`no-js`:
 * plain form posts, Post/Redirect/Get, the toast rendered from the flash cookie).
 * Each test signs up its own user: tests run in parallel against one server.
 */

const NAME = "Charles M Schulz - Sonoma County";
/** The save control: once it carries a React fiber, clicks go through the fetcher. */
const SAVE_CONTROL = "form button[data-saved]";

test("sign up, save an airport from its page, see it on My Trips, remove it, empty state", async ({
  page,
  withJs,
  signedIn,
}) => {
  // Sign up through the JSON call (the sign-up form has its own journeys); it shares the page's cookies.
  await signedIn("save-trip");

  await page.goto("/trips");
  await expect(page.getByRole("heading", { name: "My Trips", level: 1 })).toBeVisible();
  await expect(page.getByText("No saved trips yet")).toBeVisible();

  await page.goto("/airport/KSTS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  const save = page.getByRole("button", { name: "Save Trip" });
  await expect(save).toBeVisible();

  if (withJs) {
    await waitForHydration(page, SAVE_CONTROL);
    // Hold the save until the test has seen it pending: the control says so and cannot be pressed twice.
    const hold = await holdPosts(page, "**/airport/KSTS.data*");
    await save.click();
    const pending = page.getByRole("button", { name: "Saving..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    hold.release();
  } else {
    await save.click();
  }
  await expect(page.getByText("Trip Saved!")).toBeVisible();
  await expect(page.getByText("Airport added to your trips list.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from Trips" })).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
  if (withJs) await page.unroute("**/airport/KSTS.data*");

  await page.goto("/trips");
  const card = page.getByRole("article", { name: `${NAME} (KSTS)` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Santa Rosa, CA");
  await expect(card).toContainText("6,000 ft");
  await expect(card.getByRole("link", { name: NAME })).toHaveAttribute("href", "/airport/KSTS");

  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await card.getByRole("button", { name: /Remove from Trips/ }).click();
  await expect(page.getByText("Trip Removed")).toBeVisible();
  await expect(page.getByText("Airport removed from your trips list.")).toBeVisible();
  await expect(page.getByText("No saved trips yet")).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);
  const home = page.getByRole("main").getByRole("link", { name: "Search Airports" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL(/\/$/);

  // The airport link leads back to the airport, which shows it is not saved any more.
  await page.goto("/airport/KSTS");
  await expect(page.getByRole("button", { name: "Save Trip" })).toBeVisible();
});

test("signed out: saving says Login Required, goes to /auth, and after sign-in comes back to the airport", async ({
  page,
  request,
  withJs,
}) => {
  // An account made outside this browser (its own cookie jar), so the page stays signed out.
  const email = uniqueEmail("save-login");
  const register = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, "cf-turnstile-response": "" },
  });
  expect(register.status(), await register.text()).toBe(201);

  await page.goto("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).click();
  // With JavaScript the toast shows on the airport page for 1.5 s; without, on /auth (flash cookie).
  await expect(page.getByText("Login Required")).toBeVisible();
  await expect(page.getByText("Please log in to save trips. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  const url = new URL(page.url());
  expect(url.searchParams.get("redirectTo")).toBe("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page).toHaveURL(/\/airport\/KSTS\?from=search&departureAirport=KSFO&aircraftSpeed=120$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page.getByText("Trip Saved!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from Trips" })).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS\?from=search/);
});

test("/trips signed out: the prompt, then /auth with the way back", async ({ page }) => {
  await page.goto("/trips");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ftrips$/);
  await expect(page.getByText("Please log in to view your saved trips.")).toBeVisible();
});

test("a save or removal that fails keeps the page and shows the 'Error' / 'Failed to remove' toast; the next try works", async ({
  page,
  withJs,
  signedIn,
}) => {
  await signedIn("save-fails");
  await page.goto("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");
  const save = page.getByRole("button", { name: "Save Trip" });
  // With JavaScript the post itself fails (the network drops it, then the server answers 500); without
  // JavaScript the browser would show whatever came back, so there the server refuses a bad id instead.
  const failing = withJs ? "**/airport/KSTS.data*" : "**/airport/KSTS?*";
  await page.route(failing, (route) =>
    route.request().method() !== "POST"
      ? route.continue()
      : withJs
        ? route.abort("failed")
        : route.continue({ postData: "intent=save-trip&airportLocId=%21%21" }),
  );
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await save.click();
  await expect(page.getByText("Failed to save trip. Please try again.")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(page).toHaveURL(/\/airport\/KSTS\?from=search&departureAirport=KSFO&aircraftSpeed=120$/);
  await expect(save).toBeEnabled();
  await page.unroute(failing);

  await save.click();
  await expect(page.getByText("Trip Saved!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from Trips" })).toBeVisible();

  await page.goto("/trips");
  const card = page.getByRole("article", { name: `${NAME} (KSTS)` });
  const removing = withJs ? "**/trips.data*" : "**/trips";
  await page.route(removing, (route) =>
    route.request().method() !== "POST"
      ? route.continue()
      : withJs
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" })
        : route.continue({ postData: "intent=remove-trip&airportLocId=%21%21" }),
  );
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await card.getByRole("button", { name: /Remove from Trips/ }).click();
  await expect(page.getByText("Failed to remove airport from trips")).toBeVisible();
  await expect(page.getByText("Failed to remove", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Trips", level: 1 })).toBeVisible();
  await expect(card).toBeVisible();
  await page.unroute(removing);
});

test("save a hotel from the airport's Lodging list, find it on My Trips under Lodging, remove it there", async ({
  page,
  withJs,
  signedIn,
}) => {
  // Signed out, like the landmarks: the hotels are listed without a save control.
  await page.goto("/airport/KSTS");
  const lodging = page.locator("section#lodging");
  await expect(lodging.getByRole("heading", { name: "Lodging", level: 2 })).toBeVisible();
  await expect(lodging.locator("li").filter({ hasText: "Wyndham" })).toContainText("1.1 NM");
  await expect(lodging.getByRole("button")).toHaveCount(0);

  await signedIn("save-lodging");
  await page.goto("/airport/KSTS");
  const save = lodging.getByRole("button", { name: "Save Wyndham", exact: true });
  if (withJs) await waitForHydration(page, "section#lodging form button[data-saved]");
  await save.click();
  await expect(page.getByText("Lodging Saved!")).toBeVisible();
  await expect(page.getByText("Lodging added to your trips list.")).toBeVisible();
  await expect(lodging.getByRole("button", { name: "Remove Wyndham", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
  // Only that hotel is saved.
  await expect(lodging.getByRole("button", { name: /^Remove / })).toHaveCount(1);

  await page.goto("/trips");
  // The airport itself is not saved: its card is with the places saved near other airports.
  await expect(page.getByRole("heading", { name: "Places saved near other airports" })).toBeVisible();
  const card = page.getByRole("article", { name: `${NAME} (KSTS)` });
  await expect(card.getByRole("heading", { name: "Lodging", level: 4 })).toBeVisible();
  await expect(card).toContainText("Wyndham");
  await expect(card).toContainText("1.1 NM");
  // The hotel's address, which a pilot without a car needs.
  await expect(card).toContainText("1251 Shiloh Road, Windsor, CA");

  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await card.getByRole("button", { name: "Remove Wyndham", exact: true }).click();
  await expect(page.getByText("Lodging Removed", { exact: true })).toBeVisible();
  await expect(page.getByText("Lodging removed from your trips list.")).toBeVisible();
  await expect(page.getByText("No saved trips yet")).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);

  await page.goto("/airport/KSTS");
  await expect(lodging.getByRole("button", { name: "Save Wyndham", exact: true })).toBeVisible();
});

test("with the keyboard, Save Trip keeps the focus while it saves and after; pressed again meanwhile, it posts once", async ({
  page,
  withJs,
  signedIn,
}) => {
  await signedIn("save-keys");
  await page.goto("/airport/KSTS");
  // The page's own posts (saves); the page-view beacon posts elsewhere.
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/airport/KSTS"))
      saves.push(request.url());
  });
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).focus();
  if (withJs) {
    // A disabled button loses the focus to the page: the pending one stays in reach, says it is busy, ignores presses.
    const hold = await holdPosts(page, "**/airport/KSTS.data*");
    await page.keyboard.press("Enter");
    const saving = page.getByRole("button", { name: "Saving..." });
    await expect(saving).toBeFocused();
    await expect(saving).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    hold.release();
  } else {
    await page.keyboard.press("Enter");
  }
  await expect(page.getByText("Trip Saved!")).toBeVisible();
  const remove = page.getByRole("button", { name: "Remove from Trips" });
  await expect(remove).toBeVisible();
  if (withJs) await expect(remove).toBeFocused();
  expect(saves).toHaveLength(1);
});

test("a flash toast on a 320 px phone: without JavaScript it lets taps through and goes by itself after 5 s; with, its × closes it", async ({
  page,
  withJs,
  signedIn,
}) => {
  await signedIn("toast-expires");
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).click();
  /** The toast itself (in its live region, which spans the screen's width). */
  const toastOf = (title: string) => page.getByRole("status").filter({ hasText: title }).locator(":scope > div");
  const toast = toastOf("Trip Saved!");
  await expect(toast).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from Trips" })).toBeVisible();

  // Scroll a Save button of the places list under the toast.
  const under = page.getByRole("button", { name: "Save Windsor Golf Club" });
  type Box = { x: number; y: number; width: number; height: number } | null;
  const centre = (box: Box) => (box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: NaN, y: NaN });
  const dy = centre(await under.boundingBox()).y - centre(await toast.boundingBox()).y;
  await page.evaluate((by) => window.scrollBy(0, by), dy);
  const tap = centre(await under.boundingBox());
  const box = await toast.boundingBox();
  expect(box && tap.x > box.x && tap.x < box.x + box.width && tap.y > box.y && tap.y < box.y + box.height).toBe(true);

  // What the toast does with the time: without JavaScript a CSS animation that ends hidden at the
  // spec's 5000 ms (core §9), with reduced motion too; with JavaScript none (the toaster's own timer).
  const ends = () => toast.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().endTime));
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  if (withJs) {
    expect(await ends()).toEqual([]);
    await dismiss.click();
    await expect(toast).toBeHidden();
  } else {
    await expect(dismiss).toBeHidden();
    expect(await ends()).toEqual([5000]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await ends()).toEqual([5000]);
    await page.emulateMedia({ reducedMotion: "no-preference" });
  }
  // A tap where the button is, under the toast that (without JavaScript) still shows. Not Playwright's
  // click: it would scroll the button out from under whatever takes the click, and then press it.
  await page.mouse.click(tap.x, tap.y);
  await expect(page.getByRole("button", { name: "Remove Windsor Golf Club" })).toBeVisible();
  if (!withJs) {
    // The next page's toast, its time run out (the animation finished rather than waited for): gone.
    const next = toastOf("Activity Saved!");
    await expect(next).toBeVisible();
    await next.evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
    await expect(next).toBeHidden();
  }
});

test("with the keyboard, a Remove on My Trips hands the focus to the next row's Remove, else the one before, else the empty state", async ({
  page,
  withJs,
  signedIn,
}) => {
  await signedIn("remove-keys");
  const airport = await (await page.request.get("/api/airports/KSTS")).json();
  expect((await page.request.post("/api/trips/save", { data: { airportLocId: "STS" } })).status()).toBeLessThan(300);
  for (const activity of airport.activities.slice(0, 3)) {
    const saved = await page.request.post("/api/activities/save", {
      data: { activityId: activity.id, airportLocId: "STS" },
    });
    expect(saved.status()).toBeLessThan(300);
  }

  await page.goto("/trips");
  const card = page.getByRole("article", { name: `${NAME} (KSTS)` });
  const removes = card.getByRole("button", { name: /^Remove (?!from Trips)/ });
  await expect(removes).toHaveCount(3);
  // The rows as the page orders them.
  const names = (await removes.allTextContents()).map((text) => text.replace(/^★Remove /, ""));
  const remove = (name: string) => card.getByRole("button", { name: `Remove ${name}`, exact: true });
  /** Presses a Remove with Enter, as a keyboard user does, and waits for its row to go. */
  const press = async (button: ReturnType<typeof remove>) => {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveCount(0);
  };
  if (withJs) await waitForHydration(page, SAVE_CONTROL);

  // The middle row: the next row's Remove.
  await press(remove(names[1]));
  if (withJs) await expect(remove(names[2])).toBeFocused();
  // The last row: the one before.
  await press(remove(names[2]));
  if (withJs) await expect(remove(names[0])).toBeFocused();
  // The last place: the Remove before it, the airport's own.
  await press(remove(names[0]));
  const trip = card.getByRole("button", { name: /Remove from Trips/ });
  if (withJs) await expect(trip).toBeFocused();
  // The last of all: the empty state, not the top of the page.
  await press(trip);
  const empty = page.getByRole("heading", { name: "No saved trips yet" });
  await expect(empty).toBeVisible();
  if (withJs) await expect(empty).toBeFocused();
});

test("a full list of 500 airports: Save Trip says so and what to do, the page stays as it was (decision 0112)", async ({
  page,
  withJs,
  signedIn,
}) => {
  // 510 requests before the journey: three times the usual time (Playwright's test.slow).
  test.slow();
  await signedIn("save-full");
  // 500 airports reachable from KSTS (not KSTS itself: the departure is no result), saved through the API.
  const codes: string[] = [];
  for (let n = 1; codes.length < 500; n++) {
    const search = await page.request.post("/api/airports/search", {
      data: { departureAirport: "KSTS", aircraftSpeed: 300, minDuration: 0, maxDuration: 24, page: n },
    });
    expect(search.status()).toBe(200);
    codes.push(...((await search.json()) as { results: { loc_id: string }[] }).results.map((r) => r.loc_id));
  }
  for (let i = 0; i < 500; i += 25) {
    const saves = await Promise.all(
      codes.slice(i, i + 25).map((code) => page.request.post("/api/trips/save", { data: { airportLocId: code } })),
    );
    for (const s of saves) expect(s.status()).toBe(200);
  }

  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, SAVE_CONTROL);
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(
    page.getByText("You can save up to 500 airports. Remove one from My Trips to save another."),
  ).toBeVisible();
  await expect(page.getByText("Failed to save trip. Please try again.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Trip" })).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
});
