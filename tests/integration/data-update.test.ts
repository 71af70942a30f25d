import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aptZipName, currentCycle, cycleIso, previousCycle } from "~/lib/nasr-cycle";
import { startFakeNasr, type FakeNasr } from "../fakes/faa-nasr";

const FIXTURE = path.resolve("tests/fixtures/nasr");
const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");

let tmp: string;
let fixtureZip: Uint8Array;

/** Runs `npm run data:update`'s script with its own TMPDIR, so a test can see what it leaves behind there. */
function runUpdate(
  baseUrl: string,
  dbFile: string,
  scratch = tmp,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, "scripts/data-update.ts"],
      { env: { ...process.env, FAA_NASR_BASE_URL: baseUrl, DATABASE_PATH: dbFile, TMPDIR: scratch }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function counts(dbFile: string) {
  const db = new Database(dbFile, { readonly: true });
  try {
    const n = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    return {
      airports: n("airports"),
      runways: n("runways"),
      ends: n("runway_ends"),
      remarks: n("remarks"),
      imports: n("data_imports"),
    };
  } finally {
    db.close();
  }
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-update-test-"));
  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(FIXTURE)) files[name] = new Uint8Array(fs.readFileSync(path.join(FIXTURE, name)));
  fixtureZip = zipSync(files, { level: 6 });
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run data:update", () => {
  const servers: FakeNasr[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });
  const serve = async (opts: Parameters<typeof startFakeNasr>[0]) => {
    const s = await startFakeNasr(opts);
    servers.push(s);
    return s;
  };

  it("downloads the current cycle's APT CSV zip and imports it", async () => {
    const current = aptZipName(currentCycle(new Date()));
    const server = await serve({ files: { [current]: fixtureZip } });
    const dbFile = path.join(tmp, "current.db");
    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(stderr).not.toMatch(/failed/);
    expect(code).toBe(0);
    expect(server.requests).toEqual([`/extra/${current}`]);
    expect(stdout).toContain(current);
    expect(stdout).toMatch(/Downloading 100%/);
    expect(stdout).toMatch(/facilities:\s+10\b/);
    expect(stdout).toMatch(/searchable:\s+6\b/);
    expect(stdout).toMatch(/runway ends:\s+20\b/);
    expect(counts(dbFile)).toEqual({ airports: 10, runways: 18, ends: 20, remarks: 2, imports: 1 });
  });

  it("falls back to the previous cycle once when the current one is not published (404)", async () => {
    const cycle = currentCycle(new Date());
    const current = aptZipName(cycle);
    const previous = aptZipName(previousCycle(cycle));
    const server = await serve({ files: { [previous]: fixtureZip } });
    const dbFile = path.join(tmp, "previous.db");
    const { code, stdout } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(0);
    expect(server.requests).toEqual([`/extra/${current}`, `/extra/${previous}`]);
    expect(stdout).toContain(`using the previous cycle (${cycleIso(previousCycle(cycle))})`);
    expect(counts(dbFile).airports).toBe(10);
  });

  it("fails with one line and exit 1 when neither cycle is published", async () => {
    const server = await serve({ files: {} });
    const dbFile = path.join(tmp, "none.db");
    const { code, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: .*HTTP 404/);
  });

  it("fails with one line and exit 1 on a server error, leaving the database as it was", async () => {
    const dbFile = path.join(tmp, "current.db");
    const before = counts(dbFile);
    const server = await serve({ failWith: 500 });
    const scratch = fs.mkdtempSync(path.join(tmp, "scratch-"));
    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile, scratch);
    expect(code).toBe(1);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith("faa-nasr-"))).toEqual([]); // no download folder left behind
    expect(server.requests).toHaveLength(1); // only a 404 falls back
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: .*HTTP 500/);
    expect(stdout + stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(counts(dbFile)).toEqual(before);
  });

  it("fails with one line and exit 1 when the server cannot be reached", async () => {
    const server = await startFakeNasr();
    const url = server.baseUrl;
    await server.close();
    const { code, stderr } = await runUpdate(url, path.join(tmp, "unreachable.db"));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: cannot reach http:\/\/127\.0\.0\.1:\d+\/extra\/.*ECONNREFUSED/);
  });

  it("fails with one line when the download is not an APT set", async () => {
    const current = aptZipName(currentCycle(new Date()));
    const server = await serve({ files: { [current]: zipSync({ "README.txt": new Uint8Array([104, 105]) }) } });
    const { code, stderr } = await runUpdate(server.baseUrl, path.join(tmp, "notaset.db"));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: .*APT_BASE\.csv not found/);
  });
});
