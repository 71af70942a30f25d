/**
 * Offline (issue 23, docs/decisions/0087-offline-pages.md) over real HTTP to the built server:
 * sign-out clears the site's caches and storage (Clear-Site-Data) from the form and the JSON
 * call; the list of pages the service worker keeps, for the signed-in pilot only; the worker
 * and its registration served as static files, the worker with the build's version; the CSP
 * lets it run; the page it answers offline for anything it does not keep.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, jsonRequest } from "../support/accounts";
import { CookieJar, startServer, type TestServer } from "../support/server";

describe("offline", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("logout by form post answers Clear-Site-Data: cache and storage, with the cookie cleared", async () => {
    const { jar } = await registerUser(server.url);
    const res = await jar.postForm(`${server.url}/logout`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect((await jar.fetch(`${server.url}/api/offline/pages`)).status).toBe(401);
  });

  it("POST /api/logout answers Clear-Site-Data too", async () => {
    const { jar } = await registerUser(server.url);
    const res = await jsonRequest(jar, `${server.url}/api/logout`, "POST");
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache", "storage"');
  });

  it("GET /api/offline/pages: 401 signed out; signed in, My Trips and each saved airport's page and card", async () => {
    const signedOut = await fetch(`${server.url}/api/offline/pages`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: expect.any(String) });

    const { jar } = await registerUser(server.url);
    const empty = await jar.fetch(`${server.url}/api/offline/pages`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toMatch(/no-store/);
    expect(await empty.json()).toEqual({ pages: ["/trips", "/trips/kneeboard"] });

    for (const airportLocId of ["STS", "HAF"]) {
      expect((await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId })).status).toBe(200);
    }
    const listed = (await (await jar.fetch(`${server.url}/api/offline/pages`)).json()) as { pages: string[] };
    expect(listed.pages).toEqual(
      expect.arrayContaining(["/airport/KSTS", "/airport/KSTS/kneeboard", "/airport/KHAF", "/airport/KHAF/kneeboard"]),
    );
    expect(listed.pages).toHaveLength(6);
  });

  it("serves the worker with the build's version, its registration, and a CSP that lets it run", async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    const source = await worker.text();
    expect(source).not.toContain("__SW_VERSION__");
    expect(source).toMatch(/const VERSION = "[0-9a-f]{12}";/);
    expect((await fetch(`${server.url}/sw-register.js`)).status).toBe(200);

    const home = await fetch(`${server.url}/`);
    expect(home.headers.get("content-security-policy")).toMatch(/(^|; )worker-src 'self'(;|$)/);
    expect(await home.text()).toMatch(/<script src="\/sw-register.js" defer=""/);
  });

  it("/offline says the page needs a connection, with nothing personal", async () => {
    const jar = new CookieJar();
    const res = await jar.fetch(`${server.url}/offline`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("This page needs a connection");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
