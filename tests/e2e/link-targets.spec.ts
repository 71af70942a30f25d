import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { budget, expect, registerThrough, sharedSession, test } from "./support/fixtures";

/**
 * A link that stands on its own (not inside a sentence) is a target at least 24 × 24 px
 * (WCAG 2.5.8; docs/decisions/0108-focus-targets-center.md), on a 320 px phone, with JavaScript
 * and without: the back links, the downloads, "Kneeboard card", a place's phone and website,
 * the footer's links. A link inside a sentence (its parent has words of its own) is exempt.
 */
test.use({ viewport: { width: 320, height: 800 } });

/** Every link on the page, shown and not inside a sentence, that is under 24 px tall or wide: its text and size. */
function smallStandaloneLinks(page: Page) {
  return page.locator("a").evaluateAll((links) =>
    links.flatMap((a) => {
      // The range map's dots (SVG links) are no text links: the list under the map links the same airports.
      if (!(a instanceof HTMLAnchorElement)) return [];
      const box = a.getBoundingClientRect();
      // Not shown (a closed <details>, a `hidden` class) or visually hidden until focused (the skip link).
      if (box.width <= 1 || box.height <= 1) return [];
      const inSentence = [...a.parentElement!.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && /\w/.test(n.textContent ?? ""),
      );
      if (inSentence || (box.height >= 24 && box.width >= 24)) return [];
      return [`${a.textContent!.trim()} (${Math.round(box.width)} × ${box.height.toFixed(1)})`];
    }),
  );
}

async function expectTargets(page: Page, named: string[]) {
  for (const name of named) {
    const box = (await page.getByRole("link", { name, exact: true }).first().boundingBox())!;
    expect(box.height, `${name}: ${box.height} px tall`).toBeGreaterThanOrEqual(24);
    expect(box.width, `${name}: ${box.width} px wide`).toBeGreaterThanOrEqual(24);
  }
  expect(await smallStandaloneLinks(page), page.url()).toEqual([]);
}

test("the airport page, its kneeboard card, the results' downloads and the contact page", async ({ page }) => {
  budget({ roundTrips: 5 });
  await page.goto("/airport/KSTS");
  await expectTargets(page, ["Kneeboard card", "Report a problem with this airport", "Privacy Policy", "Terms of Use"]);

  await page.goto("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");
  await expectTargets(page, ["Back to results"]);

  await page.goto("/airport/KSTS/kneeboard");
  await expectTargets(page, ["Back to the airport page"]);

  await page.goto("/?departureAirport=KSTS&aircraftSpeed=120");
  await expectTargets(page, ["GPX (this page)", "KML (all, up to 500)"]);

  await page.goto("/contact");
  await expectTargets(page, ["Aviation Weather Center"]);
});

test.describe("a pilot's own pages", () => {
  sharedSession({
    signIn: (request) => registerThrough(request, "e2e-link-targets"),
    setUp: async (request) => {
      expect((await request.post("/api/trips/save", { data: { airportLocId: "STS" } })).status()).toBeLessThan(300);
    },
  });

  test("My Trips' downloads and kneeboard links, the printable cards' way back, My Account's", async ({ page }) => {
    budget({ roundTrips: 4 });
    await page.goto("/trips");
    await expectTargets(page, [
      "GPX",
      "KML",
      "ForeFlight CSV",
      "Print every saved airport's kneeboard card",
      "Kneeboard card of KSTS",
    ]);

    await page.goto("/trips/kneeboard");
    await expectTargets(page, ["Back to My Trips"]);

    await page.goto("/profile");
    await expectTargets(page, ["← Back to Home"]);

    await page.goto("/airport/KSTS/field-report");
    await expectTargets(page, ["← Back to the airport"]);
  });
});

test.describe("an admin's pages", () => {
  sharedSession({ signIn: signInAsAdmin });

  test("the itinerary editor's way back, and the dashboard's", async ({ page }) => {
    budget({ roundTrips: 3 });
    await page.goto("/create-itinerary");
    await expectTargets(page, ["← Back to Admin"]);

    await page.goto("/admin/itineraries");
    expect(await smallStandaloneLinks(page), page.url()).toEqual([]);

    await page.goto("/admin/place-suggestions");
    expect(await smallStandaloneLinks(page), page.url()).toEqual([]);
  });
});
