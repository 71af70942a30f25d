/**
 * The database, its -wal and -shm, and its backups are readable by their owner only, and a
 * backup or a restore leaves no -wal, -shm or half-made file behind
 * (docs/decisions/0070-failed-starts-and-private-files.md, 0033-backups.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/models/db.server";
import { backupDatabase, restoreDatabase } from "~/services/database-backup.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "database-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(root, "case-"));
});

const modeOf = (file: string) => `0${(fs.statSync(file).mode & 0o777).toString(8)}`;
/** Every file and folder under `folder`, with its mode. */
const listing = (folder: string) =>
  Object.fromEntries(
    (fs.readdirSync(folder, { recursive: true }) as string[]).sort().map((f) => [f, modeOf(path.join(folder, f))]),
  );

/** A database of this app (migrated) with one user, closed. */
function makeDatabase(file: string, email = "owner@example.com") {
  const { sqlite } = openDatabase(file);
  sqlite.prepare("INSERT INTO users (email) VALUES (?)").run(email);
  sqlite.close();
}

const emails = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT email FROM users ORDER BY email").pluck().all();
  } finally {
    db.close();
  }
};

describe("the database file", () => {
  it("is created 0600 with its -wal and -shm, in a folder the app makes 0700", () => {
    const file = path.join(dir, "data", "app.db");
    const { sqlite } = openDatabase(file);
    try {
      sqlite.exec("CREATE TABLE probe (x); INSERT INTO probe VALUES (1)");
      expect(listing(path.join(dir, "data"))).toEqual({ "app.db": "0600", "app.db-shm": "0600", "app.db-wal": "0600" });
      expect(modeOf(path.join(dir, "data"))).toBe("0700");
    } finally {
      sqlite.close();
    }
  });

  it("made readable by others by an older version (0644) is made 0600 when opened", () => {
    const file = path.join(dir, "app.db");
    makeDatabase(file);
    fs.chmodSync(file, 0o644);
    const { sqlite } = openDatabase(file);
    try {
      expect(modeOf(file)).toBe("0600");
      expect(modeOf(`${file}-wal`)).toBe("0600");
    } finally {
      sqlite.close();
    }
  });
});

describe("db:backup and db:restore", () => {
  it("a backup is one file, 0600, in a backups folder of 0700, with nothing else beside it", async () => {
    const file = path.join(dir, "app.db");
    makeDatabase(file);
    const { sqlite } = openDatabase(file); // the server, running
    try {
      const summary = await backupDatabase(file, path.join(dir, "backups", "copy.db"));
      expect(summary.file).toBe(path.join(dir, "backups", "copy.db"));
    } finally {
      sqlite.close();
    }
    expect(listing(path.join(dir, "backups"))).toEqual({ "copy.db": "0600" });
    expect(modeOf(path.join(dir, "backups"))).toBe("0700");
    expect(emails(path.join(dir, "backups", "copy.db"))).toEqual(["owner@example.com"]);
    // Reading the backup leaves nothing beside it either.
    expect(listing(path.join(dir, "backups"))).toEqual({ "copy.db": "0600" });
  });

  it("a restore leaves the restored database and the replaced one, each one file of 0600, and nothing else", async () => {
    const file = path.join(dir, "app.db");
    makeDatabase(file, "backed-up@example.com");
    const backup = path.join(root, `backup-${path.basename(dir)}.db`);
    await backupDatabase(file, backup);
    // The live database moves on after the backup and was last closed by a crash: its WAL is still there.
    const { sqlite } = openDatabase(file);
    sqlite.prepare("INSERT INTO users (email) VALUES (?)").run("later@example.com");
    fs.copyFileSync(file, path.join(dir, "crashed.db"));
    fs.copyFileSync(`${file}-wal`, path.join(dir, "crashed.db-wal"));
    sqlite.close();
    fs.renameSync(path.join(dir, "crashed.db"), file);
    fs.renameSync(path.join(dir, "crashed.db-wal"), `${file}-wal`);
    fs.chmodSync(file, 0o644);

    const summary = await restoreDatabase(backup, file, { force: true });
    const replaced = path.basename(summary.replacedKeptAt!);
    expect(listing(dir)).toEqual({ "app.db": "0600", [replaced]: "0600" });
    expect(emails(file)).toEqual(["backed-up@example.com"]);
    // The replaced database kept every write, its WAL folded in.
    expect(emails(summary.replacedKeptAt!)).toEqual(["backed-up@example.com", "later@example.com"]);
    expect(listing(dir)).toEqual({ "app.db": "0600", [replaced]: "0600" });
  });

  it("restoring from a backup in WAL mode (made by an older version) leaves no -wal or -shm beside it", async () => {
    const old = path.join(dir, "old-backup.db");
    makeDatabase(old, "old@example.com"); // openDatabase leaves the file in WAL mode, as older backups were
    const file = path.join(dir, "restored", "app.db");
    await restoreDatabase(old, file);
    expect(listing(dir)).toEqual({ "old-backup.db": "0600", restored: "0700", "restored/app.db": "0600" });
    expect(emails(file)).toEqual(["old@example.com"]);
  });
});
