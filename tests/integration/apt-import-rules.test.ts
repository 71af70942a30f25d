/**
 * A database whose FAA APT data was imported under older rules of the import (before runway ends
 * recorded where their true heading came from) gets the new rules on its next start when its data
 * is the bundled snapshot, keeping every user's rows; a newer FAA cycle it holds is not replaced by
 * the older snapshot (docs/decisions/0102-apt-import-rules.md). Real server starts on a real file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCycles, currentCycle, cycleIso } from "~/lib/nasr-cycle";
import { readAptSet } from "~/services/apt-set.server";
import { APT_IMPORT_RULES, importAptSet } from "~/services/faa-import.server";
import { cycleSetZips } from "../support/nasr-cycle-zips";
import { startServer, templateDatabase } from "../support/server";
import { withDb } from "../support/with-database";

/** The FAA refresh off: these starts see only what the start itself does. */
const OFFLINE = { FAA_AUTO_UPDATE: "off" };
const AGAIN = "Reference data imported again (the import's rules changed, 1 → 4)";

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "apt-import-rules-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function copyOfTemplate(name: string): Promise<string> {
  const file = path.join(dir, `${name}.db`);
  fs.copyFileSync(await templateDatabase(), file);
  return file;
}

const headingOrigins = (db: Database.Database) =>
  db.prepare("SELECT true_alignment_origin AS origin, count(*) AS ends FROM runway_ends GROUP BY 1 ORDER BY 1").all();

/** As a database imported before the import recorded heading origins has it: rules 1, no origins. */
function asImportedUnderOldRules(db: Database.Database) {
  db.prepare("UPDATE data_imports SET rules = 1").run();
  db.prepare("UPDATE runway_ends SET true_alignment_origin = NULL").run();
}

/** A pilot's rows that name airports by location id, and a saved hotel. */
function userRows(db: Database.Database) {
  return {
    user: db.prepare("SELECT id, email FROM users WHERE email = 'old-rules@example.test'").all(),
    trips: db.prepare("SELECT id, airport_loc_id FROM saved_trips ORDER BY id").all(),
    reports: db.prepare("SELECT id, airport_loc_id, visited_on FROM field_reports ORDER BY id").all(),
    lodging: db.prepare("SELECT id, lodging_id FROM saved_lodging ORDER BY id").all(),
  };
}

function addUserRows(db: Database.Database) {
  const user = Number(db.prepare("INSERT INTO users (email) VALUES ('old-rules@example.test')").run().lastInsertRowid);
  db.prepare("INSERT INTO saved_trips (user_id, airport_loc_id) VALUES (?, 'AL93')").run(user);
  db.prepare("INSERT INTO field_reports (airport_loc_id, user_id, visited_on) VALUES ('AL93', ?, '2026-11-20')").run(
    user,
  );
  const hotel = db.prepare("SELECT id FROM lodging WHERE airport_loc_id = 'STS' ORDER BY id LIMIT 1").pluck().get();
  db.prepare("INSERT INTO saved_lodging (user_id, lodging_id) VALUES (?, ?)").run(user, hotel);
}

describe("a start on a database imported under older FAA import rules", () => {
  it("imports the bundled snapshot again, once: heading origins back, user rows kept", async () => {
    const file = await copyOfTemplate("bundled");
    const { origins, imports, before } = withDb(file, (db) => {
      const origins = headingOrigins(db);
      asImportedUnderOldRules(db);
      // As rules 3 left Geneva Muni (33J): end 29 at OurAirports' 315°, not reciprocal to end 11's 110°.
      db.prepare(
        `UPDATE runway_ends SET true_alignment = 315 WHERE end_id = '29' AND runway_id =
           (SELECT r.id FROM runways r JOIN airports a ON a.id = r.airport_id WHERE a.loc_id = '33J' AND r.runway_id = '11/29')`,
      ).run();
      addUserRows(db);
      const imports = db.prepare("SELECT count(*) FROM data_imports").pluck().get() as number;
      return { origins, imports, before: userRows(db) };
    });
    expect(origins).toContainEqual({ origin: "number", ends: 18_322 });
    expect(before.trips).toHaveLength(1);

    const server = await startServer({ databasePath: file, env: OFFLINE });
    try {
      const output = server.output();
      expect(output).toMatch(
        new RegExp(
          `${AGAIN.replace(/[()]/g, "\\$&")} from data/snapshot/APT_CSV_snapshot\\.zip in \\d+\\.\\d s: FAA NASR 26 Dec 2024 \\(offline snapshot\\)`,
        ),
      );
      expect(output).toContain("31,782 runway-end headings checked: 11,759 kept, 888 replaced");
      expect(output).toContain("16,620 of them ends the set had no row for");
      expect(output).toContain("124 runways whose ends were not reciprocal within 15° headed again");
      expect(output).toMatch(/Reference data APT \(.*\): APT_RWY\.csv: [\d,]+ read/);
      const al93 = (await (await fetch(`${server.url}/api/airports/AL93`)).json()) as {
        runways: { Base_True_Heading: number; Base_True_Heading_Source: string }[];
      };
      expect(al93.runways[0]).toMatchObject({ Base_True_Heading: 175.9, Base_True_Heading_Source: "runway number" });
      const geneva = (await (await fetch(`${server.url}/api/airports/33J`)).json()) as {
        runways: { Runway_Id: string; Base_True_Heading: number; Reciprocal_True_Heading: number }[];
      };
      expect(geneva.runways.find((r) => r.Runway_Id === "11/29")).toMatchObject({
        Base_True_Heading: 107.7,
        Reciprocal_True_Heading: 287.7,
      });
    } finally {
      await server.stop();
    }

    withDb(file, (db) => {
      expect(headingOrigins(db)).toEqual(origins);
      expect(db.prepare("SELECT count(*) FROM data_imports").pluck().get()).toBe(imports + 1);
      expect(db.prepare("SELECT rules FROM data_imports ORDER BY id DESC LIMIT 1").pluck().get()).toBe(
        APT_IMPORT_RULES,
      );
      expect(userRows(db)).toEqual(before);
    });

    // The next start has nothing to do.
    const again = await startServer({ databasePath: file, env: OFFLINE });
    await again.stop();
    expect(again.output()).not.toContain("Reference data imported");
    withDb(file, (db) => expect(db.prepare("SELECT count(*) FROM data_imports").pluck().get()).toBe(imports + 1));
  }, 180_000);

  it("keeps a newer FAA cycle it holds (no downgrade to the snapshot) and says when the rules come", async () => {
    const file = await copyOfTemplate("newer");
    const zip = path.join(dir, "APT_2025-03-20.zip");
    fs.writeFileSync(zip, cycleSetZips().APT);
    const loaded = withDb(file, (db) => {
      importAptSet(db, readAptSet(zip), { cycle: "2025-03-20" });
      asImportedUnderOldRules(db);
      return {
        airports: db.prepare("SELECT count(*) FROM airports").pluck().get(),
        imports: db.prepare("SELECT id, label, effective_date, rules FROM data_imports ORDER BY id").all(),
        apt: db.prepare("SELECT cycle, label FROM reference_sets WHERE name = 'APT'").get(),
        origins: headingOrigins(db),
      };
    });
    expect(loaded.airports).toBe(298);
    expect(loaded.apt).toEqual({ cycle: "2025-03-20", label: "FAA NASR 20 Mar 2025" });

    const server = await startServer({ databasePath: file, env: OFFLINE });
    await server.stop();
    const output = server.output();
    expect(output).not.toContain("Reference data imported");
    expect(output).toContain(
      "Reference data FAA NASR 20 Mar 2025 (cycle 2025-03-20) was imported under older rules " +
        "(the import's rules changed, 1 → 4) and is kept: the bundled data/snapshot/APT_CSV_snapshot.zip (2024-12-26) " +
        "would replace it with an older cycle. It gets the new rules at its next " +
        "FAA import: automatic FAA updates are off (FAA_AUTO_UPDATE=off), so run npm run data:update or " +
        "npm run data:import <the FAA's APT zip>.",
    );
    withDb(file, (db) => {
      expect(db.prepare("SELECT count(*) FROM airports").pluck().get()).toBe(loaded.airports);
      expect(db.prepare("SELECT id, label, effective_date, rules FROM data_imports ORDER BY id").all()).toEqual(
        loaded.imports,
      );
      expect(db.prepare("SELECT cycle, label FROM reference_sets WHERE name = 'APT'").get()).toEqual(loaded.apt);
      // Not worked out at start: the origins come with the cycle's next import.
      expect(headingOrigins(db)).toEqual(loaded.origins);
    });
  }, 180_000);

  it("says a set dated ahead of the cycle in force gets the rules only from its own date", async () => {
    const file = await copyOfTemplate("ahead");
    const zip = path.join(dir, "APT_ahead.zip");
    fs.writeFileSync(zip, cycleSetZips().APT);
    // An FAA zip imported before its date: the cycle after the one in force today.
    const ahead = cycleIso(addCycles(currentCycle(new Date()), 1));
    withDb(file, (db) => {
      importAptSet(db, readAptSet(zip), { cycle: ahead });
      asImportedUnderOldRules(db);
    });

    const server = await startServer({ databasePath: file, env: OFFLINE });
    await server.stop();
    const output = server.output();
    expect(output).not.toContain("Reference data imported");
    expect(output).toContain(
      `Reference data FAA NASR 20 Mar 2025 (cycle ${ahead}) was imported under older rules ` +
        "(the import's rules changed, 1 → 4) and is kept: the bundled data/snapshot/APT_CSV_snapshot.zip (2024-12-26) " +
        "would replace it with an older cycle. It gets the new rules at its next " +
        `FAA import: its cycle starts after the one in force (${cycleIso(currentCycle(new Date()))}), so automatic FAA ` +
        `updates are off (FAA_AUTO_UPDATE=off) and npm run data:update does it from ${ahead}; ` +
        "npm run data:import <the FAA's APT zip> does it now.",
    );
  }, 180_000);
});
