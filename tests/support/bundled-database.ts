/**
 * For in-process tests of the services over the bundled data: a scratch SQLite file as the app's
 * database (DATABASE_PATH, set at once: call this at the top of the file, before any app module is
 * imported), the bundled FAA data and AWOS/radio sets imported into it in beforeAll — a copy of
 * `npm test`'s template database when there is one (TEST_TEMPLATE_DATABASE, imported from the same
 * bundled files once for the whole run: decision 0114), else imported here — and, with
 * `currentWeather`, the recorded AWC cache stored as observed now. The database is closed and the folder removed in
 * afterAll (registered first, so it runs after the file's own).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { storeRecordedMetarsAsCurrent } from "./recorded-weather";

/** Set by `npm test` (scripts/test-all.sh) to the template database of this run; see server.ts. */
const TEMPLATE = process.env.TEST_TEMPLATE_DATABASE;

export function bundledDatabase(prefix: string, { currentWeather = false } = {}): void {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  process.env.DATABASE_PATH = path.join(tmp, "app.db");
  beforeAll(async () => {
    if (TEMPLATE && fs.existsSync(TEMPLATE)) fs.copyFileSync(TEMPLATE, process.env.DATABASE_PATH!);
    const { connection } = await import("~/models/db.server");
    const { ensureReferenceData } = await import("~/services/reference-data.server");
    ensureReferenceData(connection().sqlite);
    if (currentWeather) await storeRecordedMetarsAsCurrent();
  }, 120_000);
  afterAll(async () => {
    const { connection } = await import("~/models/db.server");
    connection().sqlite.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
}
