/**
 * GET /healthz (issue 12): ready when the database takes a write and a data
 * cycle is loaded; 503 when the database cannot be written. And the footer
 * warns when the loaded FAA cycle is past its 28 days (the bundled snapshot is).
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("GET /healthz", () => {
  it("answers JSON: database writable, the data cycle and its age, the weather's age", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    const db = new Database(server.databasePath, { readonly: true });
    const imported = db.prepare("SELECT label, effective_date FROM data_imports ORDER BY id DESC LIMIT 1").get() as {
      label: string;
      effective_date: string;
    };
    const probe = db.prepare("SELECT checked_at FROM health_checks WHERE id = 1").get() as
      { checked_at: number } | undefined;
    db.close();
    const ageDays = Math.floor(
      (Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) -
        Date.parse(`${imported.effective_date}T00:00:00Z`)) /
        86_400_000,
    );
    expect(body).toMatchObject({
      status: "ok",
      database: { writable: true },
      data: {
        loaded: true,
        label: imported.label,
        effectiveDate: imported.effective_date,
        ageDays,
        expired: ageDays >= 28,
      },
      // AWC points at a closed port in tests: no weather loaded yet, and it says so.
      weather: { lastLoadAt: null, ageSeconds: null },
    });
    // The check really wrote.
    expect(probe?.checked_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers 503 while the database cannot take a write, and 200 again after", async () => {
    const blocker = new Database(server.databasePath);
    blocker.exec("BEGIN IMMEDIATE");
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.status).toBe("unavailable");
      expect(body.database).toEqual({ writable: false, error: "SQLITE_BUSY" });
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 30_000);
});

describe("FAA cycle warning", () => {
  it("the footer says the loaded cycle is out of date once its 28 days are over", async () => {
    const html = (await (await fetch(`${server.url}/tools`)).text()).replaceAll("<!-- -->", "");
    // The bundled snapshot is the 26 Dec 2024 cycle, which ended on 23 Jan 2025.
    expect(html).toContain('data-testid="faa-cycle-warning"');
    expect(html).toMatch(/Airport data out of date:.*the loaded FAA cycle \(26 Dec 2024\) expired on.*23 Jan 2025/s);
  });
});
