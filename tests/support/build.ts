/**
 * Builds the app (`react-router build`) once per test run. Skipped when
 * APP_BUILD_FRESH=1 (scripts/test-all.sh builds once and sets it), and after
 * a build this sets it, so later setups in the same run skip it too.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./server";

export const BUILD_FRESH_ENV = "APP_BUILD_FRESH";

export function buildAppOnce(): void {
  if (process.env[BUILD_FRESH_ENV] === "1") return;
  const started = Date.now();
  process.stderr.write("[test setup] react-router build ...\n");
  const result = spawnSync(process.execPath, [path.join(repoRoot, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `react-router build failed (${result.error ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  process.stderr.write(`[test setup] built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  process.env[BUILD_FRESH_ENV] = "1";
}
