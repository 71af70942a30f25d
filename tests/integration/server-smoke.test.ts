import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

describe("the built app server", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("serves the home page as a whole HTML document", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toMatch(/<html[\s>]/i);
  });

  it("answers 404 for a page that does not exist", async () => {
    const res = await fetch(`${server.url}/definitely-not-a-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<html[\s>]/i);
  });
});
