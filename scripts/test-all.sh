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
t0=$(now)

if chromium=$(bash scripts/ensure-browser.sh); then
  export CHROMIUM_PATH="$chromium"
else
  echo "test-all: no browser; the e2e run will fail" >&2
fi

echo "== build (react-router build)"
t=$(now)
rm -rf build
node node_modules/@react-router/dev/bin.js build >"$reports/build.log" 2>&1
build_exit=$?
if [ "$build_exit" -ne 0 ]; then
  cat "$reports/build.log"
  echo "test-all: BUILD FAILED (exit $build_exit); the server tests will fail too"
else
  echo "   built in $(( $(now) - t )) s (log: $reports/build.log)"
fi
echo "== typecheck (react-router typegen && tsc)"
t=$(now)
node node_modules/@react-router/dev/bin.js typegen >/dev/null 2>&1 && npx tsc --noEmit
typecheck_exit=$?
echo "   typecheck took $(( $(now) - t )) s"
echo "== lint (eslint, no warnings allowed)"
t=$(now)
npx eslint . --max-warnings 0
lint_exit=$?
echo "   lint took $(( $(now) - t )) s"
echo "== format (prettier --check)"
t=$(now)
npx prettier --check . >"$reports/format.log" 2>&1
format_exit=$?
[ "$format_exit" -eq 0 ] || { grep -v '^Checking' "$reports/format.log"; echo "   run: npm run format"; }
echo "   format took $(( $(now) - t )) s"

# Built once here (or failed for good): the vitest and Playwright setups must not build again.
export APP_BUILD_FRESH=1

# One imported template database for both server layers (each would otherwise import its own).
if [ "$build_exit" -eq 0 ]; then
  echo "== template database (the FAA snapshot and places imported once)"
  if template=$(node --import tsx tests/support/create-template.ts); then
    export TEST_TEMPLATE_DATABASE="$template"
    trap 'rm -rf "$(dirname "$TEST_TEMPLATE_DATABASE")"' EXIT
  else
    echo "test-all: the template import failed; each layer tries its own"
  fi
fi

echo "== vitest unit"
t=$(now)
npx vitest run --project unit --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$reports/vitest-unit.json"
unit_exit=$?
echo "   unit took $(( $(now) - t )) s"

echo "== vitest integration"
t=$(now)
npx vitest run --project integration --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$reports/vitest-integration.json"
integration_exit=$?
echo "   integration took $(( $(now) - t )) s"

echo "== playwright (js + no-js)"
t=$(now)
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/playwright.json" npx playwright test
e2e_exit=$?
echo "   e2e took $(( $(now) - t )) s"

echo "== all layers took $(( $(now) - t0 )) s"
node scripts/test-totals.mjs --check build "$build_exit" --check typecheck "$typecheck_exit" --check lint "$lint_exit" --check format "$format_exit" \
  --vitest unit "$reports/vitest-unit.json" "$unit_exit" \
  --vitest integration "$reports/vitest-integration.json" "$integration_exit" \
  --playwright e2e "$reports/playwright.json" "$e2e_exit"
