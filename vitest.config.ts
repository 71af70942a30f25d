import fs from "node:fs";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Unit files that set the environment (`process.env`, the app database's DATABASE_PATH through
 * bundledDatabase) get a process of their own: the app reads its settings and opens its one
 * database once per process. Every other unit file shares its worker's modules with the files
 * before it (`isolate: false`): each file no longer loads the app's modules again
 * (docs/decisions/0114-ci-time.md). tests/support/shared-modules-guard.ts fails a shared file that
 * changes the environment all the same.
 */
const OWN_PROCESS = /process\.env|bundledDatabase/;
const unitDir = new URL("tests/unit/", import.meta.url);
const unitOwnProcess = fs
  .readdirSync(unitDir)
  .filter((f) => f.endsWith(".test.ts") && OWN_PROCESS.test(fs.readFileSync(new URL(f, unitDir), "utf8")))
  .map((f) => `tests/unit/${f}`);

/**
 * `npx vitest run --project "unit*"`       pure functions, no server (unit and unit-own-process)
 * `npx vitest run --project integration`  the built app over real HTTP and SQLite
 *
 * The integration project builds the app once (skipped when APP_BUILD_FRESH=1)
 * and imports one template DB per run; see tests/support/.
 */
export default defineConfig({
  // `~/...` resolves to app/ through tsconfig.json's paths.
  plugins: [tsconfigPaths()],
  test: {
    // Never more than two workers on this two-core machine.
    pool: "forks",
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
    // Integration teardown stops servers and removes the template DB.
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/*.test.ts"],
          exclude: unitOwnProcess,
          poolOptions: { forks: { isolate: false } },
          setupFiles: ["tests/support/shared-modules-guard.ts"],
          // Upper bounds only: a few files read the bundled places files in full in their hooks, which took
          // over vitest's default 10 s on a busy two-core machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-own-process",
          environment: "node",
          include: unitOwnProcess,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-global-setup.ts"],
          // Each file starts its own server; files run in parallel (≤ 2 workers, see above).
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
