/**
 * The pieces of an answer a shared cache may keep (server/shared-answers.mjs,
 * docs/decisions/0084-cacheable-anonymous-answers.md).
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  addVary,
  compressedOnce,
  FIRST_LEVELS,
  ONCE_LEVELS,
  etagOf,
  inlineScriptHashes,
  isSharedAnswer,
  matchesIfNoneMatch,
  nonceFreePage,
} from "../../server/shared-answers.mjs";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
const request = (headers: Record<string, string> = {}, method = "GET") =>
  ({ method, headers }) as unknown as import("node:http").IncomingMessage;

describe("ETags", () => {
  it("are weak, from the bytes: equal bytes, equal tags; other bytes, another tag", () => {
    const a = etagOf(Buffer.from("<p>KSTS</p>"));
    expect(a).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(etagOf(Buffer.from("<p>KSTS</p>"))).toBe(a);
    expect(etagOf(Buffer.from("<p>KSFO</p>"))).not.toBe(a);
  });

  it("match If-None-Match weakly, in a list, and for *", () => {
    const tag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch("*", tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', tag)).toBe(false);
    expect(matchesIfNoneMatch("", tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});

describe("which answers a shared cache may keep", () => {
  const publicHeaders = { "cache-control": "public, max-age=60, s-maxage=60", "content-type": "text/html" };
  it("a GET without a cookie, answered 200 and public, setting no cookie", () => {
    expect(isSharedAnswer(request(), 200, publicHeaders)).toBe(true);
    expect(isSharedAnswer(request({ cookie: "__session=x" }), 200, publicHeaders)).toBe(false);
    expect(isSharedAnswer(request({ authorization: "Bearer x" }), 200, publicHeaders)).toBe(false);
    expect(isSharedAnswer(request({}, "POST"), 200, publicHeaders)).toBe(false);
    expect(isSharedAnswer(request(), 404, publicHeaders)).toBe(false);
    expect(isSharedAnswer(request(), 200, { ...publicHeaders, "set-cookie": "a=b" })).toBe(false);
    expect(isSharedAnswer(request(), 200, { "cache-control": "private, no-store" })).toBe(false);
    expect(isSharedAnswer(request(), 200, {})).toBe(false);
  });
});

describe("a page without its nonce", () => {
  it("takes the request's nonce off every tag and lists the hash of each inline script once", () => {
    const nonce = "AbC+/12==";
    const html =
      `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/>` +
      `<script nonce="${nonce}">window.__ctx = {"a":1};</script>` +
      `<script nonce="${nonce}" type="module" async="">import "/a.js";</script>` +
      `<script nonce="${nonce}" src="/b.js"></script>` +
      `<script nonce="${nonce}">window.__ctx = {"a":1};</script>` +
      `<script nonce="${nonce}"></script>` +
      `<p>nonce="other" stays</p>`;
    const page = nonceFreePage(Buffer.from(html), nonce);
    expect(page.bytes.toString()).not.toContain(nonce);
    expect(page.bytes.toString()).toBe(html.replaceAll(` nonce="${nonce}"`, ""));
    expect(page.hashes).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/a.js";')]);
  });

  it("hashes a script's UTF-8 text as the browser does, and reads no other tag as a script", () => {
    const text = 'window.__ctx = {"name":"Charles M. Schulz – Sonoma County","note":"°C ·"};';
    const html = `<scripts>not a script</scripts><script type="application/json">${text}</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(text)]);
    expect(inlineScriptHashes(Buffer.from("<p>no scripts</p>"))).toEqual([]);
    expect(inlineScriptHashes(Buffer.from("<script>never closed"))).toEqual([]);
  });

  it("gives the same bytes back when the nonce is nowhere", () => {
    const html = Buffer.from("<p>KSTS</p>");
    expect(nonceFreePage(html, "AbC").bytes).toBe(html);
  });
});

describe("compressed once", () => {
  it("compresses an ETag's bytes once per encoding and gives the kept bytes again", () => {
    const bytes = Buffer.from("KSTS ".repeat(2000));
    const etag = etagOf(bytes);
    compressedOnce(etag, bytes, "br");
    const br = compressedOnce(etag, bytes, "br");
    expect(compressedOnce(etag, bytes, "br")).toBe(br);
    expect(zlib.brotliDecompressSync(br).equals(bytes)).toBe(true);
    const gz = compressedOnce(etag, bytes, "gzip");
    expect(zlib.gunzipSync(gz).equals(bytes)).toBe(true);
    // Other levels are another entry.
    expect(compressedOnce(etag, bytes, "br", { br: 1, gzip: 1 })).not.toBe(br);
  });

  it("compresses a first copy at the fast levels and one asked for again at the kept levels", () => {
    // A page's bytes: varied enough that the levels differ in size.
    const bytes = Buffer.from(
      Array.from(
        { length: 3000 },
        (_, i) => `<tr><td>K${(i * 7919) % 9973}</td><td>${(i * 31) % 977} NM</td></tr>`,
      ).join(""),
    );
    const etag = etagOf(bytes);
    for (const encoding of ["br", "gzip"] as const) {
      const at = (levels: { br: number; gzip: number }) =>
        encoding === "br"
          ? zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: levels.br,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : zlib.gzipSync(bytes, { level: levels.gzip });
      const first = compressedOnce(etag, bytes, encoding);
      expect(first.equals(at(FIRST_LEVELS))).toBe(true);
      const again = compressedOnce(etag, bytes, encoding);
      expect(again.equals(at(ONCE_LEVELS))).toBe(true);
      expect(again.length).toBeLessThan(first.length);
      expect(compressedOnce(etag, bytes, encoding)).toBe(again);
    }
    // Levels no slower than the first's are used at once.
    const fast = compressedOnce(`${etag}-fast`, bytes, "gzip", FIRST_LEVELS);
    expect(compressedOnce(`${etag}-fast`, bytes, "gzip", FIRST_LEVELS)).toBe(fast);
  });
});

describe("Vary", () => {
  it("adds each name once", () => {
    const headers: Record<string, string> = { vary: "Accept-Encoding" };
    addVary(headers, ["Cookie", "accept-encoding"]);
    expect(headers.vary).toBe("Accept-Encoding, Cookie");
  });
});
