/**
 * The server keeps the FAA data current by itself (docs/decisions/0064-faa-self-refresh.md):
 * at start (then daily) the sets older than the cycle in force are downloaded from the FAA —
 * here a local fake serving zips of real FAA rows — and imported, one process at a time; a set
 * that fails keeps its data; the airport JSON, page and footer follow. An APT set of the cycle in
 * force imported under older rules of the import is due too (decision 0102). FAA_AUTO_UPDATE=off
 * turns it off.
 */
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCycle, cycleIso, nasrZipName } from "~/lib/nasr-cycle";
import { APT_IMPORT_RULES } from "~/services/faa-import.server";
import { startFakeNasr, type FakeNasr } from "../fakes/faa-nasr";
import { cycleSetZips, servedAs } from "../support/nasr-cycle-zips";
import { pageText } from "../support/page-text";
import { startServer, type TestServer, templateCopy } from "../support/server";
import { withDb } from "../support/with-database";

const SETS = ["APT", "FRQ", "ATC", "AWOS", "CLS_ARSP"];
const cycle = currentCycle(new Date());
let zips: ReturnType<typeof cycleSetZips>;
const fakes: FakeNasr[] = [];
const servers: TestServer[] = [];

beforeAll(() => {
  zips = cycleSetZips();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(fakes.map((f) => f.close()));
});

async function start(files: Record<string, Uint8Array>, env: Record<string, string> = {}) {
  const fake = await fakeServing(files);
  const server = await serverOn(fake, env);
  return { fake, server };
}

async function fakeServing(files: Record<string, Uint8Array>) {
  const fake = await startFakeNasr({ files });
  fakes.push(fake);
  return fake;
}

async function serverOn(fake: FakeNasr, env: Record<string, string> = {}, databasePath?: string) {
  const server = await startServer({ databasePath, env: { FAA_NASR_BASE_URL: fake.baseUrl, ...env } });
  servers.push(server);
  return server;
}

/** Polls the server's log until `pattern` shows (the check runs in the background). */
async function logShows(server: TestServer, pattern: RegExp, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the server log:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const once = () => SETS.map((set) => `/extra/${nasrZipName(cycle, set)}`);

describe("the server's FAA check", () => {
  it("imports the cycle in force by itself; a bad zip keeps that set's data; the JSON, page and footer follow", async () => {
    const notAZip = new TextEncoder().encode("<html>Maintenance</html>");
    const { fake, server } = await start(servedAs(cycle, { ...zips, AWOS: notAZip }));
    await logShows(server, /\[faa\] check done/);
    expect(fake.requests).toEqual(once());
    expect(server.output()).toMatch(
      /\[faa\] AWOS set not imported, keeping the loaded data: .*not a readable zip file/,
    );
    expect(server.output()).toMatch(/\[faa\] check done: APT imported, FRQ imported, ATC imported, AWOS failed/);

    const res = await fetch(`${server.url}/api/airports/ABY`);
    expect(res.status).toBe(200);
    const a = await res.json();
    expect(a.data_cycle).toEqual({ label: "FAA NASR 20 Mar 2025", effective_date: "2025-03-20" });
    expect(a.frequencies.source).toEqual({ name: "FAA NASR FRQ", date: "2025-03-20" });
    expect(a.frequencies.items.filter((f: { kind: string }) => f.kind === "ctaf")).toEqual([
      expect.objectContaining({ use: "CTAF", frequency: "120.25" }),
    ]);
    expect(a.tower).toMatchObject({
      call: "ALBANY",
      hours: "0800-2000",
      part_time: true,
      ctaf_outside_hours: "120.25",
    });
    expect(a.airspace).toMatchObject({ label: "Class D and E", hours: "CLASS D SVC 0800-2000; OTHER TIMES CLASS E" });
    // The AWOS set failed: the bundled 2025-03-20 stations stay.
    expect(a.weather_stations.items).toEqual([expect.objectContaining({ type: "ASOS", phone: "229-434-7494" })]);

    const page = await fetch(`${server.url}/airport/KABY`);
    expect(page.status).toBe(200);
    // What a reader sees: React's text separators and the tags left out.
    const text = (await pageText(page)).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");
    expect(text).toContain("Tower 0800–2000 local; CTAF 120.25 otherwise");
    expect(text).toContain("FAA NASR FRQ, 20 Mar 2025");
    expect(text).toContain("Airport data: FAA NASR 20 Mar 2025, effective");
    expect(text).toContain("the loaded FAA cycle (20 Mar 2025) expired on 17 Apr 2025");
  });

  it("runs in one process at a time: two server processes download each zip once", async () => {
    const { fake, server } = await start(servedAs(cycle, zips), { WEB_CONCURRENCY: "2" });
    await logShows(server, /\[faa\] check done/);
    expect(fake.requests).toEqual(once());
    const a = await (await fetch(`${server.url}/api/airports/ABY`)).json();
    expect(a.weather_stations.source).toEqual({ name: "FAA NASR AWOS", date: "2025-03-20" });
  });

  it("downloads the cycle in force again for an APT set imported under older rules, once", async () => {
    const copy = await templateCopy("faa-refresh-rules");
    try {
      const file = copy.file;
      const fake = await fakeServing(servedAs(cycle, zips));
      const first = await serverOn(fake, {}, file);
      await logShows(first, /\[faa\] check done/);
      await first.stop();
      expect(fake.requests).toEqual(once());
      const origins = (db: Database.Database) =>
        db
          .prepare("SELECT true_alignment_origin AS origin, count(*) AS ends FROM runway_ends GROUP BY 1 ORDER BY 1")
          .all();
      const imported = withDb(file, (db) => {
        const before = origins(db);
        // As the import before runway ends recorded where their true heading came from left it.
        db.prepare("UPDATE data_imports SET rules = 1").run();
        db.prepare("UPDATE runway_ends SET true_alignment_origin = NULL").run();
        return before;
      });
      expect(imported).toContainEqual({ origin: "bearing", ends: 56 });

      const second = await serverOn(fake, {}, file);
      await logShows(second, /\[faa\] check done/);
      await second.stop();
      const current = cycleIso(cycle);
      expect(second.output()).toContain(
        `Reference data FAA NASR 20 Mar 2025 (cycle ${current}) was imported under older rules (the import's rules changed, 1 → 4) and is kept`,
      );
      expect(second.output()).toContain(
        "It gets the new rules at its next FAA import: the server's FAA check downloads the cycle in force for it at the server's start",
      );
      expect(second.output()).toContain(
        `[faa] checking the FAA for cycle ${current}: APT due: imported under older rules 1 → 4\n`,
      );
      expect(second.output()).toContain(
        "[faa] check done: APT imported, FRQ current, ATC current, AWOS current, CLS_ARSP current",
      );
      expect(fake.requests).toEqual([...once(), `/extra/${nasrZipName(cycle, "APT")}`]);
      withDb(file, (db) => {
        expect(origins(db)).toEqual(imported);
        expect(db.prepare("SELECT rules FROM data_imports ORDER BY id DESC LIMIT 1").pluck().get()).toBe(
          APT_IMPORT_RULES,
        );
        expect(db.prepare("SELECT cycle FROM reference_sets WHERE name = 'APT'").pluck().get()).toBe(current);
      });

      // The production server decides what is due before it listens: nothing now, nothing asked.
      const third = await serverOn(fake, {}, file);
      await third.stop();
      expect(third.output()).not.toContain("[faa] checking");
      expect(fake.requests).toHaveLength(SETS.length + 1);
    } finally {
      copy.remove();
    }
  }, 240_000);

  it("FAA_AUTO_UPDATE=off: no check, the bundled data stays", async () => {
    const { fake, server } = await start(servedAs(cycle, zips), { FAA_AUTO_UPDATE: "off" });
    expect(server.output()).toContain("[faa] automatic FAA updates are off (FAA_AUTO_UPDATE=off)");
    const a = await (await fetch(`${server.url}/api/airports/KSTS`)).json();
    expect(a.data_cycle.label).toBe("FAA NASR 26 Dec 2024 (offline snapshot)");
    expect(fake.requests).toEqual([]);
  });
});
