/**
 * axe-core (WCAG 2.1 A and AA rules) over a page: with JavaScript the hydrated page; without,
 * the HTML the server sent — scripts stripped — in a scratch page, since axe itself needs
 * JavaScript. A spec that uses it sets `test.use({ bypassCSP: true })`: axe is injected as an
 * inline script, which the site's Content-Security-Policy rightly blocks
 * (docs/decisions/0034-security-headers-and-compression.md).
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

export async function axeViolations(
  page: Page,
  browser: Browser,
  javaScriptEnabled: boolean,
  baseURL: string,
): Promise<Violation[]> {
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
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  if (target !== page) await target.context().close();
  return violations;
}

export const describe = (violations: Violation[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
