/**
 * Fuel over real HTTP, on both kinds of loaded data: the NASR fixture set
 * (tests/fixtures/nasr, FUEL_TYPES filled in for STS, SBA, PGA, SEZ) and the
 * bundled offline snapshot, which has no fuel information.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
let tmp: string;
let nasr: TestServer;
let snapshot: TestServer;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fuel-test-"));
  const db = path.join(tmp, "nasr.db");
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [TSX, "scripts/data-import.ts", "tests/fixtures/nasr"],
      { env: { ...process.env, DATABASE_PATH: db }, timeout: 60_000 },
      (err) => (err ? reject(err) : resolve()),
    ),
  );
  [nasr, snapshot] = await Promise.all([startServer({ databasePath: db }), startServer()]);
});

afterAll(async () => {
  await nasr?.stop();
  await snapshot?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const search = (s: TestServer, body: Record<string, unknown>) =>
  fetch(`${s.url}/api/airports/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ aircraftSpeed: 120, ...body }),
  });

describe("NASR data with FUEL_TYPES", () => {
  it("the airport page names the fuel", async () => {
    const html = await (await fetch(`${nasr.url}/airport/KSBA`)).text();
    expect(html).toMatch(/Fuel: <\/span>100LL, Jet A/);
    expect(await (await fetch(`${nasr.url}/airport/3CK`)).text()).toMatch(/Fuel: <\/span>none listed in the FAA data/);
  });

  it("the search form offers the fuel filter, and it keeps only airports that sell it", async () => {
    expect(await (await fetch(`${nasr.url}/`)).text()).toContain('name="fuel"');
    const all = await (await search(nasr, { departureAirport: "KSBA", runwaySurface: "" })).json();
    const jet = await (await search(nasr, { departureAirport: "KSBA", fuel: "jet-a" })).json();
    expect(all.results.map((r: { loc_id: string }) => r.loc_id)).toEqual(expect.arrayContaining(["STS", "PGA", "3CK"]));
    expect(jet.results.map((r: { loc_id: string }) => r.loc_id).sort()).toEqual(["PGA", "SEZ", "STS"]);
    expect(jet.results[0].fuel_types).toBe("100LL,A");
    const mogas = await (await search(nasr, { departureAirport: "KSBA", fuel: "mogas" })).json();
    expect(mogas.results).toEqual([]);
  });

  it("results rows show the fuel (no JavaScript)", async () => {
    const html = await (await fetch(`${nasr.url}/?departureAirport=KSBA&aircraftSpeed=120&fuel=100LL`)).text();
    expect(html).toContain("Fuel: 100LL, Jet A");
  });
});

describe("the bundled snapshot, which has no fuel data", () => {
  it("says so on the airport page and its kneeboard card, and never offers the filter", async () => {
    const html = await (await fetch(`${snapshot.url}/airport/KSTS`)).text();
    expect(html).toMatch(
      /Fuel: <\/span>not known — the loaded FAA data, FAA NASR 26 Dec 2024 \(offline snapshot\), has no fuel information/,
    );
    expect(await (await fetch(`${snapshot.url}/`)).text()).not.toContain('name="fuel"');
    const card = await (await fetch(`${snapshot.url}/airport/KSTS/kneeboard`)).text();
    expect(card).toContain(
      "Not known — the loaded FAA data, FAA NASR 26 Dec 2024 (offline snapshot), has no fuel information",
    );
  });

  it("a fuel criterion is refused with a reason, not silently ignored", async () => {
    const res = await search(snapshot, { departureAirport: "KSTS", fuel: "100LL" });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.fuel).toEqual([
      "The loaded FAA data has no fuel information, so fuel cannot be filtered",
    ]);
  });
});
