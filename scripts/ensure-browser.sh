#!/usr/bin/env bash
# Prints the path of a Chromium for the e2e tests (stdout: the path only).
# Order: $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser,
# /usr/bin/google-chrome. When none is there and we are root with apt-get,
# installs Debian's `chromium` quietly first. Fails with a clear message otherwise.
set -euo pipefail

find_browser() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && { echo "$CHROMIUM_PATH"; return 0; }
    echo "ensure-browser: CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2
    return 1
  fi
  local candidate
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

if path=$(find_browser); then
  echo "$path"
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 1
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-browser: no Chromium found; installing Debian's chromium with apt-get ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  if ! { apt-get update -qq && apt-get install -y -qq chromium; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "ensure-browser: apt-get install chromium failed (see above)" >&2
    exit 1
  fi
  rm -f "$log"
  if path=$(find_browser); then
    echo "$path"
    exit 0
  fi
fi

cat >&2 <<'MSG'
ensure-browser: no Chromium found at $CHROMIUM_PATH, /usr/bin/chromium,
/usr/bin/chromium-browser or /usr/bin/google-chrome, and it cannot be
installed automatically (needs root and apt-get). Install it with
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium/Chrome binary.
(`npx playwright install` cannot download browsers on our machines.)
MSG
exit 1
