// @ts-check
import fs from "node:fs";
import zlib from "node:zlib";

/**
 * gzip / brotli for HTML, CSS, JS, JSON and SVG (docs/decisions/0034-security-headers-and-compression.md).
 * Dynamic answers are compressed as they stream (brotli at a fast level,
 * flushed per chunk so a streamed page still arrives in pieces); static files
 * once at the best level, kept in memory.
 */

// text/x-script: React Router's `.data` answers.
const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|x-script)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)\b/i;
export const MIN_BYTES = 1024;

/**
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {"br" | "gzip" | null}
 */
export function pickEncoding(acceptEncoding) {
  const value = (Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "")).toLowerCase();
  /** @param {string} name */
  const accepts = (name) =>
    value.split(",").some((part) => {
      const [token, ...params] = part.trim().split(";");
      if (token.trim() !== name) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return !q || Number(q.slice(2)) > 0;
    });
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/**
 * @param {string | null | undefined} contentType
 * @param {number | null} length known body length, or null when streamed
 */
export const shouldCompress = (contentType, length) =>
  Boolean(contentType && COMPRESSIBLE.test(contentType)) && (length === null || length >= MIN_BYTES);

/** @param {"br" | "gzip"} encoding */
export function dynamicCompressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}

/**
 * A whole answer at once (JSON, the API's hot path): brotli at quality 2, gzip at level 3. On
 * a 31 KB search answer they cost half of quality 4 / level 6 for 7-13 % more bytes
 * (docs/decisions/0044-request-path-cost.md).
 * Other levels for an answer compressed once and kept (server/shared-answers.mjs).
 * @param {Uint8Array} bytes
 * @param {"br" | "gzip"} encoding
 * @param {{ br: number, gzip: number }} [levels]
 */
export function compressSync(bytes, encoding, levels = JSON_LEVELS) {
  return encoding === "br"
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.br,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: levels.gzip });
}

/** The levels of a whole JSON answer (compressSync); the JSON lane keeps its answers compressed once at these. */
export const JSON_LEVELS = { br: 2, gzip: 3 };

/** The suffix of a static file's copy compressed at build time (vite-plugins/precompress.ts), by encoding. */
export const PRECOMPRESSED_SUFFIX = /** @type {const} */ ({ br: ".br", gzip: ".gz" });

/**
 * A static file's bytes at the best level: brotli 11, gzip 9 (slow, and the same bytes every time).
 * @param {Uint8Array} bytes
 * @param {"br" | "gzip"} encoding
 */
export function compressStatic(bytes, encoding) {
  return encoding === "br"
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: 9 });
}

/** @type {Map<string, Buffer>} */
const staticCache = new Map();

/**
 * A static file's compressed bytes, kept in memory: the copy the build wrote beside it
 * (docs/decisions/0114-ci-time.md: brotli 11 of the whole bundle took 2 s of a process's first
 * requests), or, for a file the build did not compress, compressed here once.
 * @param {string} file
 * @param {"br" | "gzip"} encoding
 * @param {boolean} precompressed whether the build wrote `file` + PRECOMPRESSED_SUFFIX[encoding]
 */
export function compressedStatic(file, encoding, precompressed = false) {
  const key = `${encoding}:${file}`;
  let out = staticCache.get(key);
  if (!out) {
    out = precompressed
      ? fs.readFileSync(file + PRECOMPRESSED_SUFFIX[encoding])
      : compressStatic(fs.readFileSync(file), encoding);
    if (staticCache.size < 2_000) staticCache.set(key, out);
  }
  return out;
}
