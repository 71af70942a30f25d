/**
 * axe-core (WCAG 2.1 A and AA rules) over a page: with JavaScript the hydrated page; without,
 * the HTML the server sent — scripts stripped — in a scratch page, since axe itself needs
 * JavaScript. A spec that uses it sets `test.use({ bypassCSP: true })`: axe is injected as an
 * inline script, which the site's Content-Security-Policy rightly blocks
 * (docs/decisions/0034-security-headers-and-compression.md).
 *
 * The scratch page is one per browser (one per Playwright worker), kept from check to check:
 * `setContent` writes each page's HTML into the same window, so axe, compiled once, stays
 * loaded (compiling it takes about 0.3 s a page on the CI machine) and the stylesheet comes
 * from the scratch context's cache (docs/decisions/0091-e2e-headless-shell.md). Playwright
 * starts a new worker after a failed test, so a check cut off mid-run leaves nothing behind.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * `bestPractice` adds axe's best-practice rules (heading order, unique landmark names…) to the
 * WCAG ones, for the pages held to them.
 */
export async function axeViolations(
  page: Page,
  browser: Browser,
  javaScriptEnabled: boolean,
  baseURL: string,
  { bestPractice = false }: { bestPractice?: boolean } = {},
): Promise<Violation[]> {
  let target = page;
  if (!javaScriptEnabled) {
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace("<head>", `<head><base href="${baseURL}/">`);
    target = await scratchPage(browser);
    await target.setContent(html, { waitUntil: "load" });
  }
  if (!(await target.evaluate(() => "axe" in window))) await target.addScriptTag({ content: axeSource });
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(bestPractice ? ["best-practice"] : [])];
  return target.evaluate(async (values) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    // Only the violations are read: axe then skips the selectors and details of every passing
    // node, its documented way to run faster (axe-core API, "resultTypes"; decision 0109).
    const result = await axe.run(document, {
      runOnly: { type: "tag", values },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, tags);
}

const scratchPages = new WeakMap<Browser, Promise<Page>>();

/** The browser's scratch page, with JavaScript, made at its first check. */
function scratchPage(browser: Browser): Promise<Page> {
  let scratch = scratchPages.get(browser);
  if (!scratch) {
    scratch = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    scratchPages.set(browser, scratch);
  }
  return scratch;
}

export const describe = (violations: Violation[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
