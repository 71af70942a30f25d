/**
 * Finds the system Chromium that Playwright drives (a Playwright browser
 * download does not work on our machines). Order: $CHROMIUM_PATH, then Debian's
 * chromium-headless-shell (docs/decisions/0091-e2e-headless-shell.md), then the usual
 * Debian/Ubuntu/Google paths of the full browser.
 */
import fs from "node:fs";

const candidates = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  const found = candidates.find(isExecutable);
  if (found) return found;
  throw new Error(
    "No Chromium found (looked at $CHROMIUM_PATH, " +
      candidates.join(", ") +
      "). Install Debian's: `apt-get update && apt-get install -y chromium-headless-shell` as root, " +
      "or run `bash scripts/ensure-browser.sh`, or set CHROMIUM_PATH.",
  );
}

/** Flags for running as root in a closed network without flooding it. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
