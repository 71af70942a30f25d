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
import { test as base, expect, type Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "../../support/accounts";

export { expect, TEST_PASSWORD, uniqueEmail };

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
    await use(async (tag = "e2e") => {
      const email = uniqueEmail(tag);
      const res = await page.request.post("/api/auth/register", {
        data: { email, password: TEST_PASSWORD, "cf-turnstile-response": "" },
      });
      expect(res.status(), await res.text()).toBe(201);
      return email;
    });
  },
});

/** Once React has hydrated the element (js project only), clicks are handled by the app, not the browser. */
export async function waitForHydration(page: Page, selector = "form button[type=submit]") {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}
