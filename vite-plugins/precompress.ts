import path from "node:path";
import type { Plugin } from "vite";
import { precompressStaticFiles } from "../server/static-files.mjs";

/**
 * After the client build, its brotli and gzip copies of every file served compressed
 * (server/static-files.mjs): at the best level once per build, not once per server process on
 * its first requests (docs/decisions/0114-ci-time.md). After every other plugin's writeBundle
 * (the service worker gets its version there), so the copies are of the final files.
 */
export function precompress(): Plugin {
  return {
    name: "precompress-static-files",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      handler(options) {
        if (this.environment.name !== "client" || !options.dir) return;
        const { files, bytes } = precompressStaticFiles(path.resolve(options.dir));
        this.environment.logger.info(`precompressed ${files} files (${(bytes / 1024).toFixed(0)} KB) as .br and .gz`);
      },
    },
  };
}
