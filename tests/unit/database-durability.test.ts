import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "~/models/db.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-durability-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("opens SQLite in WAL mode with synchronous=FULL, so a committed write survives a power cut (issue 8 item 8)", () => {
  const { sqlite } = openDatabase(path.join(dir, "app.db"));
  try {
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
  } finally {
    sqlite.close();
  }
});
