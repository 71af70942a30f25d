// @ts-check
import fs from "node:fs";
import path from "node:path";
import {
  compressedStatic,
  compressStatic,
  pickEncoding,
  PRECOMPRESSED_SUFFIX,
  shouldCompress,
} from "./compression.mjs";

/**
 * Serves the files of `build/client` (the browser bundle and public/): hashed
 * `/assets/*` cached for a year as immutable, everything else for an hour.
 * Only GET and HEAD; a path that is not a file there is not ours (returns false).
 */

const CONTENT_TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const SHORT = "public, max-age=3600";

/** @param {string} file */
const contentTypeOf = (file) =>
  CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file).toLowerCase())] ??
  "application/octet-stream";

/**
 * Every file of `dir` (and below) that a browser gets compressed, each as [path, size].
 * @param {string} dir
 * @returns {[string, number][]}
 */
function compressibleFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) return [];
    const size = fs.statSync(file).size;
    return shouldCompress(contentTypeOf(file), size) ? [[file, size]] : [];
  });
}

/**
 * Writes beside each file of build/client that is served compressed its brotli and gzip copies at
 * the best level (`npm run build`, vite-plugins/precompress.ts), so that no server process spends
 * its first requests compressing the bundle. Returns how many files and bytes it compressed.
 * @param {string} root
 */
export function precompressStaticFiles(root) {
  let bytes = 0;
  const list = compressibleFiles(root);
  for (const [file, size] of list) {
    const content = fs.readFileSync(file);
    for (const encoding of /** @type {const} */ (["br", "gzip"]))
      fs.writeFileSync(file + PRECOMPRESSED_SUFFIX[encoding], compressStatic(content, encoding));
    bytes += size;
  }
  return { files: list.length, bytes };
}

/** @param {string} root absolute path of build/client */
export function createStaticFiles(root) {
  // The build does not change while the server runs: list it once, so a page request costs
  // one Map lookup and never touches the disk, and no URL can name a file outside it.
  /** @type {Map<string, { file: string, size: number, mtime: Date, precompressed: boolean }>} */
  const files = new Map();
  const walk = (/** @type {string} */ dir, /** @type {string} */ prefix) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    /** A build's compressed copy of a file beside it: never served as a file of its own. */
    const isCopy = (/** @type {string} */ name) =>
      Object.values(PRECOMPRESSED_SUFFIX).some(
        (suffix) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length)),
      );
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, `${prefix}${entry.name}/`);
      else if (entry.isFile() && !isCopy(entry.name)) {
        const stat = fs.statSync(file);
        const precompressed = Object.values(PRECOMPRESSED_SUFFIX).every((suffix) => names.has(entry.name + suffix));
        files.set(`${prefix}${entry.name}`, { file, size: stat.size, mtime: stat.mtime, precompressed });
      }
    }
  };
  if (fs.existsSync(root)) walk(path.resolve(root), "/");

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname the raw URL path (before the query)
   * @returns {boolean} whether it answered
   */
  return function serveStatic(req, res, pathname) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const hit = files.get(decoded);
    if (!hit) return false;
    const contentType = contentTypeOf(hit.file);
    res.statusCode = 200;
    res.setHeader("Content-Type", contentType);
    // CSS, JS, SVG, JSON: compressed by the build (or once here), served from memory (server/compression.mjs).
    const encoding = shouldCompress(contentType, hit.size) ? pickEncoding(req.headers["accept-encoding"]) : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) {
      const bytes = compressedStatic(hit.file, encoding, hit.precompressed);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", bytes.length);
      res.setHeader("Last-Modified", hit.mtime.toUTCString());
      res.setHeader("Cache-Control", decoded.startsWith("/assets/") ? IMMUTABLE : SHORT);
      res.end(req.method === "HEAD" ? undefined : bytes);
      return true;
    }
    res.setHeader("Content-Length", hit.size);
    res.setHeader("Last-Modified", hit.mtime.toUTCString());
    res.setHeader("Cache-Control", decoded.startsWith("/assets/") ? IMMUTABLE : SHORT);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    const stream = fs.createReadStream(hit.file);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
    return true;
  };
}
