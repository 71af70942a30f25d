#!/usr/bin/env node
// Adds up the JSON reports of the test runners and prints, as the last line,
// `N passed, N failed` (`, N skipped` when any). Exits 1 when anything failed
// or no test ran.
//
//   node scripts/test-totals.mjs --check build 0 --check typecheck 0 --check lint 0 \
//     --vitest unit test-results/vitest-unit.json 0 \
//     --vitest integration test-results/vitest-integration.json 0 \
//     --playwright e2e test-results/playwright.json 0
//
// A runner that exited non-zero without a failed test in its report (a crash,
// a failing global setup, a file that did not load) counts as one failure, and
// so does each failed check (the build, the type check, the lint). A skipped test fails
// the run too: here a skipped test is a defect.
import fs from "node:fs";

// Arguments: any number of --check NAME EXIT, and of
//   --vitest NAME REPORT.json EXIT   and   --playwright NAME REPORT.json EXIT
const runs = [];
const checks = [];
for (let i = 2; i < process.argv.length;) {
  const flag = process.argv[i];
  if (flag === "--check") {
    checks.push({ name: process.argv[i + 1], exit: Number(process.argv[i + 2]) });
    i += 3;
  } else if (flag === "--vitest" || flag === "--playwright") {
    const [name, file, exit] = process.argv.slice(i + 1, i + 4);
    runs.push({ kind: flag.slice(2), name, file, exit: Number(exit) });
    i += 4;
  } else {
    console.error(`test-totals: unknown argument ${flag}`);
    process.exit(2);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { error: error.code === "ENOENT" ? "no report written" : String(error.message ?? error) };
  }
}

function vitestCounts(r, name) {
  // Files that failed without a failed test (load errors, hook errors) count once each.
  const brokenFiles = (r.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
  );
  for (const file of brokenFiles) notes.push(`${name}: ${file.name}: ${(file.message ?? "failed").split("\n")[0]}`);
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function playwrightCounts(r, name) {
  const errors = r.errors ?? [];
  for (const e of errors) notes.push(`${name}: ${String(e.message ?? e).split("\n")[0]}`);
  const s = r.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + errors.length,
    skipped: s.skipped ?? 0,
  };
}

console.log("Test totals:");
for (const check of checks.filter((c) => c.exit !== 0)) {
  failed += 1;
  notes.push(`the ${check.name} failed (exit ${check.exit}): counted as 1 failure`);
}
for (const run of runs) {
  const r = readReport(run.file);
  let counts;
  if (r.error) {
    notes.push(`${run.name}: ${r.error} (${run.file})`);
    counts = { passed: 0, failed: 1, skipped: 0 };
  } else {
    counts = run.kind === "vitest" ? vitestCounts(r, run.name) : playwrightCounts(r, run.name);
  }
  if (run.exit !== 0 && counts.failed === 0) {
    counts.failed = 1;
    notes.push(`${run.name} exited with code ${run.exit} without a failed test in its report: counted as 1 failure`);
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(
    `  ${run.name.padEnd(12)} ${counts.passed} passed · ${counts.failed} failed · ${counts.skipped} skipped (exit ${run.exit})`,
  );
}

for (const note of notes) console.log(`  note: ${note}`);
if (passed + failed === 0) console.log("  note: no test ran");
if (skipped > 0) console.log("  note: skipped tests are defects here; unskip or delete them");

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || skipped > 0 || passed + failed === 0 ? 1 : 0);
