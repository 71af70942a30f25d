/**
 * Which FAA sets the refresh counts as due (app/services/faa-refresh.server.ts, setsDue) on real
 * SQLite files: a set never loaded or of an older cycle than the one in force, and the APT set
 * whose newest import ran under older rules, even on the cycle in force, when that cycle can be
 * downloaded again without a downgrade (docs/decisions/0102-apt-import-rules.md).
 */
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { readAptSet } from "~/services/apt-set.server";
import { importAptSet } from "~/services/faa-import.server";
import { setsDue } from "~/services/faa-refresh.server";
import { scratchDatabases } from "../support/scratch-databases";

const FIXTURE = path.resolve("tests/fixtures/nasr");
const scratch = scratchDatabases("faa-refresh-due-test");
let zip: string;

beforeAll(() => {
  const files: Record<string, Uint8Array> = {};
  for (const file of fs.readdirSync(FIXTURE)) files[file] = strToU8(fs.readFileSync(path.join(FIXTURE, file), "utf8"));
  zip = path.join(scratch.dir(), "apt.zip");
  fs.writeFileSync(zip, zipSync(files, { level: 6 }));
});

/** A database holding the fixture's APT set (EFF_DATE 2024/12/26) loaded for `cycle`, no other set. */
function aptLoadedFor(name: string, cycle: string): Database.Database {
  const sqlite = scratch.open(name);
  importAptSet(sqlite, readAptSet(zip), { cycle });
  return sqlite;
}
const underRules = (sqlite: Database.Database, rules: number) =>
  sqlite.prepare("UPDATE data_imports SET rules = ?").run(rules);
const apt = (sqlite: Database.Database, today: string) =>
  setsDue(sqlite, new Date(`${today}T12:00:00Z`)).find((d) => d.set === "APT") ?? null;

describe("setsDue", () => {
  it("counts every set never loaded, and an older cycle, with the reason", () => {
    const sqlite = aptLoadedFor("older", "2024-12-26");
    expect(setsDue(sqlite, new Date("2025-01-01T12:00:00Z"))).toEqual(
      ["FRQ", "ATC", "AWOS", "CLS_ARSP"].map((set) => ({ set, reason: "never loaded" })),
    );
    expect(apt(sqlite, "2025-01-24")).toEqual({
      set: "APT",
      reason: "loaded cycle 2024-12-26 is older than 2025-01-23",
    });
  });

  it("counts an APT set of the cycle in force imported under older rules, until it is imported again", () => {
    const sqlite = aptLoadedFor("rules", "2024-12-26");
    expect(apt(sqlite, "2025-01-01")).toBeNull();
    underRules(sqlite, 1);
    expect(apt(sqlite, "2025-01-01")).toEqual({ set: "APT", reason: "imported under older rules 1 → 4" });
    expect(apt(sqlite, "2025-01-24")).toEqual({
      set: "APT",
      reason: "loaded cycle 2024-12-26 is older than 2025-01-23, imported under older rules 1 → 4",
    });
    importAptSet(sqlite, readAptSet(zip), { cycle: "2024-12-26" });
    expect(apt(sqlite, "2025-01-01")).toBeNull();
  });

  it("does not count an APT set newer than the cycle in force for its rules: the refresh would downgrade it", () => {
    const sqlite = aptLoadedFor("newer", "2025-01-23");
    underRules(sqlite, 1);
    expect(apt(sqlite, "2025-01-01")).toBeNull();
  });
});
