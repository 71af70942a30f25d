/**
 * Durability (issue 12): several clients save trips and preferences against a
 * server of two processes; the server is killed mid-load (SIGKILL, every
 * process), restarted on the same file, and every write it acknowledged is
 * there. Then the same with SIGTERM: a graceful stop that finishes what is in
 * flight and closes the database (its WAL folded back, the file left clean).
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer, templateCopy } from "../support/server";
import { airportLocIds, missingWrites, startWriteLoad } from "../support/write-load";

/** Both tests sign clients up from 127.0.0.1 against one database, whose limits (in SQLite) outlive a restart. */
const roomyLimits = { SIGNUP_LIMIT_PER_IP: "1000" };

let dir: string;
let dbFile: string;
let airports: string[];
const servers: TestServer[] = [];

const start = async () => {
  const s = await startServer({ databasePath: dbFile, env: { WEB_CONCURRENCY: "2", ...roomyLimits } });
  servers.push(s);
  return s;
};

/** The processes a server's primary forked (Linux /proc). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  ({ dir, file: dbFile } = await templateCopy("durability-test"));
  airports = airportLocIds(dbFile);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("durability under write load", () => {
  it("SIGKILL of every server process mid-load loses no acknowledged write", async () => {
    const server = await start();
    await until(() => childrenOf(server.pid).length === 2, "two server processes");
    const load = await startWriteLoad(server.url, { clients: 6, airports });
    await load.waitForAcks(150);
    const pids = [server.pid, ...childrenOf(server.pid)];
    for (const pid of pids) process.kill(pid, "SIGKILL");
    const acked = await load.stop();
    await until(() => pids.every((p) => !alive(p)), "the killed processes to be gone");
    expect(acked.count).toBeGreaterThanOrEqual(150);
    // The crash left the WAL behind; the next open replays it.
    expect(missingWrites(dbFile, acked)).toEqual([]);

    const again = await start();
    const res = await fetch(`${again.url}/healthz`);
    expect(res.status).toBe(200);
    expect(missingWrites(dbFile, acked)).toEqual([]);
    await again.stop();
  }, 180_000);

  it("SIGTERM mid-load finishes the requests in flight, closes the database and loses no acknowledged write", async () => {
    const server = await start();
    await until(() => childrenOf(server.pid).length === 2, "two server processes");
    const load = await startWriteLoad(server.url, { clients: 6, airports });
    await load.waitForAcks(150);
    process.kill(server.pid, "SIGTERM");
    const exit = await server.exited;
    const acked = await load.stop();
    expect(exit).toBe("code 0");
    expect(acked.count).toBeGreaterThanOrEqual(150);
    // Every process closed its connection: the last close folds the WAL into the file and removes it.
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
    expect(missingWrites(dbFile, acked)).toEqual([]);
    // Buffered page views were written on the way out, not dropped.
    expect(server.output()).not.toContain("could not store page views");
  }, 180_000);
});
