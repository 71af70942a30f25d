/**
 * The one place e2e specs get their Playwright `test` from:
 *
 *   import { expect, test, waitForHydration } from "./support/fixtures";
 *   test("…", async ({ page, withJs, signedIn }) => {
 *     const email = await signedIn("tag");   // a new user, signed in in this page's context
 *     await page.goto("/profile");
 *     if (withJs) await waitForHydration(page);
 *   });
 *
 * Every journey runs in the `js` and `no-js` projects (playwright.config.ts);
 * `withJs` says which one this is.
 */
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "../../support/accounts";

export { expect, TEST_PASSWORD, uniqueEmail };

/** Signs a new user up through POST /api/auth/register; the request context keeps the session cookie. */
export async function registerThrough(request: APIRequestContext, tag = "e2e"): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await request.post("/api/auth/register", {
    data: { email, password: TEST_PASSWORD, "cf-turnstile-response": "" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

export const test = base.extend<{
  /** True in the `js` project. */
  withJs: boolean;
  /** Signs a new user up through POST /api/auth/register in the page's context (cookies shared) and returns the e-mail. */
  signedIn: (tag?: string) => Promise<string>;
}>({
  withJs: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  signedIn: async ({ page }, use) => {
    await use((tag) => registerThrough(page.request, tag));
  },
});

type SessionState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/**
 * One signed-in session for the tests of the enclosing `test.describe`, made once per group of
 * them that a worker runs (beforeAll) instead of once per test, and put in each test's browser
 * context before the test starts. For tests that only read pages in that session.
 *
 *   const made = sharedSession({
 *     signIn: (request) => signInAsAdmin(request),
 *     setUp: async (request) => (await request.post("/api/…", { data })).json(),  // what the pages show
 *     tearDown: (request, made) => request.delete(`/api/…/${made.id}`),
 *   });
 *   test("…", async ({ page }) => { await page.goto(`/…/${made().id}`); });
 */
export function sharedSession<T = undefined>(opts: {
  signIn: (request: APIRequestContext) => Promise<unknown>;
  setUp?: (request: APIRequestContext) => Promise<T>;
  tearDown?: (request: APIRequestContext, made: T) => Promise<unknown>;
}): () => T {
  let state: SessionState | undefined;
  let made: T | undefined;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await opts.signIn(request);
      made = await opts.setUp?.(request);
      state = await request.storageState();
    } finally {
      await request.dispose();
    }
  });
  test.afterAll(async ({ playwright, baseURL }) => {
    if (!state) return;
    const request = await playwright.request.newContext({ baseURL, storageState: state });
    try {
      await opts.tearDown?.(request, made as T);
    } finally {
      await request.dispose();
      state = undefined;
      made = undefined;
    }
  });
  test.beforeEach(async ({ context }) => {
    if (!state) throw new Error("sharedSession: the beforeAll sign-in did not run");
    await context.addCookies(state.cookies);
  });
  return () => made as T;
}

/** What a page load or a form post (with the page it answers) may take on a busy machine (as an expectation, playwright.config.ts). */
const ROUND_TRIP_MS = 10_000;
/** What starting an app server may take: startServer's own start timeout. */
const SERVER_START_MS = 60_000;

/**
 * Sets the running test's time budget from its work rather than a guess: Playwright's 30 s per
 * test is for a page or two; a journey gets ROUND_TRIP_MS for each page load or form post it makes
 * and SERVER_START_MS for each app server it starts, so a longer journey never runs short.
 */
export function budget(work: { roundTrips: number; serverStarts?: number }) {
  test.setTimeout(Math.max(30_000, work.roundTrips * ROUND_TRIP_MS + (work.serverStarts ?? 0) * SERVER_START_MS));
}

/**
 * Once React has hydrated the element (js project only), clicks are handled by the app, not the browser.
 * Every element the selector matches must be hydrated: a page's parts load after it (the home page's
 * search form, docs/decisions/0089-airport-page-parts-on-demand.md), so the first form on a page (the
 * nav's) can be live while the one a test types into is still the server's HTML.
 */
export async function waitForHydration(page: Page, selector = "form button[type=submit]") {
  await page.waitForFunction((sel) => {
    const all = [...document.querySelectorAll(sel)];
    return all.length > 0 && all.every((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
  }, selector);
}

/**
 * With JavaScript: settles once a toast titled `title` has shown, however briefly. Start it
 * before the step that brings the toast and await it after: a toast goes after 5 s
 * (app/components/toaster.tsx), and on a busy machine the runner may look later than that.
 * The page checks every frame; the runner only waits. Its time counts from before the post: two
 * expectations' worth.
 *
 *   const deleted = toastShows(page, "Item Deleted");
 *   await dialog.getByRole("button", { name: "Delete Item" }).click();
 *   await expect(dialog).toBeHidden();
 *   await deleted;
 */
export function toastShows(page: Page, title: string): Promise<unknown> {
  return page.waitForFunction(
    (t) => [...document.querySelectorAll('[role="status"] p')].some((p) => p.textContent === t),
    title,
    { timeout: 20_000 },
  );
}

/**
 * Holds every POST to `glob` until `release()` is called, so that a pending state ("Saving...")
 * stays on screen while the test looks at it, however fast or slow the machine is.
 *
 *   const hold = await holdPosts(page, "**\/airport/KSTS.data*");
 *   await save.click();
 *   await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
 *   hold.release();
 */
export async function holdPosts(page: Page, glob: string): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    if (route.request().method() === "POST") await released;
    // The page may have gone on (navigated, closed) while the post was held.
    await route.continue().catch(() => {});
  });
  return { release };
}

/**
 * Holds the scripts of the page parts named ('airport-radio', 'runways-panel' …, loaded after the
 * page: decision 0089) until `release()`, so that what shows meanwhile can be looked at however fast
 * the machine is; `asked` gathers the parts the page asked for.
 *
 *   const hold = await holdParts(page, "airport-radio");
 *   await expect.poll(() => hold.asked.has("airport-radio")).toBe(withJs);
 *   hold.release();
 */
export async function holdParts(page: Page, ...parts: string[]): Promise<{ release(): void; asked: Set<string> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Set<string>();
  // Longest first: a part's name may begin another's.
  const names = [...parts].sort((a, b) => b.length - a.length);
  await page.route(new RegExp(`/assets/(${names.join("|")})-[^/]*\\.js$`), async (route) => {
    const file = new URL(route.request().url()).pathname.slice("/assets/".length);
    asked.add(names.find((name) => file.startsWith(`${name}-`))!);
    await released;
    // The page may have gone on (navigated, closed) while the script was held.
    await route.continue().catch(() => {});
  });
  return { release, asked };
}

/**
 * The no-JavaScript bot-check fallback's time trap (docs/decisions/0013-auth-and-bot-check.md):
 * waits until the form on the page is `seconds` old by its own `formStartedAt` stamp (the time it
 * was served), as a person taking a moment over it would be, and no longer.
 */
export async function waitOutTimeTrap(page: Page, seconds: number) {
  const stamp = await page.locator('input[name="formStartedAt"]').first().inputValue();
  const servedAt = Number(stamp.split(".")[0]);
  expect(servedAt, `formStartedAt ${stamp}`).toBeGreaterThan(0);
  await expect
    .poll(() => Date.now() - servedAt, { message: "the form's age", intervals: [50] })
    .toBeGreaterThanOrEqual(seconds * 1000);
}
