#!/usr/bin/env bash
# `npm test`: every layer, once. Builds the app once, then runs the vitest
# unit project, the vitest integration project and Playwright (js + no-js),
# after the type check and the lint (each a checked step: failing counts as a failure),
# always all three whatever failed before, then prints the totals: the last
# line is `N passed, N failed` and the exit code is non-zero when anything
# failed or no test ran. JSON reports (and the build log) land in test-results/.
set -uo pipefail
cd "$(dirname "$0")/.."

reports=test-results
mkdir -p "$reports"
rm -f "$reports"/vitest-*.json "$reports/playwright.json" "$reports/build.log"
now() { date +%s; }
# CPU seconds (user + system) of every finished child so far, from bash's `times`. On a machine
# shared with other work a step's wall time stretches while its CPU time stays: each step prints
# both, and the end says what the CPU time means for an idle machine of this many cores.
# (`times` runs in this shell, not in a pipe or $(...): a subshell has no finished children of its own.)
cpu_file=$(mktemp)
trap 'rm -f "$cpu_file"' EXIT
cpu() {
  times >"$cpu_file"
  cpu_s=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$cpu_file")
}
start() { t=$(now); cpu; c=$cpu_s; }
took() { cpu; echo "   $1 took $(( $(now) - t )) s (CPU $(( cpu_s - c )) s)"; }
t0=$(now)

if chromium=$(bash scripts/ensure-browser.sh); then
  export CHROMIUM_PATH="$chromium"
else
  echo "test-all: no browser; the e2e run will fail" >&2
fi

# Two lanes for two cores (decision 0114, amended): the build, the template database and the
# format check in one, the type check and the lint in the other. Each step is one process that
# times nothing, so they may share the machine; the test layers below run one at a time. Each
# lane's report is kept and printed whole once both are done.
lanes=$(mktemp -d)
trap 'rm -f "$cpu_file"; rm -rf "$lanes"' EXIT

build_lane() {
  echo "== build (react-router build)"
  start
  rm -rf build
  node node_modules/@react-router/dev/bin.js build >"$reports/build.log" 2>&1
  local build_exit=$?
  echo "$build_exit" >"$lanes/build.exit"
  if [ "$build_exit" -ne 0 ]; then
    cat "$reports/build.log"
    echo "test-all: BUILD FAILED (exit $build_exit); the server tests will fail too"
  else
    took "build" && echo "   log: $reports/build.log"
    # One imported template database for both server layers (each would otherwise import its own).
    echo "== template database (the FAA snapshot and places imported once)"
    start
    if node --import tsx tests/support/create-template.ts >"$lanes/template"; then
      took "template"
    else
      rm -f "$lanes/template"
      echo "test-all: the template import failed; each layer tries its own"
    fi
  fi
  echo "== format (prettier --check)"
  start
  npx prettier --check . >"$reports/format.log" 2>&1
  local format_exit=$?
  echo "$format_exit" >"$lanes/format.exit"
  [ "$format_exit" -eq 0 ] || { grep -v '^Checking' "$reports/format.log"; echo "   run: npm run format"; }
  took format
}

check_lane() {
  echo "== typecheck (react-router typegen && tsc)"
  start
  node node_modules/@react-router/dev/bin.js typegen >/dev/null 2>&1 && npx tsc --noEmit
  echo $? >"$lanes/typecheck.exit"
  took typecheck
  echo "== lint (eslint, no warnings allowed)"
  start
  npx eslint . --max-warnings 0
  echo $? >"$lanes/lint.exit"
  took lint
}

echo "== build, template and format | typecheck and lint (two lanes)"
start
build_lane >"$lanes/build.out" 2>&1 &
build_lane_pid=$!
check_lane >"$lanes/check.out" 2>&1 &
check_lane_pid=$!
wait "$build_lane_pid" "$check_lane_pid"
cat "$lanes/build.out" "$lanes/check.out"
took "both lanes"
exit_of() { cat "$lanes/$1.exit" 2>/dev/null || echo 1; }
build_exit=$(exit_of build)
format_exit=$(exit_of format)
typecheck_exit=$(exit_of typecheck)
lint_exit=$(exit_of lint)
if [ -s "$lanes/template" ]; then
  TEST_TEMPLATE_DATABASE=$(cat "$lanes/template")
  export TEST_TEMPLATE_DATABASE
  trap 'rm -f "$cpu_file"; rm -rf "$lanes" "$(dirname "$TEST_TEMPLATE_DATABASE")"' EXIT
fi

# Built once here (or failed for good): the vitest and Playwright setups must not build again.
export APP_BUILD_FRESH=1

echo "== vitest unit"
start
npx vitest run --project 'unit*' --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$reports/vitest-unit.json"
unit_exit=$?
took unit

echo "== vitest integration"
start
npx vitest run --project integration --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$reports/vitest-integration.json"
integration_exit=$?
took integration

echo "== playwright (js + no-js)"
start
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/playwright.json" npx playwright test
e2e_exit=$?
took e2e

cpu
total_cpu=$cpu_s
cores=$(nproc 2>/dev/null || echo 1)
echo "== all layers took $(( $(now) - t0 )) s (CPU $total_cpu s: on $cores idle cores, at least $(( total_cpu / cores )) s; load now: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null))"
node scripts/test-totals.mjs --check build "$build_exit" --check typecheck "$typecheck_exit" --check lint "$lint_exit" --check format "$format_exit" \
  --vitest unit "$reports/vitest-unit.json" "$unit_exit" \
  --vitest integration "$reports/vitest-integration.json" "$integration_exit" \
  --playwright e2e "$reports/playwright.json" "$e2e_exit"
