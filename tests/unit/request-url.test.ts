/**
 * The address the app sees (server/request-url.mjs, docs/decisions/0069-edge-hosts-and-timeouts.md):
 * the host comes from a plain Host header only, never from the request target.
 */
import { describe, expect, it } from "vitest";
import { requestUrl } from "../../server/request-url.mjs";

const hostOf = (target: string, host: string | string[] | undefined, protocol: "http:" | "https:" = "http:") => {
  const got = requestUrl(target, typeof host === "string" ? [host] : host, protocol);
  return got.url ? got.url.href : `refused: ${got.problem}`;
};

describe("the Host header", () => {
  it("takes a host name, an IPv4 or a bracketed IPv6 address, with or without a port", () => {
    expect(hostOf("/a?b=1", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000/a?b=1");
    expect(hostOf("/", "Airports.Example")).toBe("http://airports.example/");
    expect(hostOf("/", "[::1]:8080")).toBe("http://[::1]:8080/");
    expect(hostOf("/", "app_1:3000")).toBe("http://app_1:3000/");
    expect(hostOf("/x", "airports.example", "https:")).toBe("https://airports.example/x");
  });

  it("refuses a user name, a path, a space, a query, a bad port, a second Host line", () => {
    for (const host of [
      "a@127.0.0.1",
      "user:pass@airports.example",
      "127.0.0.1/evil",
      "127.0.0.1:3000/x",
      "evil example",
      "airports.example?x",
      "airports.example#x",
      "127.0.0.1:99999",
      "127.0.0.1:",
      "127.0.0.1:http",
      "a\\b",
      "%65vil.example",
      "",
    ]) {
      expect(hostOf("/", host), host).toMatch(/^refused: .*Host header/);
    }
    expect(hostOf("/", ["airports.example", "evil.example"])).toMatch(/^refused: .*more than one Host/);
  });

  it("without a Host line (HTTP/1.0) the host is localhost", () => {
    expect(hostOf("/x", undefined)).toBe("http://localhost/x");
  });
});

describe("the request target", () => {
  it("an absolute-form target gives its path and query, never its host", () => {
    expect(hostOf("http://evil.example/api/profile?x=1", "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/api/profile?x=1",
    );
    expect(hostOf("HTTPS://a@evil.example:444/x", "airports.example")).toBe("http://airports.example/x");
  });

  it("a path that starts with // stays a path", () => {
    expect(hostOf("//evil.example/api/profile", "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000//evil.example/api/profile",
    );
    expect(hostOf("/\\evil.example/x", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000//evil.example/x");
  });

  it("refuses the asterisk form, a bare authority and other schemes, and says which path for the log", () => {
    for (const target of ["*", "evil.example:443", "ftp://evil.example/x", "javascript:alert(1)"]) {
      const got = requestUrl(target, ["127.0.0.1"], "http:");
      expect(got.url, target).toBeNull();
    }
    expect(requestUrl("/api/x?y", ["a@b"], "http:")).toMatchObject({ url: null, pathname: "/api/x" });
  });
});
