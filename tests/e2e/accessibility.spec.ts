import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "../support/accounts";

/**
 * axe-core (WCAG 2.1 A and AA rules) over every main page. With JavaScript the
 * hydrated page is checked; without, the HTML the server sent — scripts
 * stripped — is checked in a scratch page, since axe itself needs JavaScript.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page, browser: Browser, javaScriptEnabled: boolean, baseURL: string): Promise<Violation[]> {
  let target = page;
  if (!javaScriptEnabled) {
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace("<head>", `<head><base href="${baseURL}/">`);
    const scratch = await browser.newContext({ javaScriptEnabled: true });
    target = await scratch.newPage();
    await target.setContent(html, { waitUntil: "load" });
  }
  await target.addScriptTag({ content: axeSource });
  const violations = await target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  if (target !== page) await target.context().close();
  return violations;
}

const describe = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);

const publicPages = [
  "/",
  "/?departureAirport=KSTS&aircraftSpeed=120",
  "/?departureAirport=ks&aircraftSpeed=20",
  "/airport/KSTS",
  "/airport/KSTS?tab=remarks",
  "/airport/KSTS?tab=weather",
  "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120",
  "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120&tab=weather",
  "/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=1&maxCrosswind=10",
  "/tools",
  "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2",
  "/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS",
  "/auth",
  "/auth?tab=signup",
  "/no/such/page",
];

for (const path of publicPages) {
  test(`no WCAG A/AA violations on ${path}`, async ({ page, browser, javaScriptEnabled, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!))).toEqual([]);
  });
}

test("no WCAG A/AA violations on the signed-in pages", async ({ page, browser, javaScriptEnabled, baseURL }) => {
  const res = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("e2e-a11y"), password: TEST_PASSWORD, "cf-turnstile-response": "" },
  });
  expect(res.ok()).toBe(true);
  for (const path of ["/trips", "/profile", "/profile?tab=password", "/profile?tab=defaults", "/airport/KSTS"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
    expect(describe(await axeViolations(page, browser, javaScriptEnabled, baseURL!)), path).toEqual([]);
  }
});
