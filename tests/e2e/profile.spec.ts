/**
 * My Account journeys (issue 3 items 4 and 5), JavaScript on and off: the
 * login prompt and way back, the three tabs, their toasts, and search
 * defaults filling the home form (and Clear Filters returning to them).
 */
import { expect, TEST_PASSWORD as PASSWORD, test, uniqueEmail, waitForHydration } from "./support/fixtures";

test("signed out, My Account says to log in, goes to /auth, and comes back after sign-in", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("e2e-profile-login");
  expect((await page.request.post("/api/auth/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.request.post("/api/logout");

  await page.goto("/profile?tab=defaults");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile%3Ftab%3Ddefaults$/);
  await expect(page.getByText("Login Required")).toBeVisible();
  await expect(page.getByText("Please log in to access your profile.")).toBeVisible();

  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?tab=defaults$/);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible();
});

test("Profile tab: save names with 'Profile updated'; a bad e-mail gets the spec's message", async ({
  page,
  javaScriptEnabled,
  signedIn,
}) => {
  const email = await signedIn("e2e-profile");
  await page.goto("/profile");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  if (javaScriptEnabled) await waitForHydration(page);

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill("Jacqueline");
  await page.getByLabel("Last name").fill("Cochran");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByText("Your profile has been successfully updated.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Jacqueline");
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("Cochran");
});

test("Password tab: a wrong current password fails, the right one updates; the form is cleared", async ({
  page,
  javaScriptEnabled,
  signedIn,
}) => {
  const email = await signedIn("e2e-password");
  await page.goto("/profile");
  await page.getByRole("link", { name: "Password" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=password$/);
  if (javaScriptEnabled) await waitForHydration(page);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await page.getByLabel("Confirm new password").fill("brand-new-secret");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password update failed")).toBeVisible();
  await expect(page.getByText("Failed to update password")).toBeVisible();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await page.getByLabel("Confirm new password").fill("brand-new-secret");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByText("Your password has been successfully changed.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  const login = await page.request.post("/api/auth/login", { data: { email, password: "brand-new-secret" } });
  expect(login.status()).toBe(200);
});

test("Search Defaults fill the home form; Clear Filters goes back to them", async ({
  page,
  javaScriptEnabled,
  signedIn,
}) => {
  await signedIn("e2e-defaults");
  await page.goto("/profile?tab=defaults");
  await expect(page.getByText("These defaults fill the home search form")).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Departure airport").fill("ksts");
  await page.getByLabel("Aircraft speed (knots)").fill("145");
  await page.getByLabel("Max flight time (hours)").fill("1.5");
  await page.getByLabel("State").selectOption("CA");
  await page.getByLabel("Runway surface").selectOption("");
  await page.getByLabel("Airport use").selectOption("public");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await expect(page.getByText("Your default search preferences have been saved.")).toBeVisible();

  await page.getByRole("link", { name: "Back to Home" }).click();
  const form = page.getByRole("form", { name: "Where can you fly today?" });
  await expect(form.getByLabel("Departure airport")).toHaveValue("KSTS");
  await expect(form.getByLabel("Aircraft speed (knots)")).toHaveValue("145");
  await expect(form.getByLabel("Max flight time (hours)")).toHaveValue("1.5");
  await expect(form.getByLabel("State")).toHaveValue("CA");
  await expect(form.getByLabel("Runway surface")).toHaveValue("");
  await expect(form.getByLabel("Airport use")).toHaveValue("public");

  // Search with other values, then Clear Filters returns to the saved defaults.
  await form.getByLabel("Aircraft speed (knots)").fill("200");
  await form.getByLabel("State").selectOption("");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/aircraftSpeed=200/);
  await expect(form.getByLabel("Aircraft speed (knots)")).toHaveValue("200");
  await form.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByLabel("Aircraft speed (knots)")).toHaveValue("145");
  await expect(form.getByLabel("State")).toHaveValue("CA");
});

test("Search Defaults: bad values get the spec's messages and 'Save failed' for an unknown airport", async ({
  page,
  javaScriptEnabled,
  signedIn,
}) => {
  await signedIn("e2e-defaults-bad");
  await page.goto("/profile?tab=defaults");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Aircraft speed (knots)").fill("20");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Speed must be at least 50 knots")).toBeVisible();
  await expect(page.getByLabel("Aircraft speed (knots)")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Aircraft speed (knots)").fill("120");
  await page.getByLabel("Departure airport").fill("ZZZZ");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Save failed")).toBeVisible();
  await expect(page.getByText("Failed to save preferences")).toBeVisible();
  await expect(page.getByText("No airport found with the code ZZZZ")).toBeVisible();
});

test("someone signed out gets the standard form: 120 kt, improved, public", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Where can you fly today?" });
  await expect(form.getByLabel("Aircraft speed (knots)")).toHaveValue("120");
  await expect(form.getByLabel("Runway surface")).toHaveValue("improved");
  await expect(form.getByLabel("Airport use")).toHaveValue("public");
});
