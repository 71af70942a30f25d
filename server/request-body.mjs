// @ts-check
/**
 * Reads a request body into memory, refusing it as soon as it passes `limit`
 * bytes: by its Content-Length before a byte is read, or while a chunked body
 * streams in. Past the limit the rest is read and dropped (never kept), so
 * memory stays flat and the connection stays usable for the 413 answer.
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<{ ok: true, body: Buffer } | { ok: false, reason: "too-large" | "aborted" }>}
 */
export function readBody(req, limit) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume(); // drop it
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let over = false;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve({ ok: false, reason: "too-large" });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!over) resolve({ ok: true, body: Buffer.concat(chunks, size) });
    });
    req.on("error", () => resolve({ ok: false, reason: "aborted" }));
    req.on("close", () => {
      if (!req.complete && !over) resolve({ ok: false, reason: "aborted" });
    });
  });
}

/** A Buffer is a Uint8Array, which fetch's Request and Response take; only TypeScript's DOM types say otherwise. */
export const asBodyInit = (/** @type {Buffer} */ buffer) => /** @type {BodyInit} */ (/** @type {unknown} */ (buffer));
