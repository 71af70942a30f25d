import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The placeholder public/sw.js carries for its version. */
export const WORKER_VERSION_PLACEHOLDER = "__SW_VERSION__";

/**
 * Writes the build's version into the service worker the client build copied from public/
 * (docs/decisions/0087-offline-pages.md): a hash of the bundle's file names, which carry the
 * content hashes, so every build that changes a chunk is a new worker with its own shell cache.
 */
export function offlineWorkerVersion(): Plugin {
  return {
    name: "offline-worker-version",
    apply: "build",
    writeBundle(options, bundle) {
      const worker = options.dir ? path.join(options.dir, "sw.js") : null;
      if (!worker || !fs.existsSync(worker)) return;
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
      fs.writeFileSync(worker, fs.readFileSync(worker, "utf8").replaceAll(WORKER_VERSION_PLACEHOLDER, version));
    },
  };
}
