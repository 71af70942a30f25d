/**
 * Answers a browser or a shared cache may keep (issue 23, docs/decisions/0084-cacheable-anonymous-answers.md):
 * anonymous pages and public GET answers carry an ETag, answer 304 to a matching If-None-Match,
 * say `public` with a short max-age, vary on Cookie, and (pages) a CSP without a nonce that lists
 * the hashes of the page's inline scripts. Nothing sent with a cookie is kept: a signed-in
 * pilot's answers are `private, no-store`, with no ETag and a fresh nonce.
 */
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../support/accounts";
import { CookieJar, startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const PUBLIC = "public, max-age=0, s-maxage=60";
const RESULTS = "/?departureAirport=KSTS&aircraftSpeed=120";
const PAGES = ["/airport/KSTS", RESULTS, "/airport/KSTS.data", "/privacy"];
const APIS = ["/api/airports/KSTS", "/api/restaurants/KSTS", "/api/weather/KSTS"];

/**
 * A GET, then the same GET with its ETag: the 304. A page's clock is the minute (app/lib/page-clock.ts):
 * when the minute turns between the two, the second is a 200 with a new ETag, and the pair is asked again.
 */
async function revalidated(path: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await fetch(`${server.url}${path}`);
    const body = await first.text();
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${server.url}${path}`, { headers: { "if-none-match": etag } });
    const againBody = await again.text();
    if (again.status === 304) return { first, body, etag, again, againBody };
    expect(again.status, path).toBe(200);
    expect(again.headers.get("etag"), `${path}: a 200 to a conditional GET is a new version`).not.toBe(etag);
  }
  throw new Error(`${path}: no 304 in three tries`);
}

/** Two GETs in a row: the second, after the first warmed the weather memo, is the stable one. */
async function settled(path: string, init: RequestInit = {}) {
  await (await fetch(`${server.url}${path}`, init)).arrayBuffer();
  const res = await fetch(`${server.url}${path}`, init);
  return { res, body: await res.text() };
}

describe("anonymous pages and public GET answers", () => {
  it("carry a weak ETag, a public short Cache-Control and Vary: Cookie, and answer 304 to a matching If-None-Match", async () => {
    for (const path of [...PAGES, ...APIS]) {
      await settled(path);
      const { first: res, body, etag, again, againBody } = await revalidated(path);
      expect(res.status, path).toBe(200);
      expect(body.length, path).toBeGreaterThan(0);
      expect(etag, path).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
      expect(res.headers.get("cache-control"), path).toBe(PUBLIC);
      expect(res.headers.get("vary"), path).toContain("Cookie");

      expect(again.status, path).toBe(304);
      expect(againBody, path).toBe("");
      expect(again.headers.get("etag"), path).toBe(etag);
      expect(again.headers.get("cache-control"), path).toBe(PUBLIC);

      // Another tag gets the whole answer (the list and weak/strong forms: tests/unit/shared-answers.test.ts).
      const other = await fetch(`${server.url}${path}`, { headers: { "if-none-match": 'W/"not-this-one"' } });
      expect(other.status, path).toBe(200);
      expect((await other.text()).length, path).toBeGreaterThan(0);
    }
  });

  it("keep one ETag whatever the encoding, and the compressed answer inflates to the plain one", async () => {
    for (const path of ["/airport/KSTS", "/api/airports/KSTS"]) {
      await settled(path);
      for (const encoding of ["br", "gzip"]) {
        // Plain, compressed twice (the second from the kept bytes), plain: the same version when both plain ETags agree.
        for (let attempt = 0; ; attempt++) {
          const get = async (accept: string) => {
            const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": accept } });
            return { res, body: await res.text() };
          };
          const before = await get("identity");
          const zipped = [await get(encoding), await get(encoding)];
          const after = await get("identity");
          if (before.res.headers.get("etag") !== after.res.headers.get("etag") && attempt < 2) continue;
          expect(before.res.headers.get("content-encoding"), path).toBeNull();
          for (const { res, body } of zipped) {
            expect(res.headers.get("content-encoding"), `${path} ${encoding}`).toBe(encoding);
            expect(res.headers.get("etag"), `${path} ${encoding}`).toBe(before.res.headers.get("etag"));
            expect(res.headers.get("vary"), path).toContain("Accept-Encoding");
            expect(body, `${path} ${encoding}`).toBe(before.body);
          }
          break;
        }
      }
    }
  });

  it("give a page a policy a shared copy can keep: no nonce anywhere, every inline script allowed by its hash", async () => {
    for (const path of ["/airport/KSTS", RESULTS, "/privacy"]) {
      const { res, body } = await settled(path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp, path).not.toContain("'nonce-");
      expect(body, path).not.toMatch(/\bnonce="/);
      const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, text]) => !/\bsrc=/.test(attributes) && text.length > 0,
      );
      expect(inline.length, path).toBeGreaterThan(1);
      for (const [, , text] of inline) {
        const hash = crypto.createHash("sha256").update(text, "utf8").digest("base64");
        expect(csp, path).toContain(`'sha256-${hash}'`);
      }
      // The rest of the policy is the one every answer has.
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("https://challenges.cloudflare.com");
    }
  });

  it("leave pages that did not opt in, errors and anything sent with a cookie out of shared caches", async () => {
    // A page with forms that did not opt in: its nonce, no validator.
    const tools = await fetch(`${server.url}/tools`);
    await tools.arrayBuffer();
    expect(tools.headers.get("etag")).toBeNull();
    expect(tools.headers.get("cache-control")).toBeNull();
    expect(tools.headers.get("content-security-policy")).toMatch(/'nonce-/);
    // An airport that does not exist.
    const missing = await fetch(`${server.url}/airport/ZZZZ`);
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/public/);
    const missingApi = await fetch(`${server.url}/api/airports/ZZZZ`);
    await missingApi.arrayBuffer();
    expect(missingApi.status).toBe(404);
    expect(missingApi.headers.get("etag")).toBeNull();
    expect(missingApi.headers.get("cache-control") ?? "").not.toMatch(/public/);
    // Any cookie at all.
    const { res: anonymous } = await settled("/airport/KSTS");
    const withCookie = await fetch(`${server.url}/airport/KSTS`, {
      headers: { cookie: "something=1", "if-none-match": anonymous.headers.get("etag")! },
    });
    await withCookie.arrayBuffer();
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
    expect(withCookie.headers.get("etag")).toBeNull();
  });
});

describe("kept answers (docs/decisions/0085-caching-in-front.md)", () => {
  it("never outlive a change to the data: a write by another connection shows at the next request", async () => {
    const page = async () => (await fetch(`${server.url}/api/airports/KSTS`)).json();
    const before = await page();
    // The same answer again, from the kept copy.
    expect(await page()).toEqual(before);
    const db = new Database(server.databasePath);
    try {
      const renamed = `${before.name} (renamed ${crypto.randomUUID().slice(0, 8)})`;
      db.prepare("UPDATE airports SET name = ? WHERE loc_id = ?").run(renamed, before.loc_id);
      expect((await page()).name).toBe(renamed);
      const html = await (await fetch(`${server.url}/airport/KSTS`)).text();
      expect(html).toContain(renamed.replace(/&/g, "&amp;"));
      db.prepare("UPDATE airports SET name = ? WHERE loc_id = ?").run(before.name, before.loc_id);
      expect((await page()).name).toBe(before.name);
    } finally {
      db.close();
    }
  });
});

describe("signed in", () => {
  it("never gets a public Cache-Control or a shared ETag, and the anonymous ETag gets no 304", async () => {
    const jar = new CookieJar();
    await registerUser(server.url, { jar, headers: { origin: server.url } });
    for (const path of [...PAGES, ...APIS, "/"]) {
      const { res: anonymous } = await settled(path);
      const etag = anonymous.headers.get("etag")!;
      expect(etag, path).toBeTruthy();
      const res = await jar.fetch(`${server.url}${path}`, { headers: { "if-none-match": etag } });
      const body = await res.text();
      expect(res.status, path).toBe(200);
      expect(body.length, path).toBeGreaterThan(0);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("etag"), path).toBeNull();
      if (!path.startsWith("/api/") && !path.endsWith(".data")) {
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)?.[1];
        expect(nonce, path).toBeTruthy();
        for (const tag of body.match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });
});
