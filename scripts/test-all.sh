#!/usr/bin/env bash
# `npm test`: every layer, once. Builds the app once, runs vitest (unit +
# integration) and Playwright (js + no-js), always all of them, then prints the
# totals; the last line is `N passed, N failed` and the exit code is non-zero
# when anything failed or no test ran. JSON reports land in test-results/.
set -uo pipefail
cd "$(dirname "$0")/.."

reports=test-results
mkdir -p "$reports"
rm -f "$reports/vitest.json" "$reports/playwright.json"
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
# The build is fresh (or failed for good): the vitest and Playwright setups must not build again.
export APP_BUILD_FRESH=1

echo "== vitest (unit + integration)"
t=$(now)
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
vitest_exit=$?
echo "   vitest took $(( $(now) - t )) s"

echo "== playwright (js + no-js)"
t=$(now)
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/playwright.json" npx playwright test
playwright_exit=$?
echo "   playwright took $(( $(now) - t )) s"

echo "== all layers took $(( $(now) - t0 )) s"
node scripts/test-totals.mjs \
  --build-exit "$build_exit" \
  --vitest "$reports/vitest.json" --vitest-exit "$vitest_exit" \
  --playwright "$reports/playwright.json" --playwright-exit "$playwright_exit"
