import fs from "node:fs";
import { createRequire } from "node:module";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { LIVE_PLACES_AIRPORTS } from "./support/live-places-app";

/**
 * Live local places (issue 21), with JavaScript and without, on the server the global
 * setup started with the recorded stand-ins (tests/e2e/support/live-places-app.ts): the
 * first view says the places are on their way; once the fetch is in (waited for on its
 * cache row, never on the clock) the next view shows the OSM cafés — the one inside the
 * aerodrome outline "On the field" — and the Wikipedia beaches, credited, accessible and
 * fine at 320 px.
 */
test.use({ bypassCSP: true });

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Waits (bounded) until both services' fetch rows of the airport say ok. */
async function waitForLivePlaces(code: string, timeoutMs = 30_000) {
  const db = new Database(process.env.E2E_LIVE_PLACES_DB!, { readonly: true });
  try {
    const read = db
      .prepare(
        `SELECT COUNT(*) FROM live_place_fetches f JOIN airports a ON a.loc_id = f.airport_loc_id
          WHERE a.icao_id = ? AND f.status = 'ok'`,
      )
      .pluck();
    const deadline = Date.now() + timeoutMs;
    while (read.get(code) !== 2) {
      if (Date.now() > deadline) throw new Error(`the live places of ${code} were not fetched`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    db.close();
  }
}

/** axe (WCAG 2.1 A/AA) on the HTML as served, in a scratch page with scripts stripped when the project has none. */
async function axeViolations(page: Page, withJs: boolean) {
  let target = page;
  if (!withJs) {
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace("<head>", `<head><base href="${process.env.E2E_LIVE_PLACES_URL}/">`);
    const scratch = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await scratch.newPage();
    await target.setContent(html, { waitUntil: "load" });
  }
  await target.addScriptTag({ content: axeSource });
  return target.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: { id: string }[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => v.id);
  });
}

test("local places are on their way, then shown credited, on the field, and accessible at 320 px", async ({
  page,
  withJs,
}, testInfo) => {
  const code = LIVE_PLACES_AIRPORTS[testInfo.project.name as keyof typeof LIVE_PLACES_AIRPORTS];
  const url = `${process.env.E2E_LIVE_PLACES_URL}/airport/${code}`;
  await page.goto(url);
  await expect(page.getByRole("status").filter({ hasText: "are on their way" })).toBeVisible();
  expect(await axeViolations(page, withJs)).toEqual([]);

  await waitForLivePlaces(code);
  await page.goto(url);
  await expect(page.getByText("are on their way")).toHaveCount(0);
  const quick = page.locator('[data-list="quick_bites"]');
  const sincera = quick.locator("li").filter({ hasText: "Café Sincera" });
  await expect(sincera).toContainText("On the field");
  await expect(sincera).toContainText("© OpenStreetMap contributors");
  await expect(page.locator("[data-live-credits]").first()).toContainText(/\(ODbL\), fetched \d{4}-\d\d-\d\d/);

  // Notable Landmarks: every kept row, the Wikipedia beaches with their description and link.
  await page.locator('a[href*="all=landmarks"]').click();
  await expect(page).toHaveURL(/all=landmarks/);
  const beach = page.locator('[data-list="landmarks"] li').filter({ hasText: "Bean Hollow State Beach" });
  await expect(beach).toContainText("State beach in California");
  await expect(beach.getByRole("link", { name: /Wikipedia article/ })).toHaveAttribute(
    "href",
    /\/wiki\/Bean_Hollow_State_Beach$/,
  );
  await expect(page.locator('[data-list="landmarks"]')).not.toContainText("Pescadero, California");

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${url}?all=quick_bites`);
  await expect(sincera).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page, withJs)).toEqual([]);
});
