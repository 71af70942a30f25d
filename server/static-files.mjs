// @ts-check
import fs from "node:fs";
import path from "node:path";
import { compressedStatic, pickEncoding, shouldCompress } from "./compression.mjs";

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

/** @param {string} root absolute path of build/client */
export function createStaticFiles(root) {
  // The build does not change while the server runs: list it once, so a page request costs
  // one Map lookup and never touches the disk, and no URL can name a file outside it.
  /** @type {Map<string, { file: string, size: number, mtime: Date }>} */
  const files = new Map();
  const walk = (/** @type {string} */ dir, /** @type {string} */ prefix) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, `${prefix}${entry.name}/`);
      else if (entry.isFile()) {
        const stat = fs.statSync(file);
        files.set(`${prefix}${entry.name}`, { file, size: stat.size, mtime: stat.mtime });
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
    const ext = path.extname(hit.file).toLowerCase();
    const contentType = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (ext)] ?? "application/octet-stream";
    res.statusCode = 200;
    res.setHeader("Content-Type", contentType);
    // CSS, JS, SVG, JSON: compressed once, served from memory (server/compression.mjs).
    const encoding = shouldCompress(contentType, hit.size) ? pickEncoding(req.headers["accept-encoding"]) : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) {
      const bytes = compressedStatic(hit.file, encoding);
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
