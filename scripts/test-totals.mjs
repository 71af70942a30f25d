#!/usr/bin/env node
// Adds up the JSON reports of the test runners and prints, as the last line,
// `N passed, N failed` (`, N skipped` when any). Exits 1 when anything failed
// or no test ran.
//
//   node scripts/test-totals.mjs --vitest test-results/vitest.json --vitest-exit 0 \
//     --playwright test-results/playwright.json --playwright-exit 0 --build-exit 0
//
// A runner that exited non-zero without a failed test in its report (a crash,
// a failing global setup, a file that did not load) counts as one failure, and
// so does a failed build.
import fs from "node:fs";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

const exitOf = (name) => (args.has(`${name}-exit`) ? Number(args.get(`${name}-exit`)) : 0);

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { error: error.code === "ENOENT" ? "no report written" : String(error.message ?? error) };
  }
}

function account(name, counts, extraFailures, exit) {
  let f = counts.failed + extraFailures;
  if (exit !== 0 && f === 0) {
    f = 1;
    notes.push(`${name} exited with code ${exit} without a failed test in its report: counted as 1 failure`);
  }
  passed += counts.passed;
  failed += f;
  skipped += counts.skipped;
  console.log(`  ${name.padEnd(10)} ${counts.passed} passed · ${f} failed · ${counts.skipped} skipped (exit ${exit})`);
}

if (args.has("build-exit") && exitOf("build") !== 0) {
  failed += 1;
  notes.push(`the build failed (exit ${exitOf("build")}): counted as 1 failure`);
}

console.log("Test totals:");
if (args.has("vitest")) {
  const r = readReport(args.get("vitest"));
  if (r.error) {
    notes.push(`vitest: ${r.error} (${args.get("vitest")})`);
    account("vitest", { passed: 0, failed: 0, skipped: 0 }, 1, exitOf("vitest"));
  } else {
    // Files that failed without a failed test (load errors, hook errors) count once each.
    const brokenFiles = (r.testResults ?? []).filter(
      (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
    );
    for (const file of brokenFiles) notes.push(`vitest: ${file.name}: ${(file.message ?? "failed").split("\n")[0]}`);
    account(
      "vitest",
      {
        passed: r.numPassedTests ?? 0,
        failed: r.numFailedTests ?? 0,
        skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
      },
      brokenFiles.length,
      exitOf("vitest"),
    );
  }
}
if (args.has("playwright")) {
  const r = readReport(args.get("playwright"));
  if (r.error) {
    notes.push(`playwright: ${r.error} (${args.get("playwright")})`);
    account("playwright", { passed: 0, failed: 0, skipped: 0 }, 1, exitOf("playwright"));
  } else {
    const errors = r.errors ?? [];
    for (const e of errors) notes.push(`playwright: ${String(e.message ?? e).split("\n")[0]}`);
    const s = r.stats ?? {};
    account(
      "playwright",
      { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 },
      errors.length,
      exitOf("playwright"),
    );
  }
}

for (const note of notes) console.log(`  note: ${note}`);
if (passed + failed === 0) console.log("  note: no test ran");
if (skipped > 0) console.log("  note: skipped tests are defects here; unskip or delete them");

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed + failed === 0 ? 1 : 0);
