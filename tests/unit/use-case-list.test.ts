/**
 * docs/architecture.md lists every route with its module, methods and the use
 * case behind each door (decision 0053); this keeps that list and app/routes.ts
 * in step. After a route change: `npm run docs:routes`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "route-list-"));
process.env.DATABASE_PATH = path.join(tmp, "routes.db");

describe("docs/architecture.md, 'Routes and their use cases'", () => {
  it("lists exactly the routes of app/routes.ts, each with its methods and use cases", async () => {
    const { cellsOf, documentedTable, routeTable } = await import("../../scripts/route-table");
    const table = await routeTable();
    expect(cellsOf(documentedTable()), "run `npm run docs:routes`").toEqual(cellsOf(table));
    // Not two empty lists: every /api route names the use case of each of its doors.
    const apiRows = table.split("\n").filter((row) => row.startsWith("| `/api/") && !row.includes("/api/*"));
    expect(apiRows.length).toBeGreaterThan(50);
    for (const row of apiRows) expect(row, row).not.toMatch(/\| — \|$/);
  }, 120_000);
});
