import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { budget, waitForHydration, waitOutTimeTrap } from "./support/fixtures";

/**
 * Contact, report, place suggestion and the admin's triage (issue 10), with
 * JavaScript (the `js` project: client validation, the dialog, fetchers) and
 * without (`no-js`: plain posts, Post/Redirect/Get, the dialog as its own page).
 */

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test("contact: errors, then 'Message sent successfully!' and back to the form", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "FAA airport data (5010)" }).first()).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Message").fill("too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();

  await page.getByLabel("Name").fill("Amelia Earhart");
  await page.getByLabel("Email").fill(`${unique("contact")}@example.test`);
  await page.getByLabel("Message").fill("Is the restaurant at KSTS open on Sundays?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24-48 hours.")).toBeVisible();
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("contact with the bot check on: 'Send Message' waits for the check with JavaScript; without, the fallback lets a person through", async ({
  page,
  javaScriptEnabled,
}) => {
  const base = process.env.E2E_BOTCHECK_URL!;
  await page.goto(`${base}/contact`);
  await page.getByLabel("Name").fill("Bessie Coleman");
  await page.getByLabel("Email").fill(`${unique("bot")}@example.test`);
  await page.getByLabel("Message").fill("A question about the security check.");
  if (javaScriptEnabled) {
    await expect(page.locator("[data-fake-turnstile=passed]")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  } else {
    // Playwright's JavaScript-off context still parses <noscript> as text, as auth.spec.ts notes: read it.
    expect(await page.locator("noscript").evaluate((el) => el.textContent ?? "")).toContain(
      "JavaScript is off, so the security check can't run.",
    );
    await waitOutTimeTrap(page, 1); // the no-JS time trap of this server is 1 s
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
});

test("with the bot check on, a suggestion or a sign-up waits for the check with JavaScript and says why; without, the note says how to go on", async ({
  page,
  javaScriptEnabled,
}) => {
  const base = process.env.E2E_BOTCHECK_URL!;
  if (!javaScriptEnabled) {
    // No widget can run: each form says a person can still send it (Playwright reads <noscript> only as text).
    await page.goto(`${base}/airport/KSTS/suggest`);
    expect(await page.locator("noscript").evaluate((el) => el.textContent ?? "")).toContain(
      "JavaScript is off, so the security check can't run. You can still send this form",
    );
    await page.goto(`${base}/auth?tab=signup`);
    expect(await page.locator("noscript").evaluate((el) => el.textContent ?? "")).toContain(
      "JavaScript is off, so the security check can't run. You can still create an account",
    );
    return;
  }
  // Hold the widget's script back: the check is still loading, so nothing may be sent yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/turnstile/v0/api.js", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });

  // Not until "load": once the page has hydrated it adds the held script, and a busy machine can get
  // that far before the load event, which then waits for the script.
  await page.goto(`${base}/auth?tab=signup`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await page.getByLabel("Email").fill(`${unique("guard")}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill("guarded-pass-123");
  await page.getByLabel("Confirm password").fill("guarded-pass-123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Security verification required")).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA verification before creating account.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);

  await page.goto(`${base}/airport/KSTS/suggest`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await page.getByLabel("Name").fill(unique("Sonoma Valley Balloon Rides"));
  await page.getByLabel("Description").fill("Sunrise flights over the vineyards, pickup at the FBO.");
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByText("Verification required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA verification.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS\/suggest$/);

  // The check loads and passes: the same form now goes through.
  release();
  await expect(page.locator("[data-fake-turnstile=passed]")).toBeVisible();
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByText("Thank you!")).toBeVisible();
});

test("report: from an airport page, pre-filled, labelled by type, then submit another", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/airport/KSTS");
  await page.getByRole("link", { name: "Report a problem with this airport" }).click();
  await expect(page.getByRole("heading", { name: "Feature / Bug Report", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Airport (optional)")).toHaveValue("KSTS");
  await expect(page.getByLabel("Browser / device (optional)")).toHaveValue(/Chrome \d+ on Linux/);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("link", { name: "Feature Request", exact: true }).click();
  await expect(page.getByRole("button", { name: "Submit Feature Request" })).toBeVisible();
  await expect(page.getByLabel("Airport (optional)")).toHaveCount(0);
  await page.getByRole("link", { name: "Bug Report", exact: true }).click();
  const submit = page.getByRole("button", { name: "Submit Bug Report" });
  await expect(submit).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);

  await page.getByLabel("Title").fill("Bad");
  await submit.click();
  await expect(page.getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Please select a priority level")).toBeVisible();
  await page.getByLabel("Title").fill("Runway 14/32 length is wrong");
  await page.getByLabel("Description").fill("The page says 5,000 ft but the chart supplement says 6,000 ft.");
  await page.getByLabel("Email").fill(`${unique("report")}@example.test`);
  await page.getByLabel("Priority").selectOption({ label: "Blocking issue" });
  await submit.click();
  await expect(page.getByText("Bug report submitted!")).toBeVisible();
  await expect(page.getByText(/within 24-48 hours/)).toBeVisible();
  await page.getByRole("link", { name: "Submit another report" }).click();
  await expect(page.getByRole("button", { name: "Submit Bug Report" })).toBeVisible();
});

test("place suggestion: a dialog with JavaScript, its own page without; 'Missing information', then 'Thank you!'", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = unique("Pacific Coast Air Museum");
  await page.goto("/airport/KSTS");
  if (javaScriptEnabled) {
    await waitForHydration(page, "button[aria-haspopup=dialog]");
    await page.getByRole("button", { name: "Suggest a place" }).click();
    await expect(page.getByRole("dialog", { name: "Suggest a place near KSTS" })).toBeVisible();
  } else {
    await page.getByRole("link", { name: "Suggest a place" }).click();
    await expect(page).toHaveURL(/\/airport\/KSTS\/suggest$/);
  }
  const scope = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("main");
  await expect(scope.getByRole("button", { name: "Submit Suggestion" })).toBeVisible();
  if (javaScriptEnabled) {
    await scope.getByLabel("Type").selectOption("landmark");
    await expect(scope.getByLabel("Category")).toHaveCount(0);
    await scope.getByLabel("Type").selectOption("activity");
  }
  await scope.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByText("Missing information").first()).toBeVisible();
  await expect(page.getByText("Please provide a name for the suggestion.").first()).toBeVisible();
  if (javaScriptEnabled) {
    // The toast is above the modal dialog, not dimmed under its backdrop (desktop) or behind it (phone):
    // Playwright's click fails if anything else would take it.
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 720 });
      if (width === 320) await scope.getByRole("button", { name: "Submit Suggestion" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Missing information" });
      await expect(toast).toBeVisible();
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(toast).toBeHidden();
    }
    await expect(scope).toBeVisible();
  }

  await scope.getByLabel("Name").fill(name);
  await scope.getByLabel("Category").selectOption("kids");
  await scope.getByLabel("Description").fill("Dozens of aircraft to climb into, a short walk from the ramp.");
  await scope.getByLabel("Your e-mail (optional)").fill(`${unique("suggest")}@example.test`);
  await scope.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText("Your suggestion has been submitted for review.")).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS$/);
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeHidden();
});

test("admin triage: approve and create a place suggestion, move a report and a contact message", async ({
  page,
  javaScriptEnabled,
}) => {
  // Four calls to set up, then the dashboard: fourteen pages and form posts.
  budget({ roundTrips: 18 });
  await signInAsAdmin(page.request);
  const tag = unique("triage");
  const place = await (
    await page.request.post("/api/suggestions", {
      data: {
        airport_loc_id: "STS",
        type: "activity",
        category: "adults",
        name: `Winery ${tag}`,
        description: "Tasting room near the field.",
      },
    })
  ).json();
  const report = await (
    await page.request.post("/api/suggestions", {
      data: {
        type: "bug",
        title: `Report ${tag}`,
        description: "Something is off on the page.",
        email: "pilot@example.test",
        priority: "medium",
      },
    })
  ).json();
  const contact = await (
    await page.request.post("/api/contact-submissions", {
      data: { name: `Contact ${tag}`, email: "pilot@example.test", message: "Hello there, admins!" },
    })
  ).json();

  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Admin" }).first().click();
  await expect(page).toHaveURL(/\/admin\/itineraries$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  await page.getByRole("link", { name: /^Place Suggestions/ }).click();
  await page.getByRole("link", { name: `Review Winery ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: "Review suggestion" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Admin notes").fill("Checked: open Fri-Sun");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Suggestion updated").first()).toBeVisible();
  await expect(dialog.getByLabel("Admin notes")).toHaveValue("Checked: open Fri-Sun");
  await expect(dialog.getByLabel("Distance (NM)")).toHaveValue("5");
  await dialog.getByLabel("Distance (NM)").fill("3.5");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Activity created").first()).toBeVisible();
  await expect(dialog.getByText("Created: it shows on")).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByTestId(`suggestion-${place.id}`).getByText("Approved")).toBeVisible();

  await page.getByRole("link", { name: /^Bug Reports/ }).click();
  const card = page.getByTestId(`report-${report.id}`);
  await card.getByRole("button", { name: "Start Working" }).click();
  await expect(card.getByRole("button", { name: "Start Working" })).toHaveCount(0);
  await expect(card.getByText("In Progress")).toBeVisible();
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card.getByText("Closed")).toBeVisible();
  await expect(card.getByRole("button")).toHaveCount(0);

  await page.getByRole("link", { name: /^Contact Messages/ }).click();
  const message = page.getByTestId(`contact-${contact.id}`);
  await message.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(message.getByText("Resolved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Resolved", exact: true }).click();
  await expect(page).toHaveURL(/status=resolved/);
  await expect(page.getByTestId(`contact-${contact.id}`)).toBeVisible();
  if (javaScriptEnabled)
    expect(await page.getByTestId("admin-list").evaluate((el) => getComputedStyle(el).maxHeight)).toBe("600px");
});

test("a signed-in pilot who is not an admin sees 'Admin access required'", async ({ page }) => {
  const res = await page.request.post("/api/auth/register", {
    data: { email: `${unique("pilot")}@example.test`, password: "pilot-pass-123", "cf-turnstile-response": "" },
  });
  expect(res.status()).toBe(201);
  const answer = await page.goto("/admin/reports");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
});
