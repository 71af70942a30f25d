/**
 * Offline (issue 23, docs/decisions/0087-offline-pages.md) over real HTTP to the built server:
 * sign-out answers Clear-Site-Data when the browser navigates to it, not to a page's own fetch
 * (the signed-out page clears instead), and the worker's own copies leave the toast alone; the list of pages the service worker keeps, for
 * the signed-in pilot only; the worker and its registration served as static files, the worker
 * with the build's version; the CSP lets it run; the page it answers offline for anything it
 * does not keep.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, jsonRequest } from "../support/accounts";
import { CookieJar, rawRequest, startServer, type TestServer } from "../support/server";

describe("offline", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("logout posted as a document (no JavaScript) answers Clear-Site-Data: storage", async () => {
    const { jar } = await registerUser(server.url);
    const res = await jar.postDocument(`${server.url}/logout`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("clear-site-data")).toBe('"storage"');
    expect(res.headers.get("x-remix-reload-document")).toBe("true");
    expect((await jar.fetch(`${server.url}/api/offline/pages`)).status).toBe(401);
  });

  it("logout posted by the page's own fetch: no Clear-Site-Data (the signed-out page clears), a whole-document load of /", async () => {
    const { jar } = await registerUser(server.url);
    const res = await jar.postForm(`${server.url}/logout.data`, {});
    expect(res.status).toBe(202);
    expect(res.headers.get("clear-site-data")).toBeNull();
    expect(res.headers.get("x-remix-reload-document")).toBe("true");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/__session=;/);
    expect((await jar.fetch(`${server.url}/api/offline/pages`)).status).toBe(401);
  });

  it("POST /api/logout: Clear-Site-Data to a client without Fetch Metadata, none to a page's fetch", async () => {
    const plain = await registerUser(server.url);
    const res = await rawRequest(`${server.url}/api/logout`, {
      method: "POST",
      headers: { cookie: plain.jar.header() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"storage"');
    expect((await plain.jar.fetch(`${server.url}/api/offline/pages`)).status).toBe(401);

    // fetch sends Sec-Fetch-Mode: cors, as a page's script does.
    const browser = await registerUser(server.url);
    const fetched = await jsonRequest(browser.jar, `${server.url}/api/logout`, "POST");
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("clear-site-data")).toBeNull();
    expect((await browser.jar.fetch(`${server.url}/api/offline/pages`)).status).toBe(401);
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

  it("the worker's copy of a page neither shows nor clears the toast meant for the pilot's next page", async () => {
    const { jar } = await registerUser(server.url);
    const saved = await jar.postForm(`${server.url}/airport/KSTS`, { intent: "save-trip", airportLocId: "KSTS" });
    expect(saved.status).toBe(302);
    const flash = jar.get("__flash");
    expect(flash).toBeTruthy();

    // The worker refreshes its copies while the redirect is on its way.
    for (const page of ["/trips", "/airport/KSTS", "/airport/KSTS/kneeboard"]) {
      const copy = await jar.fetch(`${server.url}${page}`, { headers: { "X-Offline-Copy": "1" } });
      expect(copy.status).toBe(200);
      expect(copy.headers.getSetCookie().join("\n")).not.toContain("__flash");
      expect(await copy.text()).not.toContain("Trip Saved!");
      expect(jar.get("__flash")).toBe(flash);
    }

    const next = await jar.fetch(`${server.url}/airport/KSTS`);
    expect(await next.text()).toContain("Trip Saved!");
    expect(jar.get("__flash")).toBeUndefined();
  });

  it("after sign-out, the worker's refused copy sets no 'Login Required' over the 'Signed out' toast", async () => {
    const { jar } = await registerUser(server.url);
    const out = await jar.postForm(`${server.url}/logout`, {});
    expect(out.status).toBe(302);
    const flash = jar.get("__flash");
    expect(flash).toBeTruthy();

    // The worker's refresh, under way when the pilot signed out, asks for My Trips without a session.
    const copy = await jar.fetch(`${server.url}/trips`, { headers: { "X-Offline-Copy": "1" } });
    expect(copy.status).toBe(302);
    expect(new URL(copy.headers.get("location")!, server.url).pathname).toBe("/auth");
    expect(copy.headers.getSetCookie().join("\n")).not.toContain("__flash");
    expect(jar.get("__flash")).toBe(flash);

    // A pilot's own visit signed out still gets the prompt.
    const home = await jar.fetch(`${server.url}/`);
    expect(await home.text()).toContain("You have been successfully signed out.");
    const visit = await jar.fetch(`${server.url}/trips`);
    expect(visit.status).toBe(302);
    expect(jar.get("__flash")).toBeTruthy();
  });
});
