import { signInAsAdmin } from "./support/admin";
import { expect, sharedSession, test } from "./support/fixtures";

/**
 * The Admin Dashboard on a phone (issue 20): every tab whole on screen at 320
 * and 390 px, and the review page (the dialog, a page of its own without
 * JavaScript) covering the whole page.
 */
const made = sharedSession({
  signIn: signInAsAdmin,
  setUp: async (request) => {
    const created = await request.post("/api/suggestions", {
      data: { airport_loc_id: "STS", type: "landmark", name: "Phone check place", description: "A place to review." },
    });
    expect(created.status()).toBe(201);
    return { id: ((await created.json()) as { id: number }).id };
  },
});

for (const width of [320, 390]) {
  test(`at ${width} px every admin tab shows whole, and the review covers the page`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/admin/contact");
    const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    // Every tab of app/routes/admin.tsx, Data (the imports' counts) included.
    await expect(tabs).toHaveText([
      /^Itineraries$/,
      /^Place Suggestions/,
      /^Bug Reports/,
      /^Contact Messages/,
      /^Field reports/,
      /^Traffic$/,
      /^Data$/,
    ]);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(page.getByRole("link", { name: /Contact Messages/ })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`admin-tabs-${width}.png`), fullPage: true });

    await page.goto(`/admin/place-suggestions/${made().id}`);
    const dialog = page.getByRole("dialog", { name: "Review suggestion" });
    await expect(dialog).toBeVisible();
    // The overlay behind the dialog covers the whole viewport: no page shows around it.
    const overlay = (await dialog.locator("xpath=..").boundingBox())!;
    expect(overlay.x).toBeLessThanOrEqual(0);
    expect(overlay.y).toBeLessThanOrEqual(0);
    expect(overlay.width).toBeGreaterThanOrEqual(width);
    expect(overlay.height).toBeGreaterThanOrEqual(740);
    await page.screenshot({ path: info.outputPath(`admin-review-${width}.png`) });
  });
}
