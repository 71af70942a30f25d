#!/usr/bin/env bash
# Prints the path of a Chromium for the e2e tests (stdout: the path only).
# Order: $CHROMIUM_PATH, then Debian's chromium-headless-shell (Chromium's own
# build for automation: a new browser context and a page load take a third
# of the full browser's time, docs/decisions/0091-e2e-headless-shell.md), then
# /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome. When the
# headless shell is missing and we are root with apt-get, installs it quietly
# first. Fails with a clear message when no Chromium can be had.
set -euo pipefail

HEADLESS_SHELL=/usr/bin/chromium-headless-shell

find_browser() {
  local candidate
  for candidate in "$HEADLESS_SHELL" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && { echo "$CHROMIUM_PATH"; exit 0; }
  echo "ensure-browser: CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2
  exit 1
fi

if [ ! -x "$HEADLESS_SHELL" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-browser: installing Debian's chromium-headless-shell with apt-get ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  if ! { apt-get update -qq && apt-get install -y -qq chromium-headless-shell; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "ensure-browser: apt-get install chromium-headless-shell failed (see above); looking for another Chromium" >&2
  fi
  rm -f "$log"
fi

if path=$(find_browser); then
  echo "$path"
  exit 0
fi

cat >&2 <<'MSG'
ensure-browser: no Chromium found at $CHROMIUM_PATH, /usr/bin/chromium-headless-shell,
/usr/bin/chromium, /usr/bin/chromium-browser or /usr/bin/google-chrome, and it cannot be
installed automatically (needs root and apt-get). Install it with
  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
or point CHROMIUM_PATH at a Chromium/Chrome binary.
(`npx playwright install` cannot download browsers on our machines.)
MSG
exit 1
