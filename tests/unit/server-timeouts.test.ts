/**
 * How long a client may take (server/config.mjs, docs/decisions/0069-edge-hosts-and-timeouts.md);
 * tests/integration/slow-clients.test.ts runs them on the built server.
 */
import { describe, expect, it } from "vitest";
import { readServerConfig, readTimeouts } from "../../server/config.mjs";

describe("HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS", () => {
  it("default to 20 s for the headers, 120 s for the whole request, 10 s between requests", () => {
    expect(readTimeouts({})).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 10_000,
    });
    expect(readServerConfig({}).timeouts).toEqual(readTimeouts({}));
  });

  it("follow the environment; a value that is not a positive whole number keeps the default", () => {
    expect(
      readTimeouts({ HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000", KEEP_ALIVE_TIMEOUT_MS: "500" }),
    ).toEqual({
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      keepAliveTimeoutMs: 500,
    });
    expect(readTimeouts({ HEADERS_TIMEOUT_MS: "0", REQUEST_TIMEOUT_MS: "soon", KEEP_ALIVE_TIMEOUT_MS: "-5" })).toEqual(
      readTimeouts({}),
    );
  });

  it("refuse headers allowed longer than the whole request, naming both", () => {
    expect(() => readTimeouts({ HEADERS_TIMEOUT_MS: "30000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HEADERS_TIMEOUT_MS \(30000\) must not be longer than REQUEST_TIMEOUT_MS \(10000\)/,
    );
  });
});
