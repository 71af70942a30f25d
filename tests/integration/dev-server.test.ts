/**
 * `npm run dev` runs the production edge (server/dev.mjs, docs/decisions/0056-dev-server-edge.md):
 * the same security headers with a per-request CSP nonce, the same 405, 413 and 415, the JSON lane
 * and the client address as the production server (server/index.mjs) beside it, on the same
 * database and settings; Vite serves the browser's modules and public/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, uniqueEmail } from "../support/accounts";
import { CookieJar, postForm, startServer, type TestServer } from "../support/server";

let dev: TestServer;
let production: TestServer;

/** Both servers: one proxy in front (the client address), a low sign-in limit, a small body cap. */
const env = { TRUST_PROXY: "1", LOGIN_LIMIT_PER_IP: "3", SIGNUP_LIMIT_PER_IP: "1000", MAX_BODY_BYTES: "4000" };

beforeAll(async () => {
  // Settled, not Promise.all: when one fails to start, the other is still stopped in afterAll.
  const started = await Promise.allSettled([startServer({ dev: true, env }), startServer({ env })]);
  [dev, production] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined!));
  for (const s of started) if (s.status === "rejected") throw s.reason;
});

afterAll(async () => {
  await Promise.all([dev?.stop(), production?.stop()]);
});

/** Headers that differ between any two answers whatever the server: the clock, the connection, lengths. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** An answer's headers, with the CSP nonce and the request id replaced by their shape. */
function headerMap(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of res.headers) {
    if (PER_ANSWER.has(name)) continue;
    if (name === "content-security-policy") out[name] = value.replace(/'nonce-[A-Za-z0-9+/=]{20,}'/, "'nonce-…'");
    else if (name === "x-request-id") out[name] = /^[0-9a-f-]{36}$/.test(value) ? "uuid" : value;
    else out[name] = value;
  }
  return out;
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

const SEARCH = { departureAirport: "KSTS", aircraftSpeed: 120 };

/** The same request to both servers: [dev's answer, production's], bodies read. */
async function both(path: string, init: RequestInit = {}) {
  return Promise.all(
    [dev, production].map(async (server) => {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
      return { res, body: await res.text() };
    }),
  );
}

// Vite transforms a module the first time it is asked for: the first answers of each kind take
// longer than production's on a busy machine, so a budget beyond the project's 30 s.
describe("npm run dev", { timeout: 120_000 }, () => {
  it("answers with production's headers on every kind of answer, the CSP nonce aside", async () => {
    const requests: [string, string, RequestInit?][] = [
      ["page", "/tools"],
      // Vite's CORS would answer a local Origin with Access-Control-Allow-Origin; production does not.
      ["page, from another local origin", "/tools", { headers: { origin: "http://localhost:5173" } }],
      ["page 404", "/no-such-page"],
      ["api", "/api/airports/KSTS"],
      ["api 404", "/api/nope"],
      [".data", "/tools.data"],
      ["health", "/healthz"],
      ["compressed page", "/tools", { headers: { "accept-encoding": "br, gzip" } }],
      ["compressed api", "/api/airports/KSTS", { headers: { "accept-encoding": "gzip" } }],
      [
        "json lane",
        "/api/airports/search",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(SEARCH) },
      ],
      ["json lane refusal", "/api/airports/search", { method: "POST", body: "[1]" }],
    ];
    for (const [what, path, init] of requests) {
      const [d, p] = await both(path, init);
      expect(d.res.status, what).toBe(p.res.status);
      expect(headerMap(d.res), what).toEqual(headerMap(p.res));
      const csp = d.res.headers.get("content-security-policy");
      // A public GET answer a shared cache may keep has a policy without a nonce (decision 0084), in both.
      if (what.endsWith("api") && path === "/api/airports/KSTS") expect(csp, what).not.toContain("'nonce-");
      else expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp, what).not.toContain("unsafe-eval");
      expect(d.res.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(d.res.headers.get("x-frame-options"), what).toBe("DENY");
      expect(d.res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
      expect(d.res.headers.get("permissions-policy"), what).toContain("geolocation=()");
    }
  });

  it("gives each page a fresh nonce that every inline script carries, the hot-reload runtime's included", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      // A page a shared cache may not keep (the home page may: decision 0084).
      const res = await fetch(`${dev.url}/tools`);
      const nonce = nonceOf(res)!;
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // Vite's client and React Refresh come in through an import in React Router's nonce'd module script.
      expect(html).toMatch(
        new RegExp(
          `<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}" type="module"[^>]*>import "[^"]*inject-hmr-runtime`,
        ),
      );
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("serves the browser's modules and public/ through Vite, with the security headers", async () => {
    for (const path of ["/@vite/client", "/app/root.tsx"]) {
      const res = await fetch(`${dev.url}${path}`, { headers: { origin: "http://localhost:5173" } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/javascript/);
      expect(await res.text(), path).toMatch(/\bimport\b/);
      expect(nonceOf(res), path).toBeTruthy();
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      // Vite's CORS is off: nothing beyond what production says.
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
    const favicon = await fetch(`${dev.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain("<svg");
  });

  it("answers a method a page or an /api route does not take with 405 and Allow, as production", async () => {
    const cases: [string, string, string, string][] = [
      ["PUT", "/profile", "GET, HEAD, POST", "text/html; charset=utf-8"],
      ["PATCH", "/tools", "GET, HEAD, POST", "text/html; charset=utf-8"],
      // Vite's middlewares take OPTIONS (CORS preflight) when they see it: they never do.
      ["OPTIONS", "/@vite/client", "GET, HEAD, POST", "text/html; charset=utf-8"],
      ["POST", "/api/airports/KSFO", "GET, HEAD", "application/json; charset=utf-8"],
      ["DELETE", "/api/weather/KSFO", "GET, HEAD", "application/json; charset=utf-8"],
    ];
    for (const [method, path, allow, type] of cases) {
      const init: RequestInit =
        method === "POST" ? { method, headers: { "content-type": "application/json" }, body: "{}" } : { method };
      const [d, p] = await both(path, init);
      const what = `${method} ${path}`;
      expect(d.res.status, what).toBe(405);
      expect(d.res.headers.get("allow"), what).toBe(allow);
      expect(d.res.headers.get("content-type"), what).toBe(type);
      expect(d.body, what).toBe(p.body);
      expect(headerMap(d.res), what).toEqual(headerMap(p.res));
    }
    const [d] = await both("/api/airports/KSFO", { method: "POST", body: "{}" });
    expect(JSON.parse(d.body)).toEqual({ error: "Method not allowed; use GET, HEAD" });
  });

  it("refuses a body over MAX_BODY_BYTES with 413: JSON under /api, a readable page for a form", async () => {
    const big = "x".repeat(5000);
    const [apiDev, apiProd] = await both("/api/airports/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...SEARCH, note: big }),
    });
    expect(apiDev.res.status).toBe(413);
    expect(JSON.parse(apiDev.body)).toEqual({ error: "Request body too large (limit 4000 bytes)" });
    expect(apiDev.body).toBe(apiProd.body);
    for (const server of [dev, production]) {
      const res = await postForm(`${server.url}/auth`, { intent: "signin", email: "a@example.com", password: big });
      expect(res.status, server.url).toBe(413);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await res.text()).toContain("<h1>Request too large</h1>");
    }
  });

  it("answers a page post that is not an HTML form with 415", async () => {
    for (const [type, body] of [
      ["application/json", '{"intent":"signin"}'],
      ["text/plain", "intent=signin"],
    ]) {
      const [d, p] = await both("/auth", { method: "POST", headers: { "content-type": type }, body });
      expect(d.res.status, type).toBe(415);
      expect(d.body, type).toContain("Unsupported form encoding");
      expect(d.body, type).toBe(p.body);
    }
  });

  it("answers a public JSON use case (the search) as production does", async () => {
    const [d, p] = await both("/api/airports/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SEARCH),
    });
    expect(d.res.status).toBe(200);
    expect(d.res.headers.get("content-type")).toBe("application/json");
    const answer = JSON.parse(d.body);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer).toEqual(JSON.parse(p.body));
  });

  it("knows the client's address (TRUST_PROXY=1): each client behind the proxy has its own sign-in bucket", async () => {
    const login = (client: string) =>
      jsonRequest(
        new CookieJar(),
        `${dev.url}/api/auth/login`,
        "POST",
        { email: uniqueEmail("dev-ip"), password: "whatever-1" },
        { "x-forwarded-for": `10.0.0.1, ${client}` },
      );
    for (let i = 0; i < 3; i++) expect((await login("203.0.113.40")).status).toBe(401);
    expect((await login("203.0.113.40")).status).toBe(429);
    expect((await login("203.0.113.41")).status).toBe(401);
  });

  it("counts page views of the pages the route table serves, and refuses others, as production does", async () => {
    // Both read the server build's route table (docs/decisions/0075-page-views-only-of-served-pages.md);
    // dev's is the one Vite builds from app/routes.ts per request.
    const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    for (const [route, status] of [
      ["/airport/KSTS", 204],
      ["/tools", 204],
      ["/fake-admin-page", 400],
      ["/api/trips", 400],
    ] as const) {
      const answers = await both("/api/analytics/event", {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": ua },
        body: JSON.stringify({ route }),
      });
      expect(
        answers.map(({ res }) => res.status),
        route,
      ).toEqual([status, status]);
    }
  });
});
