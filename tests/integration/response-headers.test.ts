/**
 * Headers on every kind of answer (issue 12): pages, /api/*, `.data`, static
 * files, the health check and the server's own refusals; private no-store for
 * anything personal; immutable caching for hashed assets; br/gzip compression.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../support/accounts";
import zlib from "node:zlib";
import { rawRequest, repoRoot, startServer, type TestServer } from "../support/server";

let server: TestServer;
let httpsServer: TestServer;

beforeAll(async () => {
  [server, httpsServer] = await Promise.all([
    startServer(),
    startServer({
      env: {
        CSP_REPORT_ONLY: "1",
        PUBLIC_ORIGIN: "https://airportfinder.example",
        SATELLITE_URL_TEMPLATE: "https://tiles.sat.example/{zoom}/{lat}/{lng}.jpg?key=abc",
        PHOTO_ORIGINS: "https://photos.example.com, https://cdn.example.net",
        TURNSTILE_SCRIPT_URL: "https://widget.example.org/api.js",
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), httpsServer?.stop()]);
});

/** A built script large enough to compress: React and React Router's chunk (vite.config.ts). */
const asset = () => {
  const name = fs
    .readdirSync(path.join(repoRoot, "build/client/assets"))
    .find((f) => f.startsWith("framework-") && f.endsWith(".js"));
  return `/assets/${name}`;
};

/** Every kind of answer the server gives, signed out. */
const kinds = () => [
  { kind: "page", path: "/tools" },
  { kind: "page 404", path: "/no-such-page" },
  // A public GET answer a shared cache may keep: its policy carries no nonce (decision 0084).
  { kind: "api", path: "/api/airports/KSTS", shared: true },
  { kind: "api 404", path: "/api/nope" },
  { kind: ".data", path: "/tools.data" },
  { kind: "static asset", path: asset() },
  { kind: "public file", path: "/favicon.svg" },
  { kind: "health", path: "/healthz" },
];

const SEARCH = JSON.stringify({ departureAirport: "KSTS", aircraftSpeed: 120 });

const postJson = (base: string, p: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

function expectSecurityHeaders(res: Response, what: string, shared = false) {
  const csp = res.headers.get("content-security-policy");
  if (shared) {
    expect(csp, what).toMatch(/script-src 'self' https:/);
    expect(csp, what).not.toContain("'nonce-");
  } else expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy"), what).toContain("geolocation=()");
  expect(res.headers.get("x-request-id"), what).toMatch(/^[0-9a-f-]{36}$/);
}

describe("security headers", () => {
  it("are on every kind of answer", async () => {
    for (const { kind, path: p, shared } of kinds()) {
      const res = await fetch(`${server.url}${p}`, { redirect: "manual" });
      await res.arrayBuffer();
      expectSecurityHeaders(res, kind, shared);
      // No HSTS over plain HTTP without a public https origin.
      expect(res.headers.get("strict-transport-security"), kind).toBeNull();
    }
    // A public JSON use case, answered by the edge's JSON lane (docs/decisions/0052-json-lane.md), and its refusal.
    for (const [what, body] of [
      ["json lane", SEARCH],
      ["json lane refusal", "[1]"],
    ]) {
      const res = await postJson(server.url, "/api/airports/search", body);
      await res.arrayBuffer();
      expect(res.status, what).toBe(what === "json lane" ? 200 : 400);
      expect(res.headers.get("content-type"), what).toBe("application/json");
      expectSecurityHeaders(res, what);
      expect(res.headers.get("cache-control"), what).toBeNull();
    }
    // The server's own refusals (a method no route takes, a too-large body) too.
    const trace = await fetch(`${server.url}/tools`, { method: "PATCH", redirect: "manual" });
    await trace.arrayBuffer();
    expect(trace.status).toBe(405);
    expectSecurityHeaders(trace, "refusal");
  });

  it("give every page a shared cache may not keep a fresh nonce that its inline scripts carry", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/tools`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("allow the configured Turnstile, satellite and photo origins; report-only and HSTS when configured", async () => {
    const res = await fetch(`${httpsServer.url}/tools`);
    await res.arrayBuffer();
    expect(res.headers.get("content-security-policy")).toBeNull();
    const csp = res.headers.get("content-security-policy-report-only")!;
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("https://widget.example.org");
    expect(csp).toMatch(/frame-src https:\/\/widget\.example\.org/);
    expect(csp).toMatch(
      /img-src 'self' data: https:\/\/tiles\.sat\.example https:\/\/photos\.example\.com https:\/\/cdn\.example\.net/,
    );
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    // The test servers' satellite origin (a closed local port; the Esri default is tests/unit/satellite-default.test.ts).
    const plain = await fetch(`${server.url}/`);
    await plain.arrayBuffer();
    expect(plain.headers.get("content-security-policy")).toMatch(/img-src 'self' data: http:\/\/127\.0\.0\.1:9(;| )/);
    expect(plain.headers.get("content-security-policy")).toContain("https://challenges.cloudflare.com");
  });
});

describe("caching", () => {
  it("caches hashed assets for a year as immutable, public files briefly", async () => {
    const a = await fetch(`${server.url}${asset()}`);
    await a.arrayBuffer();
    expect(a.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const f = await fetch(`${server.url}/favicon.svg`);
    await f.arrayBuffer();
    expect(f.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("marks everything personal private, no-store: signed-in pages, .data and /api answers", async () => {
    const { jar } = await registerUser(server.url, { headers: { origin: server.url } });
    for (const p of [
      "/",
      "/trips",
      "/profile",
      "/tools.data",
      "/trips.data",
      "/api/trips",
      "/api/auth/user",
      "/api/profile/preferences",
    ]) {
      const res = await jar.fetch(`${server.url}${p}`);
      await res.arrayBuffer();
      expect(res.status, p).toBeLessThan(400);
      expect(res.headers.get("cache-control"), p).toBe("private, no-store");
      expectSecurityHeaders(res, p);
    }
    // The JSON lane reads no cookie, but an answer to a request that carried one stays out of shared caches.
    const search = await jar.fetch(`${server.url}/api/airports/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: SEARCH,
    });
    await search.arrayBuffer();
    expect(search.status).toBe(200);
    expect(search.headers.get("cache-control")).toBe("private, no-store");
    // Signing in sets a cookie: that answer is personal too.
    const login = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: `hdr-${Date.now()}@example.com`, password: "correct-horse-42" }),
    });
    await login.arrayBuffer();
    expect(login.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(login.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("compression", () => {
  it("compresses HTML, JSON, .data, CSS and JS with brotli or gzip as the client accepts, and keeps small answers plain", async () => {
    const css = fs.readdirSync(path.join(repoRoot, "build/client/assets")).find((f) => f.endsWith(".css"))!;
    for (const p of ["/", "/api/airports/KSTS", "/airport/KSTS.data", asset(), `/assets/${css}`]) {
      for (const encoding of ["br", "gzip"]) {
        const res = await fetch(`${server.url}${p}`, { headers: { "accept-encoding": encoding } });
        const body = await res.text();
        expect(res.headers.get("content-encoding"), `${p} ${encoding}`).toBe(encoding);
        expect(res.headers.get("vary"), p).toContain("Accept-Encoding");
        // fetch inflated it: the text is the real thing.
        expect(body.length, p).toBeGreaterThan(100);
      }
      const plain = await fetch(`${server.url}${p}`, { headers: { "accept-encoding": "identity" } });
      await plain.arrayBuffer();
      expect(plain.headers.get("content-encoding"), `${p} identity`).toBeNull();
    }
    // The JSON lane's answers too, and they inflate to the same JSON as the plain one.
    const plain = await (await postJson(server.url, "/api/airports/search", SEARCH)).json();
    expect(plain.results.length).toBeGreaterThan(0);
    for (const encoding of ["br", "gzip"]) {
      const res = await postJson(server.url, "/api/airports/search", SEARCH, { "accept-encoding": encoding });
      expect(res.headers.get("content-encoding"), encoding).toBe(encoding);
      expect(res.headers.get("vary"), encoding).toContain("Accept-Encoding");
      expect(await res.json()).toEqual(plain);
    }
    const tiny = await fetch(`${server.url}/api/nope`, { headers: { "accept-encoding": "br" } });
    await tiny.arrayBuffer();
    expect(tiny.headers.get("content-encoding")).toBeNull();
  });
});

describe("the build's compressed copies (docs/decisions/0114-ci-time.md)", () => {
  it("are what a script and the service worker are sent as, byte for byte; the copies have no address of their own", async () => {
    for (const p of [asset(), "/sw.js"]) {
      const file = path.join(repoRoot, "build/client", p);
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ]) {
        const copy = fs.readFileSync(file + suffix);
        const inflated = encoding === "br" ? zlib.brotliDecompressSync(copy) : zlib.gunzipSync(copy);
        expect(inflated.equals(fs.readFileSync(file)), `${p}${suffix} is the file`).toBe(true);
        const res = await rawRequest(`${server.url}${p}`, { headers: { "accept-encoding": encoding } });
        expect(res.headers.get("content-encoding"), `${p} ${encoding}`).toBe(encoding);
        expect(Buffer.from(await res.arrayBuffer()).equals(copy), `${p} sent as ${suffix}`).toBe(true);
        const direct = await rawRequest(`${server.url}${p}${suffix}`);
        await direct.arrayBuffer();
        expect(direct.status, `${p}${suffix}`).toBe(404);
      }
    }
  });
});

describe("request log", () => {
  it("writes one JSON line per request: its X-Request-Id, the path without the query, the status and time, no address", async () => {
    const res = await fetch(`${server.url}/api/airports/KSTS?secret-query=1`, {
      headers: { "user-agent": "log-probe/1.0" },
    });
    await res.arrayBuffer();
    const id = res.headers.get("x-request-id")!;
    const deadline = Date.now() + 10_000;
    let lines: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      lines = server
        .output()
        .split("\n")
        .filter((l) => l.includes(id))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      if (lines.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      id,
      method: "GET",
      path: "/api/airports/KSTS",
      status: 200,
    });
    expect(typeof lines[0]!.ms).toBe("number");
    expect(Date.parse(String(lines[0]!.t))).not.toBeNaN();
    expect(server.output()).not.toContain("secret-query");
    expect(server.output()).not.toContain("log-probe");
    expect(server.output()).not.toContain('127.0.0.1"');
  });
});
