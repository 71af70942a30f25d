/**
 * What a start imports (app/services/reference-data.server.ts) on real SQLite files: the bundled
 * set on an empty database, and again when the loaded data was imported under older rules of the
 * import and the bundled set does not downgrade it (docs/decisions/0102-apt-import-rules.md);
 * migration 0021's rules for databases imported before it.
 */
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { scratchDatabases } from "../support/scratch-databases";
import { readAptSet } from "~/services/apt-set.server";
import { APT_IMPORT_RULES, BUNDLED_SNAPSHOT, importAptSet } from "~/services/faa-import.server";
import { ensureReferenceData } from "~/services/reference-data.server";

const FIXTURE = path.resolve("tests/fixtures/nasr");

const scratch = scratchDatabases("reference-data-test");
const freshDb = scratch.open;

const count = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** The fixture's real NASR rows (EFF_DATE 2024/12/26) as a zip, with a SNAPSHOT.json when given one. */
function fixtureZip(name: string, manifest?: object): string {
  const files: Record<string, Uint8Array> = {};
  for (const file of fs.readdirSync(FIXTURE)) files[file] = new Uint8Array(fs.readFileSync(path.join(FIXTURE, file)));
  if (manifest) files["SNAPSHOT.json"] = strToU8(JSON.stringify(manifest));
  const zip = path.join(scratch.dir(), `${name}.zip`);
  fs.writeFileSync(zip, zipSync(files, { level: 6 }));
  return zip;
}

/** As an import before the rules were recorded left it: rules 1, no heading origins. */
function underOldRules(sqlite: Database.Database) {
  sqlite.prepare("UPDATE data_imports SET rules = 1").run();
  sqlite.prepare("UPDATE runway_ends SET true_alignment_origin = NULL").run();
}

const withOrigin = (sqlite: Database.Database) =>
  sqlite.prepare("SELECT count(*) FROM runway_ends WHERE true_alignment_origin IS NOT NULL").pluck().get() as number;

let bundled: string;

beforeAll(() => {
  bundled = fixtureZip("bundled", { effectiveDate: "2024-12-26", label: "FAA NASR 26 Dec 2024 (test snapshot)" });
});

describe("ensureReferenceData", () => {
  it("imports when the airports table is empty, and only then", () => {
    expect(BUNDLED_SNAPSHOT).toBe(path.resolve("data/snapshot/APT_CSV_snapshot.zip"));
    const sqlite = freshDb("ensure");
    const first = ensureReferenceData(sqlite, bundled);
    expect(first?.facilities).toBe(10);
    expect(ensureReferenceData(sqlite, bundled)).toBeNull();
    expect(count(sqlite, "data_imports")).toBe(1);
    expect(sqlite.prepare("SELECT rules FROM data_imports").pluck().get()).toBe(APT_IMPORT_RULES);
  });

  it("imports the bundled set again when it is what was loaded under older rules", () => {
    const sqlite = freshDb("again");
    ensureReferenceData(sqlite, bundled);
    const origins = withOrigin(sqlite);
    expect(origins).toBeGreaterThan(0);
    underOldRules(sqlite);
    expect(ensureReferenceData(sqlite, bundled)?.facilities).toBe(10);
    expect(withOrigin(sqlite)).toBe(origins);
    expect(ensureReferenceData(sqlite, bundled)).toBeNull();
    expect(count(sqlite, "data_imports")).toBe(2);
  });

  it("replaces an older cycle loaded under older rules with the bundled set", () => {
    const sqlite = freshDb("older");
    importAptSet(sqlite, readAptSet(fixtureZip("faa-older")), { cycle: "2024-11-28" });
    underOldRules(sqlite);
    expect(ensureReferenceData(sqlite, bundled)?.label).toBe("FAA NASR 26 Dec 2024 (test snapshot)");
    expect(sqlite.prepare("SELECT cycle FROM reference_sets WHERE name = 'APT'").pluck().get()).toBe("2024-12-26");
  });

  it("keeps another set of the bundled cycle (the FAA's own zip) loaded under older rules", () => {
    const sqlite = freshDb("same-cycle");
    importAptSet(sqlite, readAptSet(fixtureZip("faa-same")));
    underOldRules(sqlite);
    expect(ensureReferenceData(sqlite, bundled)).toBeNull();
    expect(sqlite.prepare("SELECT label, rules FROM data_imports").all()).toEqual([
      { label: "FAA NASR 26 Dec 2024", rules: 1 },
    ]);
    expect(withOrigin(sqlite)).toBe(0);
  });
});

describe("migration 0021", () => {
  const statements = fs
    .readFileSync(path.resolve("drizzle/0021_apt_import_rules.sql"), "utf8")
    .split("--> statement-breakpoint");
  /** Runs the migration again on a database of the code before it (its column dropped). */
  function migrateAgain(sqlite: Database.Database): number[] {
    sqlite.prepare("ALTER TABLE data_imports DROP COLUMN rules").run();
    for (const statement of statements) sqlite.exec(statement);
    return sqlite.prepare("SELECT rules FROM data_imports ORDER BY id").pluck().all() as number[];
  }

  it("records rules 2 for a newest import that recorded heading origins, 1 for one before them", () => {
    const recorded = freshDb("migrated-origins");
    ensureReferenceData(recorded, bundled);
    expect(migrateAgain(recorded)).toEqual([2]);

    const older = freshDb("migrated-no-origins");
    ensureReferenceData(older, bundled);
    older.prepare("UPDATE runway_ends SET true_alignment_origin = NULL").run();
    expect(migrateAgain(older)).toEqual([1]);
  });
});
