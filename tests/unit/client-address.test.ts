import { describe, expect, it } from "vitest";
import { clientAddress, clientProtocol } from "../../server/client-address.mjs";
import { parseTrustProxy, readServerConfig } from "../../server/config.mjs";

describe("TRUST_PROXY", () => {
  it("reads hops: unset/false/0 none, true one, a number that many; anything else stops the start", () => {
    expect([undefined, "", "false", "0", " FALSE "].map(parseTrustProxy)).toEqual([0, 0, 0, 0, 0]);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("-1")).toThrow(/TRUST_PROXY/);
  });

  it("PORT defaults to 3000 and MAX_BODY_BYTES to 1 MiB", () => {
    expect(readServerConfig({})).toMatchObject({ port: 3000, maxBodyBytes: 1024 * 1024, trustProxyHops: 0 });
    expect(readServerConfig({ PORT: "8080", MAX_BODY_BYTES: "5000", TRUST_PROXY: "true" })).toMatchObject({
      port: 8080,
      maxBodyBytes: 5000,
      trustProxyHops: 1,
    });
  });
});

describe("clientAddress", () => {
  it("is the socket's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddress("::ffff:192.0.2.1", "198.51.100.7", 0)).toBe("192.0.2.1");
    expect(clientAddress("::1", undefined, 0)).toBe("::1");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("with N hops, is the N-th X-Forwarded-For entry from the right (the left part is the client's own word)", () => {
    expect(clientAddress("10.0.0.1", "6.6.6.6, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.9", 2)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.1", ["6.6.6.6", "203.0.113.5"], 1)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.1", "[2001:db8::1]:443", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.1", "203.0.113.5:51234", 1)).toBe("203.0.113.5");
  });

  it("falls back to the socket when the header is missing or not an address", () => {
    expect(clientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", "<script>", 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
  });
});

describe("clientProtocol", () => {
  it("believes X-Forwarded-Proto only from trusted proxies", () => {
    expect(clientProtocol("https", 0)).toBe("http:");
    expect(clientProtocol("https", 1)).toBe("https:");
    expect(clientProtocol("http, https", 1)).toBe("https:");
    expect(clientProtocol("HTTPS", 1)).toBe("https:");
    expect(clientProtocol(undefined, 1)).toBe("http:");
  });
});
