/**
 * Slow clients (issue 20, docs/decisions/0069-edge-hosts-and-timeouts.md): the built server
 * with short HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS answers a client
 * that stops mid-headers or mid-body with 408 and closes its connection, and closes an idle
 * keep-alive connection, instead of holding them for Node's 5 minutes. Each test waits for
 * the socket's close, never a fixed time.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const KEEP_ALIVE_MS = 1_000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    },
  });
});
afterAll(() => server?.stop());

/** Writes `text` on a new connection and never more; resolves when the server closes it, with what it sent. */
function sendAndWaitForClose(text: string): Promise<{ answer: string; openMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (d: Buffer) => (answer += d.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, openMs: Date.now() - started }));
  });
}

describe("a client slower than the server's timeouts", () => {
  it("that stops in the middle of its headers gets 408 and the connection closes", async () => {
    const { answer, openMs } = await sendAndWaitForClose(`GET /tools HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/ht`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(openMs).toBeGreaterThanOrEqual(HEADERS_MS);
  });

  it("that stops in the middle of its body gets 408 and the connection closes", async () => {
    const body = JSON.stringify({ email: "slow@example.com", password: "not-all-of-it-arrives" });
    const { answer, openMs } = await sendAndWaitForClose(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_MS);
  });

  it("an idle keep-alive connection is announced with its timeout and closed after it", async () => {
    const { answer } = await sendAndWaitForClose(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    // One answer, then the close: no 408 for a connection that merely sat idle.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it("the server keeps serving", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
