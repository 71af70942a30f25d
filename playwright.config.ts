import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/e2e/support/browser";

/**
 * One built app server for the whole run (tests/e2e/support/global-setup.ts),
 * on a port picked here once: the config is loaded again in each worker, and
 * workers inherit E2E_PORT from the runner's environment, so all agree.
 * E2E_BASE_URL=http://localhost:5173 runs the tests against a server you started.
 */
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  { encoding: "utf8" },
);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

const launchOptions = { executablePath: findChromium(), args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e-artifacts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // A test is one page or two (a longer journey sets its own budget: tests/e2e/support/fixtures.ts);
  // an expectation may wait for one round trip, a page load or a form post, on a busy machine.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions,
    // A trace records DOM snapshots at every step: a quarter of the browser layer's time. CI's machine
    // is gone after its run, so there it records none; locally a failure keeps its trace
    // (docs/decisions/0091-e2e-headless-shell.md). "only-on-failure" screenshots every page at the
    // end of every test, passed or not: there too, CI takes none (decision 0109).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: process.env.CI ? "off" : "only-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
});
