/**
 * `npm run data:update` against a local fake FAA (tests/fakes/faa-nasr.ts) serving the zips of
 * the cycle in force, built from real FAA rows (tests/support/nasr-cycle-zips.ts): each due set
 * (APT, FRQ, ATC, AWOS, CLS_ARSP) downloaded and imported in its own transaction, a set that
 * fails keeping its old data (docs/decisions/0064-faa-self-refresh.md); an APT set imported under
 * older rules of the import is due even on the cycle in force (docs/decisions/0102-apt-import-rules.md).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCycle, cycleIso, nasrZipName, previousCycle } from "~/lib/nasr-cycle";
import { APT_IMPORT_RULES } from "~/services/faa-import.server";
import { startFakeNasr, type FakeNasr } from "../fakes/faa-nasr";
import { changeReportTable, cycleSetZips, rowCount, servedAs, zipOf } from "../support/nasr-cycle-zips";
import { templateDatabase } from "../support/server";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
const SETS = ["APT", "FRQ", "ATC", "AWOS", "CLS_ARSP"];

let tmp: string;
let zips: ReturnType<typeof cycleSetZips>;
const cycle = currentCycle(new Date());

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
      { env: { ...process.env, FAA_NASR_BASE_URL: baseUrl, DATABASE_PATH: dbFile, TMPDIR: scratch }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A copy of the offline database every server starts with (snapshot 2024-12-26, bundled 2025-03-20 tables). */
async function offlineDb(name: string): Promise<string> {
  const file = path.join(tmp, `${name}.db`);
  fs.copyFileSync(await templateDatabase(), file);
  return file;
}

function query<T>(dbFile: string, sql: string): T[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
const cycles = (dbFile: string) =>
  Object.fromEntries(
    query<{ name: string; cycle: string }>(dbFile, "SELECT name, cycle FROM reference_sets").map((r) => [
      r.name,
      r.cycle,
    ]),
  );
const count = (dbFile: string, table: string) =>
  query<{ n: number }>(dbFile, `SELECT count(*) AS n FROM ${table}`)[0].n;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-update-test-"));
  zips = cycleSetZips();
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

  it("downloads the cycle's five set zips and imports each (real rows), then finds them current", async () => {
    const server = await serve({ files: servedAs(cycle, zips) });
    const dbFile = await offlineDb("all");
    expect(cycles(dbFile)).toMatchObject({ APT: "2024-12-26", ATC: "2025-03-20", CLS_ARSP: "2025-03-20" });

    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(server.requests).toEqual(SETS.map((set) => `/extra/${nasrZipName(cycle, set)}`));
    expect(stdout).toMatch(/Downloading APT 100%/);
    const base = rowCount(changeReportTable("APT_BASE"));
    expect(stdout).toContain(`APT_BASE.csv: ${base} read, ${base} kept, none dropped`);
    expect(stdout).toMatch(/FRQ\.csv: 253 read, 212 kept, 41 dropped/);
    expect(stdout).toMatch(/ATC_BASE\.csv: 3,596 read/);
    expect(stdout).toMatch(/facilities:\s+298\b/);

    const current = cycleIso(cycle);
    expect(cycles(dbFile)).toMatchObject({
      APT: current,
      APT_ATT: current,
      FRQ: current,
      ATC: current,
      AWOS: current,
      CLS_ARSP: current,
    });
    const [latest] = query<{ label: string; effective_date: string }>(
      dbFile,
      "SELECT label, effective_date FROM data_imports ORDER BY id DESC LIMIT 1",
    );
    expect(latest).toEqual({ label: "FAA NASR 20 Mar 2025", effective_date: "2025-03-20" });
    expect(query(dbFile, "SELECT frequency, source FROM frequencies WHERE loc_id = 'ABY' AND kind = 'ctaf'")).toEqual([
      { frequency: "120.25", source: "FAA" },
    ]);
    // Every file's counts are stored with the import: read = kept + dropped.
    const stored = query<{ file: string; read: number; kept: number; dropped: string; import_id: number }>(
      dbFile,
      "SELECT file, read, kept, dropped, import_id FROM import_counts WHERE id > (SELECT max(id) FROM import_counts WHERE import_id = 1)",
    );
    expect(stored.map((s) => s.file)).toEqual([
      "APT_BASE.csv",
      "APT_RWY.csv",
      "APT_RWY_END.csv",
      "APT_RMK.csv",
      "APT_ATT.csv",
      "FRQ.csv",
      "ourairports_frequencies.csv",
      "ATC_BASE.csv",
      "ATC_ATIS.csv",
      "AWOS.csv",
      "CLS_ARSP.csv",
    ]);
    for (const s of stored) {
      const dropped = Object.values(JSON.parse(s.dropped) as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(s.read).toBe(s.kept + dropped);
      expect(s.import_id).toBe(stored[0].import_id);
    }

    const again = await runUpdate(server.baseUrl, dbFile);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Every FAA set is current; nothing to download.");
    expect(server.requests).toHaveLength(SETS.length);
  });

  it("downloads the cycle in force again for an APT set imported under older rules, then finds it current", async () => {
    const server = await serve({ files: servedAs(cycle, zips) });
    const dbFile = await offlineDb("old-rules");
    expect((await runUpdate(server.baseUrl, dbFile)).code).toBe(0);
    const origins = () =>
      query(dbFile, "SELECT true_alignment_origin AS origin, count(*) AS ends FROM runway_ends GROUP BY 1 ORDER BY 1");
    const imported = origins();
    expect(imported).toContainEqual({ origin: "bearing", ends: 56 });
    // As the import before runway ends recorded where their true heading came from left it.
    const db = new Database(dbFile);
    db.prepare("UPDATE data_imports SET rules = 1").run();
    db.prepare("UPDATE runway_ends SET true_alignment_origin = NULL").run();
    db.close();

    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("APT due: imported under older rules 1 → 4\n");
    expect(stdout).not.toMatch(/(FRQ|ATC|AWOS|CLS_ARSP) due/);
    expect(server.requests).toEqual([...SETS, "APT"].map((set) => `/extra/${nasrZipName(cycle, set)}`));
    expect(origins()).toEqual(imported);
    const rules = query<{ rules: number }>(dbFile, "SELECT rules FROM data_imports ORDER BY id DESC LIMIT 1");
    expect(rules).toEqual([{ rules: APT_IMPORT_RULES }]);
    expect(cycles(dbFile)).toMatchObject({ APT: cycleIso(cycle) });

    const again = await runUpdate(server.baseUrl, dbFile);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Every FAA set is current; nothing to download.");
    expect(server.requests).toHaveLength(SETS.length + 1);
  });

  it("an APT set of the previous cycle imported under older rules takes it again while the current one is not published", async () => {
    const previous = previousCycle(cycle);
    const server = await serve({ files: servedAs(previous, zips) });
    const dbFile = await offlineDb("old-rules-previous");
    expect((await runUpdate(server.baseUrl, dbFile)).code).toBe(0);
    const db = new Database(dbFile);
    db.prepare("UPDATE data_imports SET rules = 1").run();
    db.close();
    server.requests.length = 0;

    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(stdout).toContain(
      `APT due: loaded cycle ${cycleIso(previous)} is older than ${cycleIso(cycle)}, imported under older rules 1 → 4`,
    );
    // Every set is due for the current cycle (not published: 404); only APT takes its loaded cycle again.
    expect(server.requests).toEqual([
      `/extra/${nasrZipName(cycle, "APT")}`,
      `/extra/${nasrZipName(previous, "APT")}`,
      ...SETS.slice(1).map((set) => `/extra/${nasrZipName(cycle, set)}`),
    ]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^data:update failed: FRQ: .*HTTP 404/);
    expect(stderr).not.toMatch(/APT:/);
    expect(query(dbFile, "SELECT rules FROM data_imports ORDER BY id DESC LIMIT 1")).toEqual([
      { rules: APT_IMPORT_RULES },
    ]);
    expect(cycles(dbFile)).toMatchObject({ APT: cycleIso(previous), FRQ: cycleIso(previous) });
  });

  it("a bad zip and a missing file: those sets keep their data, the others are imported; the next run retries them", async () => {
    const notAZip = new TextEncoder().encode("<html>Maintenance</html>");
    const withoutCsv = zipOf({ "CLS_ARSP_CSV_DATA_STRUCTURE.csv": "CSV File,Column Name\n" });
    const server = await serve({ files: servedAs(cycle, { ...zips, AWOS: notAZip, CLS_ARSP: withoutCsv }) });
    const dbFile = await offlineDb("broken");
    const keep = (db: string) => ({
      stations: query(db, "SELECT * FROM weather_stations ORDER BY station_id"),
      airspace: query(db, "SELECT * FROM airspace_classes ORDER BY loc_id"),
    });
    const before = keep(dbFile);
    expect(before.stations.length).toBe(2_528);

    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^data:update failed: AWOS: .*_AWOS_CSV\.zip: not a readable zip file .*; CLS_ARSP: .*_CLS_ARSP_CSV\.zip: CLS_ARSP\.csv not found/,
    );
    expect(stdout).toMatch(/\[faa\] AWOS set not imported, keeping the loaded data: /);
    expect(stdout + stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(keep(dbFile)).toEqual(before);
    expect(cycles(dbFile)).toMatchObject({ ATC: cycleIso(cycle), AWOS: "2025-03-20", CLS_ARSP: "2025-03-20" });

    const fixed = await serve({ files: servedAs(cycle, zips) });
    const retry = await runUpdate(fixed.baseUrl, dbFile);
    expect(retry.code).toBe(0);
    expect(fixed.requests).toEqual(["AWOS", "CLS_ARSP"].map((set) => `/extra/${nasrZipName(cycle, set)}`));
    expect(cycles(dbFile)).toMatchObject({ AWOS: cycleIso(cycle), CLS_ARSP: cycleIso(cycle) });
  });

  it("takes the previous cycle when the current one is not published yet (404)", async () => {
    const previous = previousCycle(cycle);
    const server = await serve({ files: servedAs(previous, zips) });
    const dbFile = await offlineDb("previous");
    const { code, stdout } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(0);
    expect(server.requests).toEqual(
      SETS.flatMap((set) => [`/extra/${nasrZipName(cycle, set)}`, `/extra/${nasrZipName(previous, set)}`]),
    );
    expect(stdout).toContain(`APT: current cycle not published yet; used the previous cycle (${cycleIso(previous)}).`);
    expect(cycles(dbFile)).toMatchObject({ APT: cycleIso(previous), CLS_ARSP: cycleIso(previous) });
  });

  it("fails with one line and exit 1 when neither cycle is published", async () => {
    const server = await serve({ files: {} });
    const dbFile = await offlineDb("none");
    const { code, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(1);
    expect(server.requests).toHaveLength(2 * SETS.length);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: APT: .*HTTP 404/);
    expect(cycles(dbFile)).toMatchObject({ APT: "2024-12-26" });
  });

  it("fails with one line and exit 1 on a server error, leaving the database and no download folder behind", async () => {
    const dbFile = await offlineDb("error");
    const before = { airports: count(dbFile, "airports"), frequencies: count(dbFile, "frequencies") };
    const server = await serve({ failWith: 500 });
    const scratch = fs.mkdtempSync(path.join(tmp, "scratch-"));
    const { code, stdout, stderr } = await runUpdate(server.baseUrl, dbFile, scratch);
    expect(code).toBe(1);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith("faa-nasr-"))).toEqual([]);
    expect(server.requests).toHaveLength(SETS.length); // only a 404 falls back
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: APT: .*HTTP 500/);
    expect(stdout + stderr).not.toMatch(/\n\s+at /);
    expect({ airports: count(dbFile, "airports"), frequencies: count(dbFile, "frequencies") }).toEqual(before);
  });

  it("fails with one line and exit 1 when the FAA cannot be reached, and asks no further", async () => {
    const server = await startFakeNasr();
    const url = server.baseUrl;
    await server.close();
    const { code, stdout, stderr } = await runUpdate(url, await offlineDb("unreachable"));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^data:update failed: APT: cannot reach http:\/\/127\.0\.0\.1:\d+\/extra\/.*ECONNREFUSED/);
    expect(stderr).toMatch(/FRQ: not tried: the FAA could not be reached/);
    expect(stdout.match(/cannot reach/g)).toHaveLength(1);
  });

  it("refuses while another process holds the FAA refresh lease", async () => {
    const server = await serve({ files: servedAs(cycle, zips) });
    const dbFile = await offlineDb("leased");
    const db = new Database(dbFile);
    // This test process is alive on this host: its lease is not taken over.
    const holder = `${os.hostname()}:${process.pid}:test`;
    db.prepare("INSERT INTO process_leases (name, holder, expires_at) VALUES ('faa-refresh', ?, ?)").run(
      holder,
      Date.now() + 600_000,
    );
    db.close();
    const { code, stderr } = await runUpdate(server.baseUrl, dbFile);
    expect(code).toBe(1);
    expect(stderr).toContain(`data:update failed: another process (${holder}) is updating the FAA data now`);
    expect(server.requests).toEqual([]);
  });
});
