import { signInAsAdmin } from "./support/admin";
import { budget, expect, holdPosts, test, waitForHydration } from "./support/fixtures";

/**
 * Places near an airport (issue 9), with JavaScript and without: the Things
 * to Do tabs and "Show all", saving a place to My Trips, the "food within
 * walking distance" search filter, and an admin adding, editing and deleting
 * an activity (in dialogs with JavaScript, on their own pages without). KSTS
 * (Santa Rosa) has imported places from the bundled open data.
 */

test("Things to Do: For Kids tab and Show all are links; credits and walkable marks show", async ({ page }) => {
  await page.goto("/airport/KSTS");
  const tabs = page.getByRole("navigation", { name: "Things to do for" });
  await expect(tabs.getByRole("link", { name: /For Adults/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[data-list="adults"]')).toContainText("Windsor Golf Club");
  await expect(page.locator('[data-list="adults"]').getByText("© OpenStreetMap contributors").first()).toBeVisible();

  await tabs.getByRole("link", { name: /For Kids/ }).click();
  await expect(page).toHaveURL(/things=kids/);
  await expect(tabs.getByRole("link", { name: /For Kids/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[data-list="kids"]')).toContainText("Children's Museum of Sonoma County");
  await expect(page.locator('[data-list="kids"]')).toContainText("Museums: IMLS Museum Universe Data File 2018");

  // The first 8 quick bites (no brand more than 3 of them), then all 20 the list keeps.
  const quick = page.locator('[data-list="quick_bites"] > li');
  await expect(quick).toHaveCount(8);
  const showAll = page.getByRole("link", { name: /^Show all \d+$/ }).filter({ hasText: "20" });
  await showAll.click();
  await expect(page).toHaveURL(/all=quick_bites/);
  await expect(quick).toHaveCount(20);
  // The kids tab is still the one shown.
  await expect(page.locator('[data-list="kids"]')).toBeVisible();
  await page.getByRole("link", { name: "Show fewer" }).click();
  await expect(quick).toHaveCount(8);
});

test("variety before distance: golf takes 3 of the first 8 at KMWC, Show all lists every kept row nearest first", async ({
  page,
}) => {
  await page.goto("/airport/KMWC");
  const adults = page.locator('[data-list="adults"] > li');
  await expect(adults).toHaveCount(8);
  // Each row names its kind in its summary ('Golf course', 'Museum (listed in 2018 …)').
  await expect(adults.filter({ hasText: "Golf course" })).toHaveCount(3);
  // The adults list's own link (the restaurants below have theirs).
  const showAll = page.getByRole("link", { name: /^Show all \d+$/ }).and(page.locator('[href*="all=adults"]'));
  const total = Number(/\d+/.exec((await showAll.textContent()) ?? "")?.[0]);
  expect(total).toBeGreaterThan(8);
  await showAll.click();
  await expect(page).toHaveURL(/all=adults/);
  await expect(adults).toHaveCount(total);
  const distances = await adults.evaluateAll((items) =>
    items.map((li) => Number(/([\d.]+) NM/.exec(li.textContent ?? "")?.[1])),
  );
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

test("Admin › Data: each file's counts, on a 320 px phone without sideways scrolling", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/admin/data");
  await expect(page.getByRole("heading", { name: "Data", exact: true })).toBeVisible();
  const imls = page.locator('[data-file="imls_museums_2018_file2.csv.gz"]');
  await expect(imls.locator('[data-count="read"]')).toHaveText("7,961");
  await expect(page.locator('[data-file="openbrewerydb_us_2026-08-02.csv.gz"]')).toContainText(
    "no place to visit (contract or proprietor brewery)",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("save a place from the airport page and find it on My Trips", async ({ page, signedIn }) => {
  await signedIn("save-place");
  await page.goto("/airport/KSTS");
  const save = page.getByRole("button", { name: "Save Windsor Golf Club" });
  await save.click();
  // The save answers with the page again (Post/Redirect/Get, or the fetcher's revalidation): allow a loaded machine time.
  await expect(page.getByRole("button", { name: "Remove Windsor Golf Club" })).toBeVisible({ timeout: 20_000 });
  await page.goto("/trips");
  await expect(page.getByRole("main").getByRole("button", { name: "Remove Windsor Golf Club" })).toBeVisible();
});

test("search: food within walking distance narrows the results and stays in the URL", async ({ page }) => {
  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=1.5");
  const count = async () =>
    Number(/^[\d,]+/.exec((await page.locator("#results-heading").textContent()) ?? "")?.[0].replace(/,/g, "") ?? NaN);
  const all = await count();
  const before = (await page.locator("#results-heading").textContent()) ?? "";
  await page.getByLabel("Food within walking distance (1 NM)").check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/walkingFood=1/);
  // With JavaScript the URL changes before the new results render: wait for them.
  await expect(page.locator("#results-heading")).not.toHaveText(before);
  await expect(page.getByLabel("Food within walking distance (1 NM)")).toBeChecked();
  const walking = await count();
  expect(walking).toBeGreaterThan(0);
  expect(walking).toBeLessThan(all);
});

test("an admin adds, edits and deletes an activity on the airport page", async ({ page, withJs }, testInfo) => {
  // Without JavaScript: the sign-in and eleven page loads and form posts.
  budget({ roundTrips: 12 });
  await signInAsAdmin(page.request);
  const name = `Hangar tour ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/airport/KSTS?things=kids");
  if (withJs) await waitForHydration(page, "button[aria-haspopup=dialog]");
  const kids = page.locator('[data-list="kids"] > li');
  const item = kids.filter({ hasText: name });

  if (withJs) {
    // A dialog over the page: the URL stays, focus moves into it.
    const add = page.getByRole("button", { name: "Add activity" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add activity" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByRole("button", { name: "Add activity" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Category").selectOption("kids");
    await dialog.getByLabel("Distance (NM)").fill("0.2");
    await dialog.getByLabel("Summary").fill("Climb into cockpits.");
    // Hold the answer until the test has seen it pending: the button says so and cannot be pressed twice.
    const addHold = await holdPosts(page, "**/airport/KSTS/activities/new.data*");
    await dialog.getByRole("button", { name: "Add activity" }).click();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    addHold.release();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Activity created")).toBeVisible();
    // The page shows what was made: its row, scrolled to, marked "New" and focused (issue 20).
    await expect(page).toHaveURL(/\/airport\/KSTS\?things=kids&created=activity-(\d+)#activity-\1$/);
    await expect(item).toContainText("Walkable");
    await expect(item).toContainText("New");
    await expect(item).toBeFocused();

    // Escape closes the edit dialog and gives focus back to its button.
    const edit = item.getByRole("button", { name: `Edit ${name}` });
    await edit.click();
    const editDialog = page.getByRole("dialog", { name: "Edit activity" });
    await expect(editDialog.getByLabel("Name")).toHaveValue(name);
    await page.keyboard.press("Escape");
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();
    await edit.click();
    await expect(editDialog.getByLabel("Summary")).toHaveValue("Climb into cockpits.");
    await editDialog.getByLabel("Summary").fill("Saturdays only.");
    // Escape while the save is on its way: the dialog closes, and the answer still says what happened.
    const editHold = await holdPosts(page, "**/airport/KSTS/activities/*/edit.data*");
    await editDialog.getByRole("button", { name: "Save changes" }).click();
    await expect(editDialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(editDialog).toBeHidden();
    editHold.release();
    await expect(page.getByText("Activity updated")).toBeVisible();
    await expect(item).toContainText("Saturdays only.");

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await expect(confirm).toHaveAccessibleDescription(/^This action cannot be undone\./);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Activity deleted")).toBeVisible();
    await expect(item).toHaveCount(0);
    // The button that opened it went with the place: focus lands on the list's heading, not the page.
    await expect(page.getByRole("heading", { name: "Things to Do", level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/\/airport\/KSTS\?things=kids&created=activity-\d+#activity-\d+$/);
    // Still the airport page: the deleted place's dialog data is not loaded again (its loader would answer 404).
    await expect(page.getByRole("heading", { name: "Things to Do", level: 2 })).toBeVisible();
    await expect(page.locator('[data-list="kids"] > li').first()).toBeVisible();
    return;
  }

  // Without JavaScript each form is its own page, answered with Post/Redirect/Get.
  await page.getByRole("link", { name: "Add activity" }).click();
  await expect(page.getByRole("heading", { name: "Add activity", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add activity" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").selectOption("kids");
  await page.getByLabel("Distance (NM)").fill("0.2");
  await page.getByLabel("Summary").fill("Climb into cockpits.");
  await page.getByRole("button", { name: "Add activity" }).click();
  await expect(page).toHaveURL(/\/airport\/KSTS\?things=kids&created=activity-(\d+)#activity-\1$/);
  await expect(page.getByText("Activity created")).toBeVisible();
  await expect(item).toContainText("New");

  await page.goto("/airport/KSTS?things=kids");
  await expect(item).toContainText("Walkable");
  // Keyboard activation: a toast in the corner may cover the pointer's way.
  await item.getByRole("link", { name: `Edit ${name}` }).press("Enter");
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await page.getByLabel("Summary").fill("Saturdays only.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Activity updated")).toBeVisible();

  await page.goto("/airport/KSTS?things=kids");
  await expect(item).toContainText("Saturdays only.");
  await item.getByRole("link", { name: `Delete ${name}` }).press("Enter");
  await expect(page.getByText("This action cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Activity deleted")).toBeVisible();
  await page.goto("/airport/KSTS?things=kids");
  await expect(page.locator('[data-list="kids"]')).not.toContainText(name);
});

test("a delete answered after its place has gone from the page: the focus still lands on the list's heading", async ({
  page,
  withJs,
}, testInfo) => {
  await signInAsAdmin(page.request);
  const name = `Late delete ${testInfo.project.name} ${Date.now().toString(36)}`;
  const made = await page.request.post("/api/activities", {
    data: { name, category: "kids", airport_loc_id: "KSTS", distance_nm: 0.3 },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  const kids = page.locator('[data-list="kids"] > li');
  const item = kids.filter({ hasText: name });

  if (!withJs) {
    // Its own page: the place deleted meanwhile (another admin's tab), the post says so, no 500.
    await page.goto(`/airport/KSTS/activities/${id}/delete`);
    await expect(page.getByRole("heading", { name: `Delete ${name}?`, level: 1 })).toBeVisible();
    expect((await page.request.delete(`/api/admin/activities/${id}`)).status()).toBe(200);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No such airport or place.")).toBeVisible();
    await page.goto("/airport/KSTS?things=kids&all=kids");
    await expect(page.locator('[data-list="kids"]')).not.toContainText(name);
    return;
  }

  await page.goto("/airport/KSTS?things=kids&all=kids");
  await waitForHydration(page, "button[aria-haspopup=dialog]");
  // The delete reaches the server at once; its answer reaches the page only when released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let deleted = () => {};
  const atServer = new Promise<void>((resolve) => (deleted = resolve));
  await page.route("**/airport/KSTS/activities/*/delete.data*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    deleted();
    await released;
    await route.fulfill({ response }).catch(() => {});
  });
  const trigger = item.getByRole("button", { name: `Delete ${name}` });
  await trigger.click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await atServer;
  // Escape while the answer is on its way: the dialog closes, the keyboard is back on its button.
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(trigger).toBeFocused();
  // Another place saved meanwhile (a click that moves no focus): its answer brings the page's new
  // data first, without the deleted place, and the focused button goes with it.
  // A bundled place: the other journeys add and delete places of their own in this list meanwhile.
  const other = kids.filter({ hasText: "Children's Museum of Sonoma County" });
  const save = other.getByRole("button", { name: /^Save / });
  await save.evaluate((button: HTMLButtonElement) => button.click());
  await expect(item).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Things to Do", level: 2 })).toBeFocused();
  release();
  await expect(page.getByText("Activity deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Things to Do", level: 2 })).toBeFocused();
  // The other place back as it was.
  await other.getByRole("button", { name: /^Remove / }).evaluate((button: HTMLButtonElement) => button.click());
  await expect(other.getByRole("button", { name: /^Save / })).toBeVisible();
});

test("a pilot gets 'Admin access required' on the admin pages and sees no admin controls", async ({
  page,
  signedIn,
}) => {
  await signedIn("not-admin");
  await page.goto("/airport/KSTS");
  await expect(page.getByRole("link", { name: "Add activity" })).toHaveCount(0);
  const res = await page.goto("/airport/KSTS/activities/new");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
});
