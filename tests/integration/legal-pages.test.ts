/** /privacy and /terms (tools-admin §1): static text, effective date, the contact link, the footer links. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

describe("legal pages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("privacy names the outside services, children under 13, the CCPA 12 months, and links /contact", async () => {
    const html = await page("/privacy");
    expect(html).toContain("<h1");
    expect(html).toContain("Privacy Policy");
    expect(html).toMatch(/Effective <time dateTime="2025-08-09">August 9, 2025<\/time>/i);
    for (const text of [
      "Google",
      "Aviation Weather Center",
      "Esri",
      "AllThePlaces",
      "OpenStreetMap",
      "Turnstile",
      "Plausible",
      "children under 13",
      "12 months",
      "do not sell",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('href="/contact"');
  });

  it("terms say reference only, official sources, no scraping, bots or AI training, and link /contact", async () => {
    const html = await page("/terms");
    expect(html).toContain("Terms of Use");
    expect(html).toMatch(/August 9, 2025/);
    for (const text of [
      "must\n          not be used for navigation",
      "Chart Supplement",
      "NOTAMs",
      "No scraping",
      "No bots",
      "train artificial intelligence",
    ]) {
      expect(html.replace(/\s+/g, " "), text).toContain(text.replace(/\s+/g, " "));
    }
    expect(html).toContain('href="/contact"');
  });

  it("the footer links contact, report, privacy and terms on every page", async () => {
    const html = await page("/");
    const footer = html.slice(html.indexOf("<footer"));
    for (const href of ["/contact", "/report", "/privacy", "/terms"]) expect(footer, href).toContain(`href="${href}"`);
  });
});
