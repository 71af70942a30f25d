// @ts-check
/**
 * The address the app sees for a request (docs/decisions/0069-edge-hosts-and-timeouts.md):
 * the scheme (client-address.mjs), the Host header, and the path and query of the request
 * target. The host comes from the Host header alone, and only a plain `host[:port]` is taken:
 * a user name (`a@127.0.0.1`), a path, a space or a second Host line is a 400. An
 * absolute-form target (`GET http://other.example/x HTTP/1.1`) gives its path and query only,
 * and a path that starts with `//` stays a path: neither can lend the app another host.
 */

/**
 * A host name or IPv4 address (letters, digits, `.`, `-`, `_`), or an IPv6 address in
 * brackets, then an optional port.
 */
const PLAIN_HOST = /^(?:[a-z0-9._-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;
const ABSOLUTE_FORM = /^https?:\/\//i;

/**
 * @typedef {{ url: URL, pathname: string } | { url: null, pathname: string, problem: string }} RequestUrl
 *   `pathname`: the URL's path, or the raw target's when refused (for the log, and to answer /api in JSON)
 */

/**
 * @param {string | undefined} target the request target as Node read it (`req.url`)
 * @param {string[] | undefined} hostLines every Host header line (`req.headersDistinct.host`)
 * @param {"http:" | "https:"} protocol
 * @returns {RequestUrl}
 */
export function requestUrl(target, hostLines, protocol) {
  const path = pathAndQuery(target ?? "/");
  const pathname = path === null ? "/" : (path.split("?", 1)[0] ?? "/");
  if (path === null) return { url: null, pathname, problem: "Bad request: the request target is not a path." };
  if (hostLines && hostLines.length > 1)
    return { url: null, pathname, problem: "Bad request: more than one Host header." };
  // HTTP/1.0 may leave Host out (node:http refuses an HTTP/1.1 request without one).
  const host = hostLines?.[0] ?? "localhost";
  const plain = PLAIN_HOST.exec(host);
  if (!plain || (plain[1] !== undefined && Number(plain[1]) > 65_535)) {
    return { url: null, pathname, problem: "Bad request: the Host header must be a host name and an optional port." };
  }
  try {
    // Concatenated, not resolved against a base: `//other.example/x` is a path here, not an authority.
    const url = new URL(`${protocol}//${host}${path}`);
    return { url, pathname: url.pathname };
  } catch {
    return { url: null, pathname, problem: "Bad request: the Host header must be a host name and an optional port." };
  }
}

/**
 * The path and query of an origin-form (`/x?y`) or absolute-form (`http://host/x?y`) target;
 * null for anything else (the asterisk form, a bare authority, another scheme).
 * @param {string} target
 * @returns {string | null}
 */
function pathAndQuery(target) {
  if (target.startsWith("/")) return target;
  if (!ABSOLUTE_FORM.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
