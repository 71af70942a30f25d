import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { budget, holdPosts, toastShows, waitForHydration } from "./support/fixtures";

/**
 * Itineraries (issue 11), with JavaScript (`js`) and without (`no-js`): an admin
 * builds a two-day itinerary of four stops on the create screen, publishes it
 * from the dashboard, and a visitor reads it on the airport page; the author of
 * an itinerary edits one of its items from the airport page.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an admin creates a two-day itinerary with four stops, publishes it, and a visitor reads it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Without JavaScript each Add Stop, Add Day and Delete is a form post too: a dozen round trips.
  budget({ roundTrips: 12 });
  const withJs = testInfo.project.name === "js";
  const title = `Wine country weekend ${unique()}`;
  await signInAsAdmin(page.request);

  await page.goto("/itineraries/create/KSTS");
  await expect(page.getByRole("heading", { name: "Create Itinerary", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to Admin" })).toHaveAttribute("href", "/admin");
  if (withJs) await waitForHydration(page, "form#itinerary");

  const basics = page.getByRole("region", { name: "Basic Information" });
  await expect(basics.getByLabel("Airport code")).toHaveValue("KSTS");
  await basics.getByLabel("Title").fill(title);
  await basics
    .getByLabel("Description", { exact: true })
    .fill("Saturday: museum and lunch. Sunday: gardens, then home.");
  await basics.getByLabel("Style").selectOption("cultural");
  await basics.getByLabel("Estimated cost (USD)").fill("250");

  const stop = (n: number) => page.getByRole("group", { name: `Stop ${n}` });
  await expect(stop(1).getByLabel("Time")).toHaveValue("09:00");
  await expect(stop(1).getByLabel("Duration (min)")).toHaveValue("60");
  await expect(page.getByRole("button", { name: /Delete stop/ })).toHaveCount(0);
  await stop(1).getByLabel("Name").fill("Charles M. Schulz Museum");
  await stop(1).getByLabel("Type").selectOption("activity");

  await page.getByRole("button", { name: "Add Stop" }).click();
  await expect(stop(2)).toBeVisible();
  await expect(stop(2).getByLabel("Day")).toHaveValue("1");
  await expect(stop(1).getByLabel("Name")).toHaveValue("Charles M. Schulz Museum");
  await stop(2).getByLabel("Name").fill("Lunch on Fourth Street");
  await stop(2).getByLabel("Type").selectOption("dining");
  await stop(2).getByLabel("Time").fill("12:30");

  await page.getByRole("button", { name: "Add Day" }).click();
  await expect(stop(3)).toBeVisible();
  await expect(stop(3).getByLabel("Day")).toHaveValue("2");
  await expect(basics.getByLabel("Duration (days)")).toHaveValue("2");
  await expect(page.getByRole("heading", { name: "Day 2", level: 3 })).toBeVisible();
  await expect(stop(2).getByLabel("Name")).toHaveValue("Lunch on Fourth Street");
  await expect(basics.getByLabel("Title")).toHaveValue(title);
  await stop(3).getByLabel("Name").fill("Luther Burbank Home and Gardens");

  await page.getByRole("button", { name: "Add Stop" }).click();
  await expect(stop(4).getByLabel("Day")).toHaveValue("2");
  await stop(4).getByLabel("Name").fill("Fly home");
  await stop(4).getByLabel("Type").selectOption("waypoint");
  await stop(4).getByLabel("Time").fill("15:00");

  // A fifth stop, deleted again: only stops of more than one can be deleted.
  await page.getByRole("button", { name: "Add Stop" }).click();
  await expect(stop(5)).toBeVisible();
  await page.getByRole("button", { name: "Delete stop 5" }).click();
  await expect(stop(5)).toHaveCount(0);
  await expect(stop(4).getByLabel("Name")).toHaveValue("Fly home");

  // With JavaScript, hold the create call until the test has seen it pending: the button says so and cannot be pressed twice.
  const hold = withJs ? await holdPosts(page, "**/itineraries/create/KSTS.data*") : undefined;
  await page.getByRole("button", { name: "Create Itinerary" }).click();
  if (hold) {
    await expect(page.getByRole("button", { name: "Creating..." })).toBeDisabled();
    hold.release();
  }
  await expect(page).toHaveURL(/\/admin\/itineraries$/);
  await expect(page.getByText("Itinerary Created")).toBeVisible();
  await expect(page.getByText("New itinerary has been created successfully.")).toBeVisible();

  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Draft");
  await expect(card).toContainText("4 stops");
  await card.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Itinerary Published")).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toContainText("Published");
  await expect(page.getByRole("article", { name: title }).getByRole("link", { name: /View on Site/ })).toHaveAttribute(
    "href",
    "/airports/STS",
  );

  // A visitor (signed out) reads it on the airport page.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: withJs });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/airports/STS");
  await expect(visitorPage).toHaveURL(/\/airport\/KSTS$/);
  const section = visitorPage.getByRole("region", { name: "Suggested Itineraries" });
  const itinerary = section.getByRole("article", { name: title });
  await expect(itinerary).toBeVisible();
  await expect(itinerary).toContainText("2 days");
  await expect(itinerary).toContainText("Cultural");
  await expect(itinerary).not.toContainText("Draft");
  await itinerary.getByText("4 stops").click();
  const day1 = itinerary.getByRole("region", { name: "Day 1" });
  const day2 = itinerary.getByRole("region", { name: "Day 2" });
  await expect(day1.getByRole("listitem")).toHaveText([
    /Charles M. Schulz Museum.*9:00 AM · Activity · 1 h/,
    /Lunch on Fourth Street.*12:30 PM · Dining/,
  ]);
  await expect(day2.getByRole("listitem")).toHaveText([
    /Luther Burbank Home and Gardens/,
    /Fly home.*3:00 PM · Waypoint/,
  ]);
  // No item controls for a visitor: links without JavaScript, dialog buttons with it.
  await expect(itinerary.getByRole("link", { name: /Edit|Add Item/ })).toHaveCount(0);
  await expect(itinerary.getByRole("button", { name: /Edit|Add Item/ })).toHaveCount(0);
  await visitor.close();
});

test("the author of an itinerary adds and edits its items from the airport page", async ({ page }, testInfo) => {
  // Sign-up, the itinerary, the page; then the item forms (their own pages without JavaScript).
  budget({ roundTrips: 11 });
  const withJs = testInfo.project.name === "js";
  const register = await page.request.post("/api/auth/register", {
    data: {
      email: `itinerary-author-${unique()}@example.test`,
      password: "author-pass-123",
      "cf-turnstile-response": "",
    },
  });
  expect(register.status()).toBe(201);
  const title = `My Sonoma day ${unique()}`;
  const created = await page.request.post("/api/itineraries", {
    data: {
      airport_loc_id: "KSTS",
      title,
      description: "Breakfast, then the coast.",
      duration_days: 1,
      items: [
        { type: "dining", name: "Breakfast at the field", day: 1, time: "08:00" },
        { type: "photo_spot", name: "Bodega Head", day: 1, time: "11:00" },
      ],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/airport/KSTS");
  const itinerary = page.getByRole("region", { name: "Suggested Itineraries" }).getByRole("article", { name: title });
  await expect(itinerary).toContainText("Draft");
  await itinerary.getByText("2 stops").click();

  if (withJs) {
    await waitForHydration(page, "button[aria-haspopup=dialog]");
    // The item dialog: over the page (the URL stays), Escape closes it and focus goes back to its button.
    const add = itinerary.getByRole("button", { name: `Add Item to ${title}` });
    await add.click();
    const addDialog = page.getByRole("dialog", { name: "Add Item" });
    await expect(addDialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(addDialog).toBeHidden();
    await expect(add).toBeFocused();
    await add.click();
    await addDialog.getByLabel("Name").fill("Sunset at the coast");
    await addDialog.getByLabel("Type").selectOption("photo_spot");
    await addDialog.getByLabel("Time").fill("18:00");
    const added = toastShows(page, "Item Added");
    await addDialog.getByRole("button", { name: "Add Item" }).click();
    await expect(addDialog).toBeHidden();
    await added;
    await expect(page).toHaveURL(/\/airport\/KSTS$/);
    // The page's data came again by itself: the new stop is listed without a reload.
    await expect(itinerary.getByRole("listitem")).toHaveText([
      /Breakfast at the field/,
      /Bodega Head.*11:00 AM/,
      /Sunset at the coast.*6:00 PM · Photo spot/,
    ]);

    await itinerary.getByRole("button", { name: "Edit Bodega Head" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Item" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Bodega Head");
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save Item" }).click();
    await expect(dialog.locator("#itinerary-item-name-error")).toHaveText("Name is required");
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByLabel("Name").fill("Bodega Head lookout");
    await dialog.getByLabel("Time").fill("13:15");
    await dialog.getByLabel("Notes").fill("Whales in winter.");
    const updated = toastShows(page, "Item Updated");
    await dialog.getByRole("button", { name: "Save Item" }).click();
    await expect(dialog).toBeHidden();
    await updated;
    await expect(page).toHaveURL(/\/airport\/KSTS$/);
    await expect(itinerary.getByRole("listitem")).toHaveText([
      /Breakfast at the field.*8:00 AM/,
      /Bodega Head lookout.*1:15 PM · Photo spot.*Whales in winter\./,
      /Sunset at the coast/,
    ]);

    // Deleting from the dialog: the item goes, and the page stays (the deleted item's form data is not loaded again).
    await itinerary.getByRole("button", { name: "Edit Sunset at the coast" }).click();
    const deleted = toastShows(page, "Item Deleted");
    await dialog.getByRole("button", { name: "Delete Item" }).click();
    await expect(dialog).toBeHidden();
    await deleted;
    await expect(itinerary.getByRole("listitem")).toHaveText([/Breakfast at the field/, /Bodega Head lookout/]);
    await expect(page.getByRole("heading", { name: "Suggested Itineraries", level: 2 })).toBeVisible();

    // The pilot leaves the page while a delete is on its way: the dialog and the page are gone
    // when the answer comes, and it still says what happened (app/lib/route-dialog.ts, toastWhenDone).
    const hold = await holdPosts(page, "**/itineraries/*/items/*/edit.data*");
    await itinerary.getByRole("button", { name: "Edit Bodega Head lookout" }).click();
    await dialog.getByRole("button", { name: "Delete Item" }).click();
    await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("navigation").getByRole("link", { name: "My Trips" }).click();
    await expect(page).toHaveURL(/\/trips$/);
    const gone = toastShows(page, "Item Deleted");
    hold.release();
    await gone;
    await page.goBack();
    await itinerary.getByText(/^1 stop\b/).click();
    await expect(itinerary.getByRole("listitem")).toHaveText([/Breakfast at the field/]);
    return;
  }

  await itinerary.getByRole("link", { name: `Add Item to ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Add Item", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill("Sunset at the coast");
  await page.getByLabel("Type").selectOption("photo_spot");
  await page.getByLabel("Time").fill("18:00");
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page).toHaveURL(/\/airport\/KSTS#itinerary-\d+$/);
  await expect(page.getByText("Item Added")).toBeVisible();

  await itinerary.getByText("3 stops").click();
  await itinerary.getByRole("link", { name: "Edit Bodega Head" }).click();
  await expect(page.getByRole("heading", { name: "Edit Item", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Bodega Head");
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save Item" }).click();
  await expect(page.locator("#itinerary-item-name-error")).toHaveText("Name is required");
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  // The refusal is a new page: the keyboard starts on the field in error, not at the top.
  await expect(page.getByLabel("Name")).toBeFocused();

  await page.getByLabel("Name").fill("Bodega Head lookout");
  await page.getByLabel("Time").fill("13:15");
  await page.getByLabel("Notes").fill("Whales in winter.");
  await page.getByRole("button", { name: "Save Item" }).click();

  await expect(page).toHaveURL(/\/airport\/KSTS#itinerary-\d+$/);
  await expect(page.getByText("Item Updated")).toBeVisible();
  await itinerary.getByText("3 stops").click();
  await expect(itinerary.getByRole("listitem")).toHaveText([
    /Breakfast at the field.*8:00 AM/,
    /Bodega Head lookout.*1:15 PM · Photo spot.*Whales in winter\./,
    /Sunset at the coast.*6:00 PM · Photo spot/,
  ]);
});

test("an admin moves a stop to a later day in the editor: it is saved there, and the itinerary's days cover it", async ({
  page,
}, testInfo) => {
  // The flow audit: with JavaScript, the stop was redrawn under its new day as it was typed, and the typed day lost.
  budget({ roundTrips: 4 });
  const withJs = testInfo.project.name === "js";
  await signInAsAdmin(page.request);
  const created = await page.request.post("/api/admin/itineraries", {
    data: {
      airport_loc_id: "KSTS",
      title: `Moving day ${unique()}`,
      description: "Three stops over two days.",
      duration_days: 2,
      items: [
        { type: "activity", name: "Museum", day: 1 },
        { type: "dining", name: "Lunch", day: 1 },
        { type: "landmark", name: "Gardens", day: 2 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/itineraries/${id}/edit`);
  if (withJs) await waitForHydration(page, "form#itinerary");
  const stop3 = page.getByRole("group", { name: "Stop 3" });
  await stop3.getByLabel("Day").fill("3");
  await stop3.getByLabel("Name").click();
  await expect(stop3.getByLabel("Day")).toHaveValue("3");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Itinerary Updated")).toBeVisible();

  const items = (await (await page.request.get(`/api/itineraries/${id}/items`)).json()) as {
    name: string;
    day_number: number;
  }[];
  expect(items.map((i) => [i.name, i.day_number])).toEqual([
    ["Museum", 1],
    ["Lunch", 1],
    ["Gardens", 3],
  ]);
  const all = (await (await page.request.get("/api/admin/itineraries")).json()) as {
    id: number;
    duration_days: number;
  }[];
  expect(all.find((i) => i.id === id)?.duration_days).toBe(3);
});

test("a refused save takes the keyboard to the first field in error, in the page's order, with and without JavaScript", async ({
  page,
}, testInfo) => {
  // Three refused saves; without JavaScript each is a page load, where only the page can say where the focus goes.
  budget({ roundTrips: 5 });
  const withJs = testInfo.project.name === "js";
  await signInAsAdmin(page.request);

  await page.goto("/itineraries/create/KSTS");
  if (withJs) await waitForHydration(page, "form#itinerary");
  const basics = page.getByRole("region", { name: "Basic Information" });
  const stop1 = page.getByRole("group", { name: "Stop 1" });
  const create = page.getByRole("button", { name: "Create Itinerary" });
  await basics.getByLabel("Description", { exact: true }).fill("Refused three times.");
  await stop1.getByLabel("Name").fill("Charles M. Schulz Museum");
  await stop1.getByLabel("Day").fill("0");

  // Duration comes before Title on the page (the schema lists Title first): the page's order wins.
  await basics.getByLabel("Duration (days)").fill("0");
  await create.click();
  await expect(page.getByText("Duration must be at least 1 day")).toBeVisible();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(basics.getByLabel("Duration (days)")).toBeFocused();

  await basics.getByLabel("Duration (days)").fill("1");
  await create.click();
  await expect(page.getByText("Duration must be at least 1 day")).toHaveCount(0);
  await expect(basics.getByLabel("Title")).toBeFocused();

  // A stop's field, once the basics are right.
  await basics.getByLabel("Title").fill(`Refused ${unique()}`);
  await create.click();
  await expect(stop1.getByText("Day must be at least 1")).toBeVisible();
  await expect(page.getByText("Title is required")).toHaveCount(0);
  await expect(stop1.getByLabel("Day")).toBeFocused();
});
