import { signInAsAdmin } from "./support/admin";
import { budget, expect, registerThrough, test, waitForHydration } from "./support/fixtures";

/**
 * Pilot field reports (issue 22), with JavaScript (`js`: the form in a dialog) and without
 * (`no-js`: its own page): a pilot reports a 100LL price and a courtesy car, sees it on the
 * airport page and in the search (price filter exactly at the price), a second pilot confirms it
 * ("Still true") and flags it, and an admin hides it from the dashboard's Field reports tab.
 * Each project reports at its own airport and price, so the two never meet.
 */

test("report, see it on the page and in search, confirm and flag as a second pilot, hide as admin", async ({
  page,
  browser,
  withJs,
  signedIn,
}) => {
  budget({ roundTrips: 18 });
  const airport = withJs ? { id: "KHAF", name: "Half Moon Bay" } : { id: "KLVK", name: "Livermore Municipal" };
  const price = withJs ? "6.41" : "6.42";
  const reason = `Price is old ${Date.now().toString(36)}`;
  await signedIn("e2e-reporter");

  // Report what you found.
  await page.goto(`/airport/${airport.id}`);
  const block = page.getByRole("region", { name: "From pilots" });
  await expect(block).toContainText("No pilot has reported on this airport yet.");
  let form = page.locator("form#field-report");
  if (withJs) {
    await waitForHydration(page, "button[aria-haspopup=dialog]");
    await block.getByRole("button", { name: "Report what you found" }).click();
    const dialog = page.getByRole("dialog", { name: "Report what you found" });
    await expect(dialog).toBeVisible();
    form = dialog.locator("form");
  } else {
    await block.getByRole("link", { name: "Report what you found" }).click();
    await expect(page).toHaveURL(new RegExp(`/airport/${airport.id}/field-report$`));
    await expect(page.getByRole("heading", { name: "Report what you found", level: 1 })).toBeVisible();
  }
  await expect(form.getByLabel("The day you were there")).not.toHaveValue("");
  // A price without its service is refused, in the form's own words.
  await form.getByLabel("100LL price per gallon").fill(price);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByText("Choose self-serve or full-serve")).toBeVisible();
  await form.getByLabel("100LL service").selectOption("self");
  await form.getByLabel("Courtesy car").selectOption("yes");
  await form.getByLabel(/^Note/).fill("Self-serve pump by the tower.");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Report sent").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/airport/${airport.id}(#from-pilots)?$`));
  await expect(block).toContainText(`$${price} self-serve`);
  await expect(block).toContainText("today");
  await expect(block).toContainText("Self-serve pump by the tower.");

  // The search: the price filter keeps a price exactly at the limit; the row shows it and the car.
  await page.goto(`/?departureAirport=KSFO&aircraftSpeed=120&maxDuration=1&fuelGrade=100LL&maxFuelPrice=${price}`);
  const facts = page
    .getByTestId("pilot-facts")
    .filter({ hasText: `$${price}` })
    .first();
  await expect(facts).toBeVisible();
  await expect(facts).toContainText("Courtesy car");

  // A second pilot: Still true, then Flag with a reason.
  const second = await browser.newContext({ javaScriptEnabled: withJs });
  const other = await second.newPage();
  await registerThrough(other.request, "e2e-confirmer");
  await other.goto(`/airport/${airport.id}`);
  const otherBlock = other.getByRole("region", { name: "From pilots" });
  if (withJs) await waitForHydration(other, "#from-pilots form button[type=submit]");
  await otherBlock.getByRole("button", { name: /^Still true/ }).click();
  await expect(other.getByText("Thanks for confirming").first()).toBeVisible();
  await expect(otherBlock).toContainText("confirmed by 1 pilot");
  await otherBlock.getByText(/^Flag/).click();
  await otherBlock.getByLabel("What is wrong with it?").fill(reason);
  await otherBlock.getByRole("button", { name: "Send flag" }).click();
  await expect(other.getByText("Report flagged").first()).toBeVisible();
  await second.close();

  // The admin hides it: its facts leave the airport page at once.
  const third = await browser.newContext({ javaScriptEnabled: withJs });
  const admin = await third.newPage();
  await signInAsAdmin(admin.request);
  await admin.goto("/admin/field-reports");
  const flagged = admin.getByTestId("flagged-report").filter({ hasText: reason });
  await expect(flagged).toContainText(airport.id.slice(1));
  if (withJs) await waitForHydration(admin, "[data-testid=flagged-report] button[type=submit]");
  await flagged.getByRole("button", { name: /^Hide/ }).click();
  await expect(admin.getByText("Report hidden").first()).toBeVisible();
  await expect(flagged).toContainText("Hidden");
  await third.close();

  await page.goto(`/airport/${airport.id}`);
  await expect(block).toContainText("No pilot has reported on this airport yet.");
  await expect(block).not.toContainText(`$${price}`);
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the From pilots block, the report form and a results card fit the width; the author edits and deletes", async ({
    page,
    withJs,
    signedIn,
  }) => {
    budget({ roundTrips: 10 });
    const airport = withJs ? "KAPC" : "KCCR";
    const price = withJs ? "6.97" : "6.98";
    await signedIn("e2e-narrow");
    const today = new Date(Date.now() - 11 * 3_600_000).toISOString().slice(0, 10);
    const made = await page.request.post(`/api/airports/${airport}/field-reports`, {
      data: {
        visited_on: today,
        fuel: [
          { grade: "100LL", price_usd: Number(price), service: "full" },
          { grade: "jet-a", price_usd: 5.75, service: "full" },
        ],
        courtesy_car: "yes",
        landing_fee_usd: 10,
        overnight_fee_usd: 25,
        food_status: "open",
        food_name: "The Runway Café and Grill on the field",
        fbo_name: "A rather long FBO name for a narrow screen",
        note: "Ask at the front desk for the courtesy car keys; it is the blue one.",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto(`/airport/${airport}#from-pilots`);
    const block = page.getByRole("region", { name: "From pilots" });
    await expect(block).toContainText(`$${price} full-serve`);
    await expect(
      block.getByRole("button", { name: /^Edit/ }).or(block.getByRole("link", { name: /^Edit/ })),
    ).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(320);

    await page.goto(`/airport/${airport}/field-report`);
    await expect(page.getByRole("heading", { name: "Report what you found", level: 1 })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(320);

    await page.goto(`/?departureAirport=KSFO&aircraftSpeed=120&maxDuration=1&fuelGrade=100LL&maxFuelPrice=${price}`);
    // The row, drawn as a card on a phone (decision 0090).
    await expect(page.locator("[data-row] [data-testid=pilot-facts]").filter({ hasText: `$${price}` })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(320);

    // The author edits the report (a dialog with JavaScript, its own page without), then deletes it.
    await page.goto(`/airport/${airport}`);
    if (withJs) await waitForHydration(page, "#from-pilots button[aria-haspopup=dialog]");
    await block.getByRole(withJs ? "button" : "link", { name: /^Edit/ }).click();
    const form = withJs ? page.getByRole("dialog", { name: "Edit your report" }) : page.locator("form#field-report");
    await expect(form.getByLabel("100LL price per gallon")).toHaveValue(price);
    await form.getByLabel("100LL price per gallon").fill("7.15");
    await form.getByRole("button", { name: "Save report" }).click();
    await expect(page.getByText("Report saved").first()).toBeVisible();
    await expect(block).toContainText("$7.15 full-serve");
    expect(await width()).toBeLessThanOrEqual(320);
    if (withJs) await waitForHydration(page, "#from-pilots form button[type=submit]");
    await block.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByText("Report deleted").first()).toBeVisible();
    await expect(block).toContainText("No pilot has reported on this airport yet.");
  });

  test("each fuel row shows its grade and its whole service choice; an empty report says why, in view", async ({
    page,
    withJs,
    signedIn,
  }) => {
    await signedIn("e2e-narrow-form");
    let form = page.locator("form#field-report");
    if (withJs) {
      await page.goto("/airport/KSTS");
      await waitForHydration(page, "#from-pilots button[aria-haspopup=dialog]");
      await page
        .getByRole("region", { name: "From pilots" })
        .getByRole("button", { name: /^Report/ })
        .click();
      form = page.getByRole("dialog", { name: "Report what you found" }).locator("form");
    } else {
      await page.goto("/airport/KSTS/field-report");
    }
    await expect(form.getByLabel("100LL service")).toBeVisible();

    // Each service select is at least as wide as it draws itself when free to ("full-serve" and all),
    // and no grade's name is cut.
    const rows = await form.locator("fieldset select").evaluateAll((selects) =>
      selects.map((element) => {
        const select = element as HTMLSelectElement;
        const probe = select.cloneNode(true) as HTMLSelectElement;
        probe.removeAttribute("id");
        probe.style.cssText = "position:absolute;visibility:hidden;display:inline-block;width:max-content";
        select.parentElement!.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const grade = document.getElementById(select.id.replace(/service$/, "grade-label"));
        return {
          service: select.labels[0]?.textContent,
          width: Math.round(select.getBoundingClientRect().width),
          wideEnough: select.getBoundingClientRect().width >= needed - 0.5,
          gradeCut: !grade || grade.scrollWidth > grade.clientWidth,
        };
      }),
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row, JSON.stringify(row)).toMatchObject({ wideEnough: true, gradeCut: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // Sent empty from the bottom of the form: the form's error is on screen, and with JavaScript it has the keyboard.
    await form.getByRole("button", { name: "Send report" }).click();
    const error = form.getByRole("alert").filter({ hasText: "Report at least one thing you found" });
    await expect(error).toBeInViewport();
    if (withJs) await expect(error).toBeFocused();
  });
});
