/**
 * Issue 8: the sign-in prompt of /trips and /profile on the /auth page itself
 * (defect 12), and "Sign out everywhere" on the Password tab (defect 3); each
 * run with JavaScript on (project js) and off (project no-js).
 */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/fixtures";

const PASSWORD = "correct-horse-42";
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;

for (const [path, prompt] of [
  ["/trips", "Please log in to view your saved trips."],
  ["/profile", "Please log in to access your profile."],
] as const) {
  test(`${path} signed out: the prompt is on the /auth page, and stays there`, async ({ page, javaScriptEnabled }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
    const card = page.getByRole("region", { name: "Welcome back" });
    await expect(card.getByText(prompt)).toBeVisible();
    await expect(card.getByText("Login Required")).toBeVisible();
    // Once, not twice (the toast would repeat it).
    await expect(page.getByText(prompt)).toHaveCount(1);
    if (javaScriptEnabled) await waitForHydration(page);
    // Not a passing toast: a reload (the flash cookie is spent) still says why the visitor is here.
    await page.reload();
    await expect(card.getByText(prompt)).toBeVisible();
    // The Sign Up tab keeps it.
    await page.getByRole("navigation", { name: "Sign in or sign up" }).getByRole("link", { name: "Sign Up" }).click();
    await expect(page.getByRole("region", { name: "Create your account" }).getByText(prompt)).toBeVisible();
  });
}

test("an ordinary visit to /auth shows no prompt", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByText("Login Required")).toHaveCount(0);
});

test("'Sign out everywhere' on the Password tab ends this browser's session and the others'", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("e2e-everywhere");
  expect((await page.request.post("/api/auth/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  // A second device, signed in to the same account.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await other.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
    expect((await other.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/profile?tab=password");
    await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Signed out everywhere")).toBeVisible();
    // This browser's offline worker went with the session (decision 0087).
    if (javaScriptEnabled) {
      await expect(page.locator("html")).toHaveAttribute("data-offline-saved", "0");
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    }
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Account" })).toHaveCount(
      0,
    );
    expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  } finally {
    await other.close();
  }
});
