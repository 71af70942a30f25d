// @ts-check
import crypto from "node:crypto";
import { compressSync, JSON_LEVELS } from "./compression.mjs";

/**
 * Answers a shared cache may keep (docs/decisions/0084-cacheable-anonymous-answers.md): a GET
 * from a visitor with no cookie, answered 200 with a `public` Cache-Control by its route
 * (app/http/cache-policy.server.ts), setting no cookie. Such an answer gets a validator
 * (a weak ETag from its bytes), `304` to a matching `If-None-Match`, `Vary: Cookie`, a CSP
 * without a nonce (a page's inline scripts are allowed by their hashes), and is compressed
 * once per ETag: the compressed bytes are kept with it.
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {number} status
 * @param {Record<string, string | string[]>} headers the answer's headers (lower-case names)
 */
export function isSharedAnswer(req, status, headers) {
  const method = (req.method ?? "GET").toUpperCase();
  return (
    (method === "GET" || method === "HEAD") &&
    status === 200 &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    !headers["set-cookie"] &&
    !headers["content-encoding"] &&
    /^\s*public\b/i.test(String(headers["cache-control"] ?? ""))
  );
}

/**
 * A weak validator from the answer's bytes (weak: the same answer compressed or not keeps it).
 * @param {Uint8Array} bytes
 */
export const etagOf = (bytes) => `W/"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;

/**
 * Whether an `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2).
 * @param {string | undefined} header
 * @param {string} etag
 */
export function matchesIfNoneMatch(header, etag) {
  if (!header) return false;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const GT = 0x3e;
/** After `<script`, what ends the tag's name: `>`, `/` or white space (not `<scripts>`). */
const endsTagName = (/** @type {number | undefined} */ byte) =>
  byte === GT || byte === 0x2f || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

/**
 * The CSP source of each inline script of a page ('sha256-…'), in document order, each once.
 * A script with `src` has no inline text to hash. Read from the page's UTF-8 bytes, which are
 * what the browser hashes: the page is never copied into a string (a page of 90 KB took longer
 * to decode than to render a quarter of it; docs/decisions/0084-cacheable-anonymous-answers.md).
 * @param {Buffer} html
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  let at = 0;
  while ((at = html.indexOf(SCRIPT_OPEN, at)) !== -1) {
    if (!endsTagName(html[at + SCRIPT_OPEN.length])) {
      at += SCRIPT_OPEN.length;
      continue;
    }
    const textStart = html.indexOf(GT, at) + 1;
    const textEnd = textStart === 0 ? -1 : html.indexOf(SCRIPT_CLOSE, textStart);
    if (textEnd === -1) break;
    const attributes = html.toString("latin1", at + SCRIPT_OPEN.length, textStart - 1);
    if (textEnd > textStart && !/\bsrc\s*=/i.test(attributes))
      hashes.add(`'sha256-${crypto.createHash("sha256").update(html.subarray(textStart, textEnd)).digest("base64")}'`);
    at = textEnd + SCRIPT_CLOSE.length;
  }
  return [...hashes];
}

/**
 * The page as a shared copy may keep it: the request's nonce taken off every tag (it would be
 * replayed to every reader), and the hashes of its inline scripts for its policy.
 * @param {Buffer} html
 * @param {string} nonce
 */
export function nonceFreePage(html, nonce) {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  /** @type {Buffer[]} */
  const pieces = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    pieces.push(html.subarray(from, at));
    from = at + attribute.length;
  }
  const bytes = from === 0 ? html : Buffer.concat([...pieces, html.subarray(from)]);
  return { bytes, hashes: inlineScriptHashes(bytes) };
}

/**
 * Brotli quality and gzip level for an answer compressed once per version: kept and sent
 * again until its bytes change, so a slower, smaller level than a streamed answer's pays off
 * (the bench prints each level's time and size: docs/decisions/0086-compression-levels.md).
 */
export const ONCE_LEVELS = { br: 6, gzip: 6 };

/**
 * The levels of an answer's first copy: the JSON lane's fast ones. Most pages are asked for
 * once (a search's own query, an airport page with a tracking parameter); one asked for again
 * is compressed anew at ONCE_LEVELS then, and kept at those (docs/decisions/0086, amended).
 */
export const FIRST_LEVELS = JSON_LEVELS;

/** Bytes kept at most, compressed, over all answers (oldest used first out). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** @type {Map<string, { bytes: Buffer, final: boolean }>} */
const kept = new Map();
let keptBytes = 0;

/**
 * The answer compressed with `encoding`, once per ETag: at FIRST_LEVELS the first time when
 * `levels` are slower, at `levels` from its second request on; later calls get the kept bytes
 * (least recently used go first past MAX_KEPT_BYTES).
 * @param {string} etag
 * @param {Uint8Array} bytes
 * @param {"br" | "gzip"} encoding
 * @param {{ br: number, gzip: number }} [levels] brotli quality and gzip level (ONCE_LEVELS by default)
 */
export function compressedOnce(etag, bytes, encoding, levels = ONCE_LEVELS) {
  const key = `${encoding}${levels.br}.${levels.gzip}:${etag}`;
  let entry = kept.get(key);
  if (entry) {
    kept.delete(key);
    if (!entry.final) {
      keptBytes -= entry.bytes.length;
      entry = { bytes: compressSync(bytes, encoding, levels), final: true };
      keptBytes += entry.bytes.length;
    }
    kept.set(key, entry);
    return entry.bytes;
  }
  const first = encoding === "br" ? levels.br > FIRST_LEVELS.br : levels.gzip > FIRST_LEVELS.gzip;
  entry = first
    ? { bytes: compressSync(bytes, encoding, FIRST_LEVELS), final: false }
    : { bytes: compressSync(bytes, encoding, levels), final: true };
  kept.set(key, entry);
  keptBytes += entry.bytes.length;
  for (const [oldKey, old] of kept) {
    if (keptBytes <= MAX_KEPT_BYTES) break;
    kept.delete(oldKey);
    keptBytes -= old.bytes.length;
  }
  return entry.bytes;
}

/**
 * Adds names to a Vary header once each.
 * @param {Record<string, string | string[]>} headers
 * @param {string[]} names
 */
export function addVary(headers, names) {
  const have = String(headers.vary ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) if (!have.some((h) => h.toLowerCase() === name.toLowerCase())) have.push(name);
  headers.vary = have.join(", ");
}
