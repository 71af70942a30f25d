/**
 * axe-core (WCAG 2.1 A and AA rules) over every main page. With JavaScript the
 * hydrated page is checked; without, the HTML the server sent — scripts
 * stripped — is checked in a scratch page, since axe itself needs JavaScript.
 */
import { signInAsAdmin } from "./support/admin";
import { axeViolations, describe } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, registerThrough, sharedSession, test as base, waitForHydration } from "./support/fixtures";

/**
 * The signed-out pages are read one after the other in one browser context per worker, as a
 * visitor reads them, instead of a new context each (decision 0114): each check starts with no
 * cookies and empty storage, and service workers are kept out, so no page is answered from
 * another's visit.
 */
const test = base.extend<{ publicPage: Page }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, javaScriptEnabled } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        bypassCSP: true,
        serviceWorkers: "block",
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  publicPage: async ({ sharedPage, baseURL }, use) => {
    await sharedPage.context().clearCookies();
    if (sharedPage.url().startsWith(baseURL!))
      await sharedPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await use(sharedPage);
  },
});

// axe is injected as an inline script, which the site's Content-Security-Policy rightly blocks
// (docs/decisions/0034-security-headers-and-compression.md): the checker, not the page, bypasses it.
test.use({ bypassCSP: true });

const publicPages = [
  "/",
  "/?departureAirport=KSTS&aircraftSpeed=120",
  "/?departureAirport=ks&aircraftSpeed=20",
  "/airport/KSTS",
  "/airport/KSTS?tab=remarks",
  "/airport/KSTS?tab=weather",
  // A wind table row "Heading unknown" (helipad H1) and "Density altitude: not worked out" (issue 19).
  "/airport/KPDK",
  "/airport/KMTW",
  "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120",
  "/airport/KSTS?things=kids&all=quick_bites",
  // Radio, tower and airspace without a tower (KHAF) and with a part-time one and no CTAF (KCHD).
  "/airport/KHAF",
  "/airport/KCHD",
  // Every kept row of a long list, breweries and their credit among them (issue 19).
  "/airport/KMWC?all=adults",
  "/?departureAirport=KSTS&aircraftSpeed=120&walkingFood=1",
  "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120&tab=weather",
  "/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=1&maxCrosswind=10",
  "/?departureAirport=KSTS&aircraftSpeed=120&fuelGrade=UL94&maxFuelPrice=7&courtesyCar=true&sort=fuel_price",
  "/tools",
  "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2",
  "/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS",
  "/auth",
  "/auth?tab=signup",
  // The sign-in prompt on the page (issue 8 defect 12).
  "/auth?redirectTo=%2Ftrips",
  "/contact",
  "/contact?sent=1",
  "/report",
  "/report?type=feature",
  "/report?sent=bug",
  "/airport/KSTS/suggest",
  // The kneeboard card and the page a service worker answers offline (issue 23).
  "/airport/KSTS/kneeboard",
  "/offline",
  "/privacy",
  "/terms",
  "/no/such/page",
  // Deeper than any route: the edge's own small 404 page (docs/decisions/0111-deep-paths.md).
  "/x".repeat(33),
];

for (const path of publicPages) {
  test(`no WCAG A/AA violations on ${path}`, async ({ publicPage: page, browser, javaScriptEnabled, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!))).toEqual([]);
  });
}

/**
 * The signed-in and admin pages, one page per test: each axe run takes seconds on a busy machine,
 * so a list of pages in one test would outgrow any fixed budget. The tests of a group share one
 * session and the records their pages show, made once per worker (sharedSession). Paths are
 * templates: `:id` and `:itemId` are filled in with what the set-up made.
 */
const fill = (template: string, ids: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(ids[name]));

test.describe("signed in", () => {
  sharedSession({ signIn: (request) => registerThrough(request, "e2e-a11y") });

  for (const path of [
    "/trips",
    "/trips/kneeboard",
    "/profile",
    "/profile?tab=password",
    "/profile?tab=defaults",
    "/airport/KSTS",
    "/airport/KSTS/field-report",
  ]) {
    test(`no WCAG A/AA violations on ${path}`, async ({ page, browser, javaScriptEnabled, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
      expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!)), path).toEqual([]);
    });
  }
});

/** Two saved airports: /trips lists a card each and /trips/kneeboard prints a card each (heading order, unique section names). */
test.describe("signed in, with saved airports", () => {
  sharedSession({
    signIn: (request) => registerThrough(request, "e2e-a11y-trips"),
    setUp: async (request) => {
      for (const airportLocId of ["STS", "SFO"])
        expect((await request.post("/api/trips/save", { data: { airportLocId } })).status()).toBeLessThan(300);
    },
  });

  for (const path of ["/trips", "/trips/kneeboard"]) {
    test(`no WCAG A/AA or best-practice violations on ${path}`, async ({
      page,
      browser,
      javaScriptEnabled,
      baseURL,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText("Charles M Schulz - Sonoma County");
      const found = await axeViolations(page, browser, javaScriptEnabled, baseURL!, { bestPractice: true });
      expect(describe(found), path).toEqual([]);
    });
  }
});

test.describe("the admin dashboard", () => {
  const made = sharedSession({
    signIn: signInAsAdmin,
    setUp: async (request) => {
      const created = await request.post("/api/suggestions", {
        data: {
          airport_loc_id: "STS",
          type: "landmark",
          name: "Accessibility check place",
          description: "A place to review.",
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await request.post("/api/suggestions", {
        data: {
          type: "bug",
          title: "Accessibility report",
          description: "A report to list.",
          email: "pilot@example.test",
          priority: "low",
        },
      });
      await request.post("/api/contact-submissions", {
        data: { name: "A11y", email: "pilot@example.test", message: "A message to list." },
      });
      // One approved and created: the review then links to the place it made (at an airport no journey lists).
      const other = await request.post("/api/suggestions", {
        data: { airport_loc_id: "O69", type: "landmark", name: "A11y created place", description: "Made from it." },
      });
      const createdId = ((await other.json()) as { id: number }).id;
      const approved = await request.patch(`/api/suggestions/${createdId}/status`, { data: { status: "approved" } });
      expect(approved.status()).toBeLessThan(300);
      const made = await request.post(`/admin/place-suggestions/${createdId}`, {
        form: { intent: "create", distance_nm: "5" },
        maxRedirects: 0,
      });
      expect(made.status(), await made.text()).toBeLessThan(400);
      return { id, createdId };
    },
  });

  for (const template of [
    "/admin/itineraries",
    "/admin/place-suggestions",
    "/admin/place-suggestions/:id",
    "/admin/place-suggestions/:createdId",
    "/admin/reports",
    "/admin/contact",
    "/admin/traffic",
    "/admin/data",
    "/admin/field-reports",
  ]) {
    test(`no WCAG A/AA violations on ${template}`, async ({ page, browser, javaScriptEnabled, baseURL }) => {
      const path = fill(template, made());
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!)), path).toEqual([]);
    });
  }
});

test.describe("the admin itinerary pages", () => {
  const made = sharedSession({
    signIn: signInAsAdmin,
    setUp: async (request) => {
      const created = await request.post("/api/admin/itineraries", {
        data: {
          airport_loc_id: "KSTS",
          title: "Accessibility check",
          description: "Two stops.",
          items: [
            { name: "Museum", day: 1 },
            { name: "Gardens", day: 2 },
          ],
        },
      });
      expect(created.status()).toBe(201);
      const { id, items } = (await created.json()) as { id: number; items: { id: number }[] };
      return { id, itemId: items[0]!.id };
    },
    tearDown: (request, { id }) => request.delete(`/api/admin/itineraries/${id}`),
  });

  for (const template of [
    "/create-itinerary",
    "/itineraries/create/KSTS",
    "/itineraries/:id/edit",
    "/admin/itineraries",
    "/admin/itineraries/:id/delete",
    "/itineraries/:id/items/new",
    "/itineraries/:id/items/:itemId/edit",
  ]) {
    test(`no WCAG A/AA violations on ${template}`, async ({ page, browser, javaScriptEnabled, baseURL }) => {
      const path = fill(template, made());
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!)), path).toEqual([]);
    });
  }
});

test.describe("the admin's place pages", () => {
  sharedSession({ signIn: signInAsAdmin });

  for (const path of ["/airport/KSTS", "/airport/KSTS/activities/new", "/airport/KSTS/landmarks/new"]) {
    test(`no WCAG A/AA violations on ${path}`, async ({ page, browser, javaScriptEnabled, baseURL }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!)), path).toEqual([]);
    });
  }
});

/**
 * The airport page's dialogs, one per test: with JavaScript the dialog open over the page;
 * without, the page its link leads to instead (the add and item pages are also checked above).
 * `{place}` is the first listed activity, `{title}` the itinerary the set-up made.
 */
test.describe("the airport page's dialogs (their own pages without JavaScript)", () => {
  const made = sharedSession({
    signIn: signInAsAdmin,
    setUp: async (request) => {
      const title = `Dialog check ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const created = await request.post("/api/admin/itineraries", {
        data: { airport_loc_id: "KSTS", title, description: "One stop.", items: [{ name: "Museum", day: 1 }] },
      });
      expect(created.status()).toBe(201);
      const { id, items } = (await created.json()) as { id: number; items: { id: number }[] };
      return { title, id, itemId: items[0]!.id };
    },
    tearDown: (request, { id }) => request.delete(`/api/admin/itineraries/${id}`),
  });

  const dialogs: [trigger: string, role: "dialog" | "alertdialog", name: string, page: string][] = [
    ["Add activity", "dialog", "Add activity", "/airport/KSTS/activities/new"],
    ["Edit {place}", "dialog", "Edit activity", "/airport/KSTS/activities/:placeId/edit"],
    ["Delete {place}", "alertdialog", "Delete {place}?", "/airport/KSTS/activities/:placeId/delete"],
    ["Add landmark", "dialog", "Add landmark", "/airport/KSTS/landmarks/new"],
    ["Suggest a place", "dialog", "Suggest a place near KSTS", "/airport/KSTS/suggest"],
    ["Add Item to {title}", "dialog", "Add Item", "/itineraries/:id/items/new"],
    ["Edit Museum", "dialog", "Edit Item", "/itineraries/:id/items/:itemId/edit"],
  ];

  for (const [trigger, role, name, template] of dialogs) {
    test(`no WCAG A/AA violations with the "${name}" dialog open (${template} without JavaScript)`, async ({
      page,
      browser,
      withJs,
      baseURL,
    }) => {
      const { title, id, itemId } = made();
      let placeId = 0;
      let placeName = "";
      if (withJs || template.includes(":placeId")) {
        await page.goto("/airport/KSTS");
        const first = page.locator('[data-list="adults"] > li').first();
        placeId = Number(await first.getAttribute("data-place-id"));
        placeName = (await first.locator("span.font-semibold").first().textContent())!;
      }

      if (!withJs) {
        const path = fill(template, { id, itemId, placeId });
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        expect(describe(await axeViolations(page, browser, false, baseURL!)), path).toEqual([]);
        return;
      }
      const named = (text: string) => text.replace("{place}", placeName).replace("{title}", title);
      await waitForHydration(page, "button[aria-haspopup=dialog]");
      await page.getByRole("article", { name: title }).getByText("1 stop").click();
      await page.getByRole("button", { name: named(trigger), exact: true }).click();
      const dialog = page.getByRole(role, { name: named(name) });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
      expect(describe(await axeViolations(page, browser, true, baseURL!)), named(name)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }
});
