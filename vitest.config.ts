import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * `npx vitest run --project unit`         pure functions, no server
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
          include: ["tests/unit/**/*.test.ts"],
          // Upper bounds only: a few files read the bundled places files in full in their hooks, which took
          // over vitest's default 10 s on a busy two-core machine.
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
