/**
 * The production server in front of the app (server/index.mjs, issue 8;
 * docs/decisions/0018-custom-node-server.md, 0019-client-ip-and-rate-limits.md):
 * static files and their caching, the request-body cap, methods and content
 * types, the client address with and without TRUST_PROXY, rate limits shared
 * by two processes, and the CSRF check's scheme.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, postForm, repoRoot, startServer, type TestServer } from "../support/server";

let server: TestServer;
/** No TRUST_PROXY, a small body cap, low sign-in limit, and a public origin. */
let direct: TestServer;
/** Behind one proxy (TRUST_PROXY=1), low sign-in limit; `proxiedTwin` is a second process on the same database. */
let proxied: TestServer;
let proxiedTwin: TestServer;

const PUBLIC_ORIGIN = "https://airports.example";

beforeAll(async () => {
  const low = { LOGIN_LIMIT_PER_IP: "3", SIGNUP_LIMIT_PER_IP: "1000" };
  [server, direct, proxied] = await Promise.all([
    startServer(),
    startServer({ env: { ...low, MAX_BODY_BYTES: "1000", PUBLIC_ORIGIN } }),
    startServer({ env: { ...low, TRUST_PROXY: "1" } }),
  ]);
  proxiedTwin = await startServer({ databasePath: proxied.databasePath, env: { ...low, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await Promise.all([server, direct, proxied, proxiedTwin].map((s) => s?.stop()));
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request over node:http (fetch refuses TRACE and CONNECT). `stream` sends
 * that many bytes as a chunked body, 64 KiB at a time, until the server answers.
 */
function raw(
  url: string,
  opts: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    stream?: number;
  } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: opts.method ?? "GET",
        path: opts.path ?? target.pathname + target.search,
        headers: opts.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    if (opts.stream) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < opts.stream! && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    } else {
      req.end(opts.body);
    }
  });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);

describe("static files", () => {
  it("serves hashed /assets/* as immutable for a year and other files for an hour", async () => {
    const asset = fs.readdirSync(path.join(repoRoot, "build/client/assets")).find((f) => f.endsWith(".js"))!;
    const res = await fetch(`${server.url}/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.text()).length).toBeGreaterThan(0);

    const icon = await fetch(`${server.url}/favicon.svg`, { method: "HEAD" });
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never serves a file outside build/client", async () => {
    for (const p of [
      "/assets/../../package.json",
      "/%2e%2e/%2e%2e/package.json",
      "/..%2f..%2fpackage.json",
      "/assets/%00x.js",
    ]) {
      const res = await raw(`${server.url}/`, { path: p });
      expect(res.status, p).toBeLessThan(500);
      expect(res.body, p).not.toContain('"airport-finder"');
    }
  });
});

describe("request bodies over MAX_BODY_BYTES (1 MB by default)", () => {
  it("refuses a declared-too-long JSON body with 413 JSON", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "x".repeat(1_100_000) });
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await res.json()).error).toMatch(/too large/i);
  });

  it("refuses a form post to a page with a readable 413 page", async () => {
    const res = await postForm(`${server.url}/auth`, {
      intent: "signin",
      email: "a@example.com",
      password: "x".repeat(1_100_000),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain("<h1>Request too large</h1>");
    expect(page).toContain("too large for this form");
  });

  it("stops reading a 50 MB chunked body at the cap: 413, flat memory, still serving", async () => {
    const before = rssKb(server.pid);
    const res = await raw(`${server.url}/api/profile`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      stream: 50 * 1024 * 1024,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/too large/i) });
    const declared = await raw(`${server.url}/trips`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": 50 * 1024 * 1024 },
      stream: 50 * 1024 * 1024,
    });
    expect(declared.status).toBe(413);
    expect(rssKb(server.pid) - before).toBeLessThan(30 * 1024);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("follows MAX_BODY_BYTES", async () => {
    const search = (padding: number) =>
      jsonRequest(new CookieJar(), `${direct.url}/api/airports/search`, "POST", {
        departureAirport: "KSTS",
        aircraftSpeed: 120,
        note: "x".repeat(padding),
      });
    expect((await search(500)).status).toBe(200);
    expect((await search(1500)).status).toBe(413);
  });
});

describe("methods", () => {
  it("answers TRACE, CONNECT and unknown methods with 405 and Allow, on pages and the API", async () => {
    for (const method of ["TRACE", "PROPFIND", "OPTIONS", "FOO"]) {
      for (const p of [
        "/",
        "/auth",
        "/airport/KSFO",
        "/api/profile",
        "/api/airports/KSFO",
        "/assets/x.js",
        "/nowhere",
      ]) {
        const res = await raw(`${server.url}${p}`, { method });
        expect(res.status, `${method} ${p}`).toBe(405);
        expect(res.headers.allow, `${method} ${p}`).toBeTruthy();
        if (p.startsWith("/api/")) expect(JSON.parse(res.body)).toHaveProperty("error");
      }
    }
    // CONNECT over a bare socket: node:http's client treats a CONNECT answer as a tunnel.
    const connect = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1", () =>
        socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (d) => (text += d));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
    expect(connect).toMatch(/\r\nAllow: /i);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("pages take GET and POST only", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${server.url}/profile`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=profile",
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("the API answers JSON everywhere: unknown paths 404, GET-only endpoints 405 with Allow, bad JSON 400", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await fetch(`${server.url}/api/nonexistent/deeper`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
    for (const p of ["/api/airports/KSFO", "/api/weather/KSFO", "/api/maps/satellite", "/api/places/cached-photos"]) {
      const res = await fetch(`${server.url}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, p).toBe(405);
      expect(res.headers.get("allow"), p).toBe("GET, HEAD");
      expect((await res.json()).error, p).toMatch(/Method not allowed/);
    }
    const bad = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("error");
  });
});

describe("page actions take HTML forms only", () => {
  const pages = ["/auth", "/login", "/profile", "/trips", "/airport/KSFO", "/logout", "/"];

  it("answer JSON, text and untyped bodies with 415, broken multipart with 400", async () => {
    for (const p of pages) {
      for (const [type, body] of [
        ["application/json", '{"intent":"signin"}'],
        ["text/plain", "intent=signin"],
        ["", "intent=signin"],
      ]) {
        const res = await raw(`${server.url}${p}`, {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body,
        });
        expect(res.status, `${p} ${type}`).toBe(415);
        expect(res.body).toContain("Unsupported form encoding");
      }
      const broken = await raw(`${server.url}${p}`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\ngarbage",
      });
      expect(broken.status, p).toBe(400);
    }
  });

  it("still read a well-formed multipart form", async () => {
    const form = new FormData();
    form.set("intent", "signin");
    form.set("email", uniqueEmail("multipart"));
    form.set("password", "not-the-password-1");
    const res = await fetch(`${server.url}/auth`, {
      method: "POST",
      body: form,
      headers: { origin: server.url },
      redirect: "manual",
    });
    // The form's own answer to a wrong password (status 400 with its message), not the edge's refusal.
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid email or password");
  });
});

describe("the client address (TRUST_PROXY)", () => {
  const login = (base: string, headers: Record<string, string>) =>
    jsonRequest(
      new CookieJar(),
      `${base}/api/auth/login`,
      "POST",
      { email: uniqueEmail("ip"), password: "whatever-1" },
      headers,
    );

  it("without TRUST_PROXY, rotating X-Forwarded-For does not escape the per-IP limit", async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(direct.url, { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(401);
    const res = await login(direct.url, { "x-forwarded-for": "198.51.100.99" });
    expect(res.status).toBe(429);
  });

  it("with TRUST_PROXY=1, two clients behind the proxy have their own buckets, and a forged left part changes nothing", async () => {
    const a = (forged: string) => ({ "x-forwarded-for": `${forged}, 203.0.113.10` });
    for (let i = 0; i < 3; i++) expect((await login(proxied.url, a(`10.0.0.${i}`))).status).toBe(401);
    expect((await login(proxied.url, a("10.0.0.99"))).status).toBe(429);
    expect((await login(proxied.url, { "x-forwarded-for": "203.0.113.11" })).status).toBe(401);
  });

  it("counts in SQLite: two server processes on one database share the buckets", async () => {
    const client = { "x-forwarded-for": "203.0.113.20" };
    expect((await login(proxied.url, client)).status).toBe(401);
    expect((await login(proxiedTwin.url, client)).status).toBe(401);
    expect((await login(proxied.url, client)).status).toBe(401);
    expect((await login(proxiedTwin.url, client)).status).toBe(429);
  });
});

/**
 * One request written as is on a socket (fetch and node:http would fix its Host and target),
 * read until the server closes: the status code, the headers' text and the body.
 */
function exchange(port: number, head: string, body = ""): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      // write, not end: node:http drops a request whose client half-closes before the answer.
      socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", rest = ""] = text.split(/\r\n\r\n(.*)/s);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0), head: top, body: rest });
    });
  });
}

describe("the Host header and the request target (decision 0069)", () => {
  it("refuses a Host that is not a plain host[:port] with 400: a page on pages, JSON on the API, never a 500", async () => {
    for (const host of [
      "a@127.0.0.1",
      `u:p@127.0.0.1:${server.port}`,
      "127.0.0.1/evil",
      "evil example",
      "127.0.0.1:99999",
    ]) {
      const page = await exchange(server.port, `GET /tools HTTP/1.1\r\nHost: ${host}`);
      expect(page.status, host).toBe(400);
      expect(page.body, host).toContain("the Host header must be a host name");
      expect(page.head, host).toMatch(/\r\ncontent-security-policy: /i);
      const api = await exchange(server.port, `GET /api/airports/KSFO HTTP/1.1\r\nHost: ${host}`);
      expect(api.status, host).toBe(400);
      expect(JSON.parse(api.body), host).toEqual({
        error: "Bad request: the Host header must be a host name and an optional port.",
      });
    }
    const twice = await exchange(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example`);
    expect(twice.status).toBe(400);
    for (const host of [`127.0.0.1:${server.port}`, "localhost", "airports.example", `[::1]:${server.port}`]) {
      expect((await exchange(server.port, `GET /healthz HTTP/1.1\r\nHost: ${host}`)).status, host).toBe(200);
    }
  });

  it("an absolute-form target is served by its path, and never lends the app its host (the CSRF check proves it)", async () => {
    const { jar, email } = await registerUser(server.url);
    const body = JSON.stringify({ email, firstName: "Target" });
    const put = (target: string, origin: string) =>
      exchange(
        server.port,
        `PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${origin}\r\nCookie: ${jar.header()}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}`,
        body,
      );
    // Were the app's address http://evil.example/…, this Origin would be its own.
    const forged = await put("http://evil.example/api/profile", "http://evil.example");
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual({ error: "Cross-site request refused" });
    const own = await put(`http://127.0.0.1:${server.port}/api/profile`, server.url);
    expect(own.status).toBe(200);
    const health = await exchange(
      server.port,
      `GET http://evil.example/healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}`,
    );
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toHaveProperty("status");
  });
});

describe("addresses deeper than any route (decision 0111)", () => {
  const deep = "/x".repeat(7_000);
  /** The app's own pages carry React Router's hand-off; the edge's small page does not. */
  const fromTheApp = (body: string) => body.includes("__reactRouterContext");

  it("a 14 KB address of 7,000 segments is the edge's 404, whoever asks and however", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const [label, opts] of [
      ["GET", {}],
      ["GET with a cookie", { headers: { cookie: "x=1" } }],
      ["HEAD", { method: "HEAD" }],
      ["POST", { method: "POST", headers: form, body: "a=b" }],
    ] as const) {
      const answer = await raw(server.url, { path: deep, ...opts });
      expect(answer.status, label).toBe(404);
      expect(answer.headers["cache-control"], label).toBe("no-store");
      if (label === "HEAD") continue;
      expect(answer.body, label).toContain("<h1>Page Not Found</h1>");
      expect(answer.body, label).toContain("The page you are looking for does not exist.");
      expect(fromTheApp(answer.body), label).toBe(false);
    }
    const api = await raw(server.url, {
      path: `/api${deep}`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: "Not found" });
  });

  it("up to 32 segments the app answers, with its own not-found page", async () => {
    const answer = await raw(server.url, { path: "/x".repeat(32) });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Page Not Found");
    expect(fromTheApp(answer.body)).toBe(true);
    const api = await raw(server.url, { path: `/api${"/x".repeat(31)}` });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: "Not found" });
  });
});

describe("CSRF: the scheme counts", () => {
  it("refuses an https:// Origin to a plain-http server, unless PUBLIC_ORIGIN or a trusted X-Forwarded-Proto says https", async () => {
    const put = async (base: string, headers: Record<string, string>) => {
      const { jar, email } = await registerUser(base, {
        headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` },
      });
      return jsonRequest(jar, `${base}/api/profile`, "PUT", { email, firstName: "Scheme" }, headers);
    };
    const host = (s: TestServer) => new URL(s.url).host;

    const httpsToHttp = await put(server.url, { origin: `https://${host(server)}` });
    expect(httpsToHttp.status).toBe(403);
    expect(await httpsToHttp.json()).toEqual({ error: "Cross-site request refused" });
    expect((await put(server.url, { origin: server.url })).status).toBe(200);

    expect((await put(direct.url, { origin: PUBLIC_ORIGIN })).status).toBe(200);
    expect((await put(direct.url, { origin: "http://airports.example" })).status).toBe(403);

    expect((await put(proxied.url, { origin: `https://${host(proxied)}`, "x-forwarded-proto": "https" })).status).toBe(
      200,
    );
    expect((await put(proxied.url, { origin: `http://${host(proxied)}`, "x-forwarded-proto": "https" })).status).toBe(
      403,
    );
    // Without TRUST_PROXY the header is the client's word: ignored.
    expect((await put(server.url, { origin: `https://${host(server)}`, "x-forwarded-proto": "https" })).status).toBe(
      403,
    );
  });
});

describe("sign-in still works through the edge", () => {
  it("a form sign-in with the right password redirects", async () => {
    const { email } = await registerUser(server.url);
    const res = await postForm(`${server.url}/auth`, { intent: "signin", email, password: TEST_PASSWORD });
    expect(res.status).toBe(302);
  });
});
