import { expect, test } from "./support/fixtures";

test("the home page has a title and shows its main content", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
  const main = page.getByRole("main").or(page.getByRole("heading", { level: 1 }));
  await expect(main.first()).toBeVisible();
});
