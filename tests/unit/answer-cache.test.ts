/**
 * The edge's kept answers (server/answer-cache.mjs, docs/decisions/0085-caching-in-front.md):
 * kept for their s-maxage at most, and only for the data's version they were made from. The
 * clock is the test's own.
 */
import { describe, expect, it } from "vitest";
import { createAnswerCache, sharedSeconds } from "../../server/answer-cache.mjs";

const answer = (text: string, cacheControl = "public, max-age=60, s-maxage=60") => ({
  headers: { "cache-control": cacheControl, "content-type": "text/html" },
  policy: { name: "Content-Security-Policy", value: "script-src 'self'" },
  bytes: Buffer.from(text),
  etag: `W/"${text}"`,
  pageRoute: "/airport/:locId",
});

describe("kept answers", () => {
  it("are given back for their address and version until their s-maxage has passed", () => {
    let now = 1_000_000;
    const cache = createAnswerCache({ now: () => now });
    const v = "7.100";
    cache.set("/airport/KSTS", { ...answer("ksts"), version: v });
    expect(cache.get("/airport/KSTS", v)?.bytes.toString()).toBe("ksts");
    expect(cache.get("/airport/KSFO", v)).toBeUndefined();
    now += 59_999;
    expect(cache.get("/airport/KSTS", v)?.etag).toBe('W/"ksts"');
    now += 1;
    expect(cache.get("/airport/KSTS", v)).toBeUndefined();
  });

  it("are dropped when the data changed", () => {
    const cache = createAnswerCache({ now: () => 0 });
    const v = "7.100";
    cache.set("/", { ...answer("home"), version: v });
    // Another connection committed, or this one did.
    expect(cache.get("/", "8.100")).toBeUndefined();
    cache.set("/", { ...answer("home"), version: v });
    expect(cache.get("/", "7.101")).toBeUndefined();
    cache.set("/", { ...answer("home"), version: v });
    expect(cache.get("/", "7.100")).toBeDefined();
  });

  it("keep nothing a shared cache may not keep for a while", () => {
    const cache = createAnswerCache({ now: () => 0 });
    const v = "1.1";
    cache.set("/a", { ...answer("a", "private, no-store"), version: v });
    cache.set("/b", { ...answer("b", "public, max-age=0"), version: v });
    expect(cache.size).toBe(0);
    expect(sharedSeconds("public, max-age=60, s-maxage=30")).toBe(30);
    expect(sharedSeconds("public, max-age=60")).toBe(60);
  });
});
