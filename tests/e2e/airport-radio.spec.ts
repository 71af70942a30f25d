import { expect, holdParts, test, waitForHydration } from "./support/fixtures";

/**
 * Radio, tower and airspace on the airport page (issue 19), with and without JavaScript: on a
 * 320 px phone the blocks come right after the facts, nothing runs off the side, and the
 * phone numbers are links to dial.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("KSTS on a 320 px phone: CTAF, tower hours and what applies outside them, a screen's scroll from the top", async ({
  page,
  withJs,
}, testInfo) => {
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, "header h1");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  await expect(radio).toBeVisible();
  await expect(radio.getByRole("definition").first()).toContainText("118.5 CTAF");
  await expect(radio.getByTestId("tower-hours")).toHaveText("Tower 0700–2000 local; CTAF 118.5 otherwise");
  await expect(radio.getByRole("link", { name: "707-545-2847" })).toHaveAttribute("href", "tel:+17075452847");
  await expect(radio.getByRole("link", { name: "707-573-8393" })).toHaveAttribute("href", "tel:+17075738393");
  await expect(radio).toContainText("CLASS D SVC 0700-2000; OTHER TIMES CLASS G");

  // Right under the facts: the CTAF line within two screens of the top, before the fuel line and the places.
  const ctafTop = (await radio.getByRole("definition").first().boundingBox())!.y;
  const factsTop = (await page.getByRole("region", { name: "Airport facts" }).boundingBox())!.y;
  const fuelTop = (await page.getByTestId("fuel").boundingBox())!.y;
  expect(ctafTop).toBeGreaterThan(factsTop);
  expect(ctafTop).toBeLessThan(fuelTop);
  expect(ctafTop).toBeLessThan(2 * 640);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The section's top under the sticky site header, for a look at the phone layout.
  await page.evaluate(() => {
    document.getElementById("radio-heading")!.scrollIntoView();
    window.scrollBy(0, -100);
  });
  await page.screenshot({
    path: testInfo.outputPath(`airport-radio-320-${withJs ? "js" : "no-js"}.png`),
    fullPage: false,
  });
});

test("the blocks show whole while their part loads, and stay once it has come", async ({ page, withJs }) => {
  // Loaded after the page (decision 0089) and held back here: the server's HTML stays on screen.
  const hold = await holdParts(page, "airport-radio");
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, "header h1");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  await expect(radio.getByTestId("tower-hours")).toHaveText("Tower 0700–2000 local; CTAF 118.5 otherwise");
  await expect.poll(() => hold.asked.has("airport-radio")).toBe(withJs);

  hold.release();
  if (withJs) await waitForHydration(page, "#radio-heading");
  await expect(radio.getByTestId("tower-hours")).toHaveText("Tower 0700–2000 local; CTAF 118.5 otherwise");
  await expect(radio.getByRole("link", { name: "707-545-2847" })).toHaveAttribute("href", "tel:+17075452847");
});

test("a radio part whose chunk cannot be fetched keeps the server's blocks, not the error page", async ({
  page,
  withJs,
}) => {
  // One bar of signal, or a deploy that replaced the chunks: the part's script never comes.
  let asked = false;
  await page.route("**/assets/airport-radio-*.js", (route) => {
    asked = true;
    return route.abort("connectionfailed");
  });
  await page.goto("/airport/KSTS");
  if (withJs) {
    await waitForHydration(page, "header h1");
    await expect.poll(() => asked).toBe(true);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Charles M Schulz - Sonoma County");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  await expect(radio.getByTestId("tower-hours")).toHaveText("Tower 0700–2000 local; CTAF 118.5 otherwise");
  await expect(radio.getByRole("link", { name: "707-545-2847" })).toHaveAttribute("href", "tel:+17075452847");
  // The rest of the page still works: its tabs are links of the hydrated page.
  await page.getByRole("link", { name: "Runways" }).click();
  await expect(page.getByText("5,202 × 100 ft")).toBeVisible();
});

test("a part that cannot load on an airport opened within the page says so and offers a reload; without JavaScript the page comes whole", async ({
  page,
  withJs,
}) => {
  await page.route("**/assets/airport-radio-*.js", (route) => route.abort("connectionfailed"));
  await page.goto("/airport/KSTS");
  if (withJs) await waitForHydration(page, "header h1");
  await page.getByRole("textbox", { name: "Airport ID" }).fill("KSFO");
  await page.getByRole("button", { name: "GO" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("San Francisco Intl");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  if (withJs) {
    // No copy of the server's HTML for KSFO: the page came by a client navigation.
    const notice = page.getByRole("status").filter({ hasText: "Part of this page did not load" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Load the page again" })).toHaveAttribute("href", /\/airport\/KSFO$/);
    await expect(radio).toHaveCount(0);
  } else {
    await expect(radio.getByText("Tower open 24 hours")).toBeVisible();
  }
});

test("KCHD: a part-time tower without a CTAF listed says so instead of offering the tower frequency", async ({
  page,
}) => {
  await page.goto("/airport/KCHD");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  await expect(radio.getByTestId("tower-hours")).toHaveText("Tower 0600–2100 local; no CTAF listed for other times");
  await expect(radio.getByRole("definition").first()).toHaveText(/^122\.95 UNICOM/);
});

test("KSNA: a frequency outside the VHF air band is marked as listed, a whole number reads with its '.0' (decision 0106)", async ({
  page,
  withJs,
}) => {
  await page.goto("/airport/KSNA");
  if (withJs) await waitForHydration(page, "header h1");
  const radio = page.getByRole("region", { name: "Radio, tower and airspace" });
  await expect(radio.getByRole("listitem").filter({ hasText: "38.02" })).toHaveText(
    "38.02 SOCAL APP (outside the VHF air band)",
  );
  await expect(radio.getByRole("listitem").filter({ hasText: "121.3" })).toHaveText("121.3 SOCAL APP");
  await expect(radio.getByRole("listitem").filter({ hasText: "118.0" })).toHaveText("118.0 CLNC DEL");
});
