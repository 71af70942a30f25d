/**
 * Set-up of the unit files that share their worker's modules (vitest.config.ts, project "unit"):
 * such a file must leave the environment as it found it, since the files after it read the same
 * settings and the same database. One that changes it fails here and belongs in
 * "unit-own-process", which vitest.config.ts picks by the file's text (`process.env`, `bundledDatabase`).
 */
import { afterAll, beforeAll, expect } from "vitest";

let before: Record<string, string | undefined> = {};
beforeAll(() => {
  before = { ...process.env };
});
afterAll(() => {
  expect({ ...process.env }, "a shared unit file changed process.env: see vitest.config.ts").toEqual(before);
});
