/**
 * npm run db:backup / db:restore (issue 12): a consistent copy taken while
 * clients keep writing, and a restore that refuses to clobber a database or
 * to run under a live server, then brings every backed-up write back.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, startServer, type TestServer, templateCopy } from "../support/server";
import { TEST_PASSWORD } from "../support/accounts";
import { airportLocIds, missingWrites, startWriteLoad, type AckedWrites } from "../support/write-load";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");

function run(
  script: string,
  args: string[],
  databasePath: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, script, ...args],
      { env: { ...process.env, DATABASE_PATH: databasePath }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const copyAcked = (a: AckedWrites): AckedWrites => ({
  trips: new Map([...a.trips].map(([k, v]) => [k, [...v]])),
  speeds: new Map(),
  speedsInFlight: new Map(),
  count: a.count,
});

const tripCount = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM saved_trips").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

let dir: string;
let dbFile: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  ({ dir, file: dbFile } = await templateCopy("backup-test"));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("db:backup and db:restore", () => {
  it("backs up under write load and restores every write acknowledged before the backup", async () => {
    const server = await startServer({ databasePath: dbFile });
    servers.push(server);
    const load = await startWriteLoad(server.url, { clients: 4, airports: airportLocIds(dbFile) });
    await load.waitForAcks(40);
    const before = copyAcked(load.acked);
    const backupFile = path.join(dir, "backups", "copy.db");
    const backup = await run("scripts/db-backup.ts", [backupFile], dbFile);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(backupFile);
    // The clients kept writing while the copy was taken.
    await load.waitForAcks(load.acked.count + 20);
    const acked = await load.stop();
    expect(acked.count).toBeGreaterThan(before.count);

    expect(missingWrites(backupFile, before)).toEqual([]);
    // A copy of password hashes: one file, readable by its owner only (decision 0070), nothing half-made beside it.
    expect(fs.readdirSync(path.join(dir, "backups"))).toEqual(["copy.db"]);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, "backups")).mode & 0o777).toBe(0o700);
    const backedUpTrips = tripCount(backupFile);
    const check = new Database(backupFile, { readonly: true });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();

    // A second backup to the same name is refused, never overwritten.
    const again = await run("scripts/db-backup.ts", [backupFile], dbFile);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");

    // Restore: refused while the server has the file open, even with --force.
    const inUse = await run("scripts/db-restore.ts", [backupFile, "--force"], dbFile);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain("is in use: stop the server");
    await server.stop();

    // Refused without --force over an existing database.
    const noForce = await run("scripts/db-restore.ts", [backupFile], dbFile);
    expect(noForce.code).toBe(1);
    expect(noForce.stderr).toContain("--force");
    expect(tripCount(dbFile)).toBeGreaterThanOrEqual(backedUpTrips);

    const restored = await run("scripts/db-restore.ts", [backupFile, "--force"], dbFile);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith("app.db.replaced-"));
    expect(kept).toHaveLength(1);
    // The restored database and the one it replaced, each one file of 0600: no -wal, -shm or half-made copy left.
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith("app.db"))
        .sort(),
    ).toEqual(["app.db", kept[0]]);
    expect(fs.readdirSync(path.join(dir, "backups"))).toEqual(["copy.db"]);
    for (const file of ["app.db", kept[0]!]) expect(fs.statSync(path.join(dir, file)).mode & 0o777, file).toBe(0o600);
    expect(tripCount(path.join(dir, kept[0]))).toBeGreaterThanOrEqual(backedUpTrips);
    expect(tripCount(dbFile)).toBe(backedUpTrips);
    expect(missingWrites(dbFile, before)).toEqual([]);

    // The restored database serves: a client signs in and finds its saved trips.
    const [userId, locIds] = [...before.trips].find(([, l]) => l.length > 0)!;
    const email = (() => {
      const db = new Database(dbFile, { readonly: true });
      try {
        return (db.prepare("SELECT email FROM users WHERE id = ?").get(userId) as { email: string }).email;
      } finally {
        db.close();
      }
    })();
    const again2 = await startServer({ databasePath: dbFile });
    servers.push(again2);
    const jar = new CookieJar();
    const login = await jar.fetch(`${again2.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: again2.url },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const trips = (await (await jar.fetch(`${again2.url}/api/trips`)).json()) as {
      airportLocId?: string;
      airport_loc_id?: string;
    }[];
    const saved = JSON.stringify(trips);
    for (const locId of locIds) expect(saved).toContain(`"${locId}"`);
  }, 180_000);

  it("refuses a file that is not a database", async () => {
    const junk = path.join(dir, "junk.db");
    fs.writeFileSync(junk, "not a database at all".repeat(100));
    const res = await run("scripts/db-restore.ts", [junk, "--force"], path.join(dir, "other.db"));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/not a readable SQLite database|damaged/);
    expect(fs.existsSync(path.join(dir, "other.db"))).toBe(false);
  });
});
